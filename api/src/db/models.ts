// Every table's model, in one list (ADR 0060). api/test/models.test.ts fails when a table of the
// migrations has no model here, or a *.model.ts file holds a model missing from it.
import { HeadcountCheckModel } from '../modules/road/headcount.model.js';
import { HeadcountMarkModel } from '../modules/road/headcount-mark.model.js';
import { AnnouncementRecipientModel } from '../modules/announcements/announcement-recipient.model.js';
import { AnnouncementModel } from '../modules/announcements/announcement.model.js';
import { AuditEventModel } from '../modules/audit/audit-event.model.js';
import { EmailVerificationTokenModel } from '../modules/auth/email-verification-token.model.js';
import { PasswordResetTokenModel } from '../modules/auth/password-reset-token.model.js';
import { TripDocumentModel } from '../modules/documents/document.model.js';
import { InterestSubmissionModel } from '../modules/interest/interest.model.js';
import { OutboxMessageModel } from '../modules/messages/outbox-message.model.js';
import { PaymentModel } from '../modules/payments/payment.model.js';
import { TripRegistrationModel } from '../modules/registration/registration.model.js';
import { TripFormModel } from '../modules/trip-form/trip-form.model.js';
import { WaitlistEntryModel } from '../modules/seats/waitlist-entry.model.js';
import { TripModel } from '../modules/trips/trip.model.js';
import { ConsentModel } from '../modules/privacy/consent.model.js';
import { UserModel } from '../modules/users/user.model.js';
import { StaffInvitationModel } from '../modules/team/staff-invitation.model.js';
import { PasskeyModel } from '../modules/factors/passkey.model.js';
import { RecoveryCodeModel } from '../modules/factors/recovery-code.model.js';
import { TotpFactorModel } from '../modules/factors/totp-factor.model.js';
import { TravelDetailsModel } from '../modules/readiness/travel-details.model.js';
import { AutoChargeModel } from '../modules/online-payments/auto-charge.model.js';
import { AutoPayModel } from '../modules/online-payments/auto-pay.model.js';
import { CardRefundModel } from '../modules/online-payments/card-refund.model.js';
import { CheckoutSessionModel } from '../modules/online-payments/checkout-session.model.js';
import { OnlinePaymentFlagModel } from '../modules/online-payments/online-payment-flag.model.js';
import { ProviderEventModel } from '../modules/online-payments/provider-event.model.js';
import { PartyModel } from '../modules/parties/party.model.js';
import { BusModel } from '../modules/rooms/bus.model.js';
import { HotelRoomTypeModel } from '../modules/rooms/hotel-room-type.model.js';
import { HotelStayModel } from '../modules/rooms/hotel-stay.model.js';
import { RoomAssignmentModel } from '../modules/rooms/room-assignment.model.js';
import { RoomModel } from '../modules/rooms/room.model.js';
import { CompanionInvitationModel } from '../modules/parties/companion-invitation.model.js';
import { FlightLegExclusionModel } from '../modules/flights/flight-leg-exclusion.model.js';
import { FlightLegModel } from '../modules/flights/flight-leg.model.js';

export const MODELS = [
  UserModel,
  TripRegistrationModel,
  TripFormModel,
  TripDocumentModel,
  InterestSubmissionModel,
  AuditEventModel,
  PaymentModel,
  OutboxMessageModel,
  PasswordResetTokenModel,
  EmailVerificationTokenModel,
  AnnouncementModel,
  AnnouncementRecipientModel,
  WaitlistEntryModel,
  TripModel,
  ConsentModel,
  StaffInvitationModel,
  TotpFactorModel,
  TravelDetailsModel,
  RecoveryCodeModel,
  PasskeyModel,
  CheckoutSessionModel,
  ProviderEventModel,
  OnlinePaymentFlagModel,
  PartyModel,
  HotelStayModel,
  HotelRoomTypeModel,
  RoomModel,
  RoomAssignmentModel,
  BusModel,
  CompanionInvitationModel,
  FlightLegModel,
  FlightLegExclusionModel,
  HeadcountCheckModel,
  HeadcountMarkModel,
  CardRefundModel,
  AutoPayModel,
  AutoChargeModel,
] as const;
