// The admin's words for the shared rules' values (graphql/src: audit actions, trip statuses, staff
// roles, payment methods, fares, registration statuses): a literal message id for each, so the
// catalogues' check finds them. English stays graphql/src's label (labels.test.ts proves it).
import type { AuditAction, Fare, InvitationStatus, MessageId, PaymentMethod, RegistrationStatusValue, ReviewState, TripStatus } from '@umrah/graphql';

export const AUDIT_ACTION_IDS: Record<AuditAction, MessageId> = {
  'registration.started': 'admin.audit.action.registrationStarted',
  'registration.deposit_paid': 'admin.audit.action.depositPaid',
  'form.submitted': 'admin.audit.action.formSubmitted',
  'registration.form_approved': 'admin.audit.action.formApproved',
  'registration.form_changes_requested': 'admin.audit.action.formChangesRequested',
  'registration.visa_approved': 'admin.audit.action.visaApproved',
  'registration.visa_changes_requested': 'admin.audit.action.visaChangesRequested',
  'registration.final_paid': 'admin.audit.action.finalPaid',
  'registration.fare_changed': 'admin.audit.action.fareChanged',
  'registration.cancelled': 'admin.audit.action.registrationCancelled',
  'registration.hold_expired': 'admin.audit.action.holdExpired',
  'registration.hold_extended': 'admin.audit.action.holdExtended',
  'waitlist.joined': 'admin.audit.action.waitlistJoined',
  'waitlist.left': 'admin.audit.action.waitlistLeft',
  'waitlist.offered': 'admin.audit.action.waitlistOffered',
  'waitlist.offer_lapsed': 'admin.audit.action.waitlistOfferLapsed',
  'waitlist.reordered': 'admin.audit.action.waitlistReordered',
  'document.uploaded': 'admin.audit.action.documentUploaded',
  'document.deleted': 'admin.audit.action.documentDeleted',
  'travel_details.saved': 'admin.audit.action.travelDetailsSaved',
  'medical.read': 'admin.audit.action.medicalRead',
  'headcount.started': 'admin.audit.action.headcountStarted',
  'headcount.closed': 'admin.audit.action.headcountClosed',
  'documents.exported': 'admin.audit.action.documentsExported',
  'passport.revealed': 'admin.audit.action.passportRevealed',
  'passport.exported': 'admin.audit.action.passportExported',
  'payment.recorded': 'admin.audit.action.paymentRecorded',
  'payment.reversed': 'admin.audit.action.paymentReversed',
  'payment.refunded': 'admin.audit.action.paymentRefunded',
  'payment.online_flagged': 'admin.audit.action.paymentOnlineFlagged',
  'payment.online_flag_settled': 'admin.audit.action.paymentOnlineFlagSettled',
  'payment.card_refund_requested': 'admin.audit.action.paymentCardRefundRequested',
  'payment.auto_pay_on': 'admin.audit.action.paymentAutoPayOn',
  'payment.auto_pay_off': 'admin.audit.action.paymentAutoPayOff',
  'payment.auto_charge_failed': 'admin.audit.action.paymentAutoChargeFailed',
  'announcement.sent': 'admin.audit.action.announcementSent',
  'messages.sent_again': 'admin.audit.action.messagesSentAgain',
  'audit_log.exported': 'admin.audit.action.auditLogExported',
  'trip.personal_data_purged': 'admin.audit.action.personalDataPurged',
  'account.data_exported': 'admin.audit.action.accountDataExported',
  'account.deleted': 'admin.audit.action.accountDeleted',
  'team.invited': 'admin.audit.action.teamInvited',
  'team.invitation_accepted': 'admin.audit.action.teamInvitationAccepted',
  'team.invitation_revoked': 'admin.audit.action.teamInvitationRevoked',
  'team.role_changed': 'admin.audit.action.teamRoleChanged',
  'team.access_revoked': 'admin.audit.action.teamAccessRevoked',
  'factor.totp_enrolled': 'admin.audit.action.totpEnrolled',
  'factor.passkey_enrolled': 'admin.audit.action.passkeyEnrolled',
  'factor.passkey_removed': 'admin.audit.action.passkeyRemoved',
  'factor.recovery_codes_renewed': 'admin.audit.action.recoveryCodesRenewed',
  'factor.reset': 'admin.audit.action.factorReset',
  'sign_in.totp': 'admin.audit.action.signInTotp',
  'sign_in.passkey': 'admin.audit.action.signInPasskey',
  'sign_in.recovery_code': 'admin.audit.action.signInRecoveryCode',
  'trip.copied': 'admin.audit.action.tripCopied',
  'trip.updated': 'admin.audit.action.tripUpdated',
  'readiness_rules.saved': 'admin.audit.action.readinessRulesSaved',
  'trip.opened': 'admin.audit.action.tripOpened',
  'trip.closed': 'admin.audit.action.tripClosed',
  'trip.travelling': 'admin.audit.action.tripTravelling',
  'trip.returned': 'admin.audit.action.tripReturned',
  'trip.archived': 'admin.audit.action.tripArchived',
  'hotel_stays.saved': 'admin.audit.action.hotelStaysSaved',
  'registration.room_type_changed': 'admin.audit.action.roomTypeChanged',
  'rooms.assigned': 'admin.audit.action.roomsAssigned',
  'rooms.moved': 'admin.audit.action.roomsMoved',
  'rooms.exported': 'admin.audit.action.roomsExported',
  'rooms.room_removed': 'admin.audit.action.roomRemoved',
  'bus.assigned': 'admin.audit.action.busAssigned',
  'bus.removed': 'admin.audit.action.busRemoved',
  'party.companion_added': 'admin.audit.action.companionAdded',
  'party.companion_removed': 'admin.audit.action.companionRemoved',
  'party.companion_invited': 'admin.audit.action.companionInvited',
  'party.companion_claimed': 'admin.audit.action.companionClaimed',
};

