// Every table's model, in one list (ADR 0060). api/test/models.test.ts fails when a table of the
// migrations has no model here, or a *.model.ts file holds a model missing from it.
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
import { CheckoutSessionModel } from '../modules/online-payments/checkout-session.model.js';
import { OnlinePaymentFlagModel } from '../modules/online-payments/online-payment-flag.model.js';
import { ProviderEventModel } from '../modules/online-payments/provider-event.model.js';

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
] as const;