/** The action's id, or undefined for one the web does not know (shown as the server sends it). */
export const auditActionId = (action: string): MessageId | undefined =>
  Object.hasOwn(AUDIT_ACTION_IDS, action) ? AUDIT_ACTION_IDS[action as AuditAction] : undefined;

export const TRIP_STATUS_IDS: Record<TripStatus, MessageId> = {
  draft: 'admin.trip.status.draft',
  open: 'admin.trip.status.open',
  closed: 'admin.trip.status.closed',
  travelling: 'admin.trip.status.travelling',
  returned: 'admin.trip.status.returned',
  archived: 'admin.trip.status.archived',
};

export const TRIP_MOVE_IDS: Record<Exclude<TripStatus, 'draft'>, MessageId> = {
  open: 'admin.trip.move.open',
  closed: 'admin.trip.move.closed',
  travelling: 'admin.trip.move.travelling',
  returned: 'admin.trip.move.returned',
  archived: 'admin.trip.move.archived',
};

export { STAFF_ROLE_IDS } from '@/lib/staff-side';

export const INVITATION_STATUS_IDS: Record<InvitationStatus, MessageId> = {
  pending: 'admin.invitation.status.pending',
  accepted: 'admin.invitation.status.accepted',
  revoked: 'admin.invitation.status.revoked',
  expired: 'admin.invitation.status.expired',
};

export const PAYMENT_METHOD_IDS: Record<PaymentMethod, MessageId> = {
  'e-transfer': 'admin.paymentMethod.eTransfer',
  cash: 'admin.paymentMethod.cash',
  cheque: 'admin.paymentMethod.cheque',
  card: 'admin.paymentMethod.card',
  other: 'admin.paymentMethod.other',
};

export const FARE_IDS: Record<Fare, MessageId> = {
  barakah: 'admin.fare.barakah',
  nonBarakah: 'admin.fare.nonBarakah',
};

export const REGISTRATION_STATUS_IDS: Record<RegistrationStatusValue, MessageId> = {
  PENDING: 'admin.status.pending',
  DEPOSIT_PAID: 'admin.status.depositPaid',
  FORM_SUBMITTED: 'admin.status.formSubmitted',
  FORM_APPROVED: 'admin.status.formApproved',
  VISA_SUBMITTED: 'admin.status.visaSubmitted',
  VISA_APPROVED: 'admin.status.visaApproved',
  COMPLETED: 'admin.status.completed',
};

/** A registration status's id; any other value reads "Unknown" (graphql's statusLabel). */
export const registrationStatusId = (status: string | null | undefined): MessageId =>
  status && Object.hasOwn(REGISTRATION_STATUS_IDS, status) ? REGISTRATION_STATUS_IDS[status as RegistrationStatusValue] : 'admin.status.unknown';

export const REVIEW_STATE_IDS: Record<ReviewState, MessageId> = {
  Approved: 'admin.review.state.approved',
  Submitted: 'admin.review.state.submitted',
  'Changes requested': 'admin.review.state.changesRequested',
  'Not Submitted': 'admin.review.state.notSubmitted',
};

/** "Possible duplicate: " and graphql's duplicateLabel: which of email and phone another submission shares. */
export function duplicateId(s: { sameEmail: boolean; samePhone: boolean }): MessageId | undefined {
  if (s.sameEmail && s.samePhone) return 'admin.interest.duplicate.both';
  if (s.sameEmail) return 'admin.interest.duplicate.email';
  return s.samePhone ? 'admin.interest.duplicate.phone' : undefined;
}
