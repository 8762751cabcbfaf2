// The REST aliases as an OpenAPI 3.1 document, with request bodies generated from the same zod
// rules the services validate with (graphql/src/rules.ts), served at GET /api/openapi.json.
import {
  roomChoiceRules,
  LOCALES,
  deleteAccountRules,
  onlinePaymentRules,
  refundRules,
  cardRefundRules,
  flagSettlementRules,
  adminLogInRules,
  announcementRules,
  changePasswordRules,
  changesRequestRules,
  documentMetadataRules,
  fareRules,
  forgotPasswordRules,
  verifyEmailRules,
  interestRules,
  logInRules,
  PAYMENT_METHODS,
  paymentRules,
  profileRules,
  resetPasswordRules,
  reversalRules,
  sendAgainRules,
  signUpRules,
  tripFormRulesFor,
  travelDetailsRulesFor,
  readinessRulesSchema,
  addCompanionsRules,
  actingForRules,
  claimCompanionRules,
  inviteCompanionRules,
  flightLegRules,
  copyTripRules,
  tripFactsRules,
  cancelMineRules,
  extendHoldRules,
  reorderWaitlistRules,
  staffReasonRules,
  totpCodeRules,
  recoveryCodeRules,
  acceptInvitationRules,
  inviteRules,
  staffRoleRules,
  type Permission,
} from '@umrah/graphql';
import { z } from 'zod';

/** Who may call: anyone, a signed-in account, or staff holding a permission (graphql/src/permissions.ts). */
type Access = 'public' | 'traveller' | Permission;
export interface Operation {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  summary: string;
  access: Access;
  body?: z.ZodType;
  /** multipart/form-data with parts `file` and `metadata` (JSON text of this schema). */
  multipart?: z.ZodType;
  /** The answer is a file of this type, not JSON. */
  file?: 'application/pdf' | 'application/zip' | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' | 'application/octet-stream' | 'text/csv';
  /** A call made by the CMS, not by people (its secret header instead of a session). */
  webhook?: true;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const depositRules = z.object({
  tripRegistrationId: z.uuid(),
  depositPaid: z.literal(true),
  method: z.enum(PAYMENT_METHODS).optional().describe('how the deposit came (default other)'),
});
// The shape only: the passport cut-off is the registration's trip's (the date here is the first trip's).
const tripFormPayload = tripFormRulesFor('2026-08-01').extend({
  tripRegistrationId: z.uuid().optional(),
  submit: z.boolean().optional().describe('false: save progress without the required-field check (default true)'),
});

export const OPERATIONS: Operation[] = [
  { method: 'post', path: '/api/auth/register', summary: 'Sign up', access: 'public', body: signUpRules },
  { method: 'post', path: '/api/auth/login', summary: 'Sign in (any account)', access: 'public', body: logInRules },
  { method: 'post', path: '/api/auth/logout', summary: 'Sign out', access: 'public' },
  { method: 'get', path: '/api/auth/check', summary: 'Who is signed in', access: 'public' },
  { method: 'post', path: '/api/admin/login', summary: 'Sign in (admins only)', access: 'public', body: adminLogInRules },
  { method: 'post', path: '/api/admin/logout', summary: 'Sign out (admin)', access: 'public' },
  { method: 'get', path: '/api/admin/check-auth', summary: 'Is an admin signed in (401 otherwise)', access: 'public' },
  // The second factor (ADR 0104): the session's waiting sign-in (or the signed-in account) is the one concerned.
  { method: 'get', path: '/api/auth/second-factor', summary: "The account's factors, and what a waiting sign-in needs", access: 'public' },
  { method: 'post', path: '/api/auth/second-factor/totp/setup', summary: 'A new authenticator app secret (enrolling)', access: 'public' },
  {
    method: 'post',
    path: '/api/auth/second-factor/totp/confirm',
    summary: 'Confirm the app with its code: ten recovery codes; a waiting sign-in completes',
    access: 'public',
    body: totpCodeRules,
  },
  {
    method: 'post',
    path: '/api/auth/second-factor/verify',
    summary: "A waiting sign-in's second step: the app's code or a recovery code",
    access: 'public',
    body: totpCodeRules.partial().extend(recoveryCodeRules.partial().shape),
  },
  { method: 'post', path: '/api/auth/second-factor/recovery-codes', summary: 'Ten new recovery codes (the older ones stop working)', access: 'traveller' },
  { method: 'get', path: '/api/auth/passkeys', summary: 'My passkeys, newest first (when added and last used)', access: 'traveller' },
  {
    method: 'delete',
    path: '/api/auth/passkeys/{id}',
    summary: 'Remove one of my passkeys (staff keep at least one factor); answers what the account has left',
    access: 'traveller',
  },
  { method: 'post', path: '/api/auth/passkeys/registration-options', summary: 'Options for the browser to make a passkey', access: 'public' },
  {
    method: 'post',
    path: '/api/auth/passkeys/register',
    summary: 'The new passkey (WebAuthn registration response)',
    access: 'public',
    body: z.object({ response: z.object({}).passthrough() }),
  },
  { method: 'post', path: '/api/auth/passkeys/authentication-options', summary: 'Options for the browser to sign with a passkey', access: 'public' },
  {
    method: 'post',
    path: '/api/auth/passkeys/authenticate',
    summary: 'Sign the waiting sign-in in with a passkey (WebAuthn authentication response)',
    access: 'public',
    body: z.object({ response: z.object({}).passthrough() }),
  },
  {
    method: 'get',
    path: '/api/trip/content',
    summary: "Trip content of the landing page (?trip=<slug>, default the current trip; ?locale=en|fr|ar, default the request's language)",
    access: 'public',
  },
  { method: 'get', path: '/api/content/preview', summary: 'Where the live preview listens for the CMS (its public address)', access: 'public' },
  {
    method: 'get',
    path: '/api/privacy',
    summary: "The privacy notice in force: version, title and body (?locale=en|fr|ar, default the request's language)",
    access: 'public',
  },
  { method: 'post', path: '/api/interest', summary: 'Register interest (landing page form)', access: 'public', body: interestRules },
  { method: 'get', path: '/api/user/profile', summary: 'My profile', access: 'traveller' },
  { method: 'put', path: '/api/user/profile', summary: 'Update my profile', access: 'traveller', body: profileRules },
  { method: 'get', path: '/api/trip/registration', summary: 'My registration (null when none)', access: 'traveller' },
  { method: 'post', path: '/api/trip/register', summary: 'Start my registration', access: 'traveller' },
  { method: 'get', path: '/api/trip/form', summary: 'My registration form', access: 'traveller' },
  { method: 'post', path: '/api/trip/form', summary: 'Save or submit my registration form', access: 'traveller', body: tripFormPayload },
  { method: 'get', path: '/api/trip/readiness', summary: 'My readiness for the trip: each rule ready, expiring, missing or blocked', access: 'traveller' },
  {
    method: 'put',
    path: '/api/trip/readiness/details',
    summary: 'Save my visa details, vaccine and care needs (all of them: a field left out is cleared)',
    access: 'traveller',
    body: travelDetailsRulesFor({ startsOn: '2026-12-20', endsOn: '2027-01-03' }, new Date('2026-11-26T12:00:00Z')),
  },
  // A party (issue 36; ADRs 0122, 0123): the form, documents, readiness and payments above are about the companion the lead acts for.
  { method: 'get', path: '/api/trip/party', summary: 'My party: its members with their status and money, and whom the portal shows', access: 'traveller' },
  { method: 'post', path: '/api/trip/party/companions', summary: 'Add companions: a place each, all or none', access: 'traveller', body: addCompanionsRules },
  { method: 'delete', path: '/api/trip/party/companions/{registrationId}', summary: 'Take an unpaid companion out of my party', access: 'traveller' },
  {
    method: 'post',
    path: '/api/trip/party/companions/{registrationId}/invitation',
    summary: 'Invite an adult companion of my party to claim their account (a new link)',
    access: 'traveller',
    body: inviteCompanionRules,
  },
  {
    method: 'post',
    path: '/api/party/claim',
    summary: "An invited companion claims their account with the emailed link's token",
    access: 'public',
    body: claimCompanionRules,
  },
  {
    method: 'put',
    path: '/api/trip/party/acting-for',
    summary: 'Show a managed companion in my portal (userId), or myself (null)',
    access: 'traveller',
    body: actingForRules,
  },
  { method: 'get', path: '/api/trip/documents', summary: 'My documents', access: 'traveller' },
  { method: 'get', path: '/api/trip/documents/public', summary: "The group's shared documents (deposit paid)", access: 'traveller' },
  { method: 'post', path: '/api/trip/documents', summary: 'Upload a document', access: 'traveller', multipart: documentMetadataRules },
  { method: 'delete', path: '/api/trip/documents/{id}', summary: 'Delete my document', access: 'traveller' },
  { method: 'get', path: '/api/admin/registrations', summary: 'Interest submissions', access: 'interest:read' },
  { method: 'get', path: '/api/admin/trip-registrations', summary: 'Trip registrations', access: 'roster:read' },
  { method: 'post', path: '/api/admin/trip/deposit', summary: 'Mark a deposit paid', access: 'payments:record', body: depositRules },
  { method: 'post', path: '/api/admin/approve-form/{id}', summary: 'Approve a form', access: 'forms:review' },
  { method: 'post', path: '/api/admin/approve-visa/{id}', summary: 'Approve a visa', access: 'visas:review' },
  {
    method: 'post',
    path: '/api/admin/final-payment/{id}',
    summary: 'Record the final payment (what remains of the fare), then COMPLETED',
    access: 'payments:record',
  },
  // The review workspace (issue 10).
  {
    method: 'get',
    path: '/api/admin/trip-registrations/search',
    summary: 'One page of registrations: ?search=&status=&sort=&page=&pageSize=, with summary counts',
    access: 'roster:read',
  },
  {
    method: 'get',
    path: '/api/admin/trip-registrations/{id}/review',
    summary: 'Everything a traveller submitted (passport number masked) and the history',
    access: 'forms:review',
  },
  { method: 'post', path: '/api/admin/trip-registrations/{id}/reveal-passport', summary: 'The passport number in clear (audited)', access: 'passports:reveal' },
  {
    method: 'post',
    path: '/api/admin/request-form-changes/{id}',
    summary: 'Send a submitted form back with a reason',
    access: 'forms:review',
    body: changesRequestRules,
  },
  {
    method: 'post',
    path: '/api/admin/request-visa-changes/{id}',
    summary: 'Send submitted visa documents back with a reason',
    access: 'visas:review',
    body: changesRequestRules,
  },
  // Money (issue 11).
  { method: 'get', path: '/api/trip/payments', summary: 'My fare, payments, balance and schedule (null when not registered)', access: 'traveller' },
  { method: 'get', path: '/api/admin/trip-registrations/{id}/payments', summary: "A traveller's fare, payments, balance and schedule", access: 'finance:read' },
  // Paying online (issue 34, ADR 0117): on while the Stripe keys are set (404 otherwise).
  {
    method: 'post',
    path: '/api/trip/payments/online',
    summary: 'Open a Checkout Session for the next due item, the balance or an amount between (my own registration)',
    access: 'traveller',
    body: onlinePaymentRules,
  },
  {
    method: 'get',
    path: '/api/trip/payments/online/{sessionId}',
    summary: 'My Checkout Session: PENDING until its webhook is recorded, PAID then',
    access: 'traveller',
  },
  { method: 'post', path: '/api/webhooks/stripe', summary: "The card provider's webhook (signed raw body; no session)", access: 'public' },
  {
    method: 'post',
    path: '/api/admin/payments',
    summary: 'Record a payment',
    access: 'payments:record',
    body: paymentRules.extend({ registrationId: z.uuid() }),
  },
  {
    method: 'post',
    path: '/api/admin/party-payments',
    summary: "Record a payment for a whole party on its lead's registration, shared out over its travellers",
    access: 'payments:record',
    body: paymentRules.extend({ registrationId: z.uuid() }),
  },
  {
    method: 'post',
    path: '/api/admin/payments/{id}/reverse',
    summary: 'Reverse a payment with a reversal entry',
    access: 'payments:record',
    body: reversalRules,
  },
  {
    method: 'post',
    path: '/api/admin/trip-registrations/{id}/fare',
    summary: "Change a traveller's fare (audited)",
    access: 'payments:record',
    body: fareRules,
  },
  {
    method: 'post',
    path: '/api/admin/trip-registrations/{id}/refunds',
    summary: 'Record a refund (never more than was paid)',
    access: 'refunds:record',
    body: refundRules,
  },
  { method: 'delete', path: '/api/trip/payments/auto', summary: 'Turn off my automatic payments (a saved card charged on each due date)', access: 'traveller' },
  {
    method: 'post',
    path: '/api/admin/trip-registrations/{id}/refunds/card',
    summary: 'Send a refund back to the card payments (recorded when the provider confirms; 503 while it cannot be reached: kept and sent again)',
    access: 'refunds:record',
    body: cardRefundRules,
  },
  {
    method: 'post',
    path: '/api/admin/online-payment-flags/{id}/settle',
    summary: 'Settle an online payment of the refund list by hand, saying how (404 unknown, 409 already settled; audited)',
    access: 'refunds:record',
    body: flagSettlementRules,
  },
  { method: 'get', path: '/api/trip/cancellation-quote', summary: 'What cancelling today would give back (null when not registered)', access: 'traveller' },
  { method: 'get', path: '/api/admin/trip-registrations/{id}/cancellation-quote', summary: "A registration's cancellation quote", access: 'finance:read' },
  {
    method: 'get',
    path: '/api/admin/finance',
    summary: 'Collected, outstanding and overdue across the group (?tripId=, default the current trip)',
    access: 'finance:read',
  },
  { method: 'get', path: '/api/trip/payments/{id}/receipt.pdf', summary: 'The receipt of one of my payments', access: 'traveller', file: 'application/pdf' },
  // Trips (issue 31): every admin list, export and figure takes ?tripId= (default the current trip).
  { method: 'get', path: '/api/admin/trip-choices', summary: 'Every trip for the switcher, the latest first, the current one marked', access: 'roster:read' },
  { method: 'get', path: '/api/trip/past', summary: 'My registrations on other trips than the current one (read-only)', access: 'traveller' },
  // Seats (issue 29): holds, cancellations, the waiting list.
  { method: 'get', path: '/api/trip/seats', summary: 'Seats left, full or not, how many wait (cached briefly)', access: 'public' },
  { method: 'get', path: '/api/trip/seat', summary: 'My waiting-list entry and my last cancellation', access: 'traveller' },
  { method: 'post', path: '/api/trip/waitlist', summary: 'Join the waiting list (when the group is full)', access: 'traveller' },
  { method: 'delete', path: '/api/trip/waitlist', summary: 'Leave the waiting list (an open offer passes on)', access: 'traveller' },
  {
    method: 'post',
    path: '/api/trip/waitlist/{id}/accept',
    summary: 'Accept my offer of a place: starts my registration',
    access: 'traveller',
    body: fareRules.partial(),
  },
  { method: 'post', path: '/api/trip/cancel', summary: 'Cancel my registration', access: 'traveller', body: cancelMineRules },
  { method: 'get', path: '/api/admin/waitlist', summary: 'The open waiting list, in order', access: 'seats:manage' },
  { method: 'post', path: '/api/admin/cancel/{id}', summary: 'Cancel a registration with a reason', access: 'seats:manage', body: staffReasonRules },
  {
    method: 'post',
    path: '/api/admin/extend-hold/{id}',
    summary: 'Extend a running hold by some hours, with a reason',
    access: 'seats:manage',
    body: extendHoldRules,
  },
  {
    method: 'post',
    path: '/api/admin/waitlist/{id}/reorder',
    summary: 'Move a waiting-list entry to a place, with a reason',
    access: 'seats:manage',
    body: reorderWaitlistRules,
  },
  {
    method: 'post',
    path: '/api/admin/waitlist/{id}/offer',
    summary: 'Offer a free place to this waiting person, with a reason',
    access: 'seats:manage',
    body: staffReasonRules,
  },
  // Files and streams.
  {
    method: 'get',
    path: '/uploads/{key}',
    summary: 'Open a document by its stored name (owner, admins, or shared with the group)',
    access: 'traveller',
    file: 'application/octet-stream',
  },
  {
    method: 'get',
    path: '/api/admin/exports/registrations.xlsx',
    summary: 'Every registration with its form (audited when it includes passport numbers)',
    access: 'registrations:export',
    file: XLSX,
  },
  { method: 'get', path: '/api/admin/exports/payments.xlsx', summary: 'The whole ledger', access: 'ledger:export', file: XLSX },
  {
    method: 'get',
    path: '/api/admin/exports/manifest.xlsx',
    summary:
      'The airline manifest of the chosen trip (?tripId=), or of one flight leg (?legId=: the leg and PNR on top, travellers left off it out): names as on the passport, passport numbers (audited); also needs passports:reveal',
    access: 'registrations:export',
    file: XLSX,
  },
  {
    method: 'get',
    path: '/api/admin/exports/manifest.csv',
    summary: 'The airline manifest as CSV (same rows, formula-neutralised cells); also needs passports:reveal',
    access: 'registrations:export',
    file: 'text/csv',
  },
  {
    method: 'get',
    path: '/api/admin/exports/ground-roster.xlsx',
    summary:
      "The ground handler's roster of the chosen trip (?tripId=): names as on the passport, passport number (audited), nationality, date of birth, gender, visa number, flight legs; also needs passports:reveal",
    access: 'registrations:export',
    file: XLSX,
  },
  {
    method: 'get',
    path: '/api/admin/exports/documents.zip',
    summary: "Every traveller's documents, a folder each",
    access: 'documents:read',
    file: 'application/zip',
  },
  {
    method: 'get',
    path: '/api/admin/trip-registrations/{id}/documents.zip',
    summary: "One traveller's documents",
    access: 'documents:read',
    file: 'application/zip',
  },
  // Privacy (issue 31; ADRs 0100, 0101).
  { method: 'get', path: '/api/admin/retention', summary: "Each trip's retention: when its personal data goes and what would go", access: 'trips:manage' },
  {
    method: 'post',
    path: '/api/admin/trips/{id}/purge',
    summary: "Purge a returned trip's personal data now (audited; resumes an interrupted purge)",
    access: 'trips:manage',
  },
  { method: 'get', path: '/api/user/purged-trips', summary: 'My trips whose documents were deleted under the retention policy', access: 'traveller' },
  {
    method: 'get',
    path: '/api/user/data-export.zip',
    summary: 'Everything held about me: data.json and my files (rate-limited, audited)',
    access: 'traveller',
    file: 'application/zip',
  },
  {
    method: 'post',
    path: '/api/user/delete-account',
    summary: 'Delete my account (travellers; password and DELETE typed)',
    access: 'traveller',
    body: deleteAccountRules,
  },
  {
    method: 'post',
    path: '/api/content/webhook',
    summary: 'The CMS says the trip content changed (header X-Webhook-Secret)',
    access: 'public',
    webhook: true,
  },
  // Passwords (issue 12).
  {
    method: 'post',
    path: '/api/auth/forgot-password',
    summary: 'Send a reset link (the same answer whether or not the account exists)',
    access: 'public',
    body: forgotPasswordRules,
  },
  {
    method: 'post',
    path: '/api/auth/reset-password',
    summary: "Set a new password with the link's token; every session ends",
    access: 'public',
    body: resetPasswordRules,
  },
  // Email confirmation (issue 29).
  {
    method: 'post',
    path: '/api/auth/verify-email',
    summary: "Confirm the account's email with the link's token (single use, 24 hours)",
    access: 'public',
    body: verifyEmailRules,
  },
  { method: 'get', path: '/api/auth/email-verification', summary: 'My email and whether it is confirmed', access: 'traveller' },
  { method: 'post', path: '/api/auth/resend-verification', summary: 'Send me a new confirmation link (a few an hour)', access: 'traveller' },
  { method: 'get', path: '/api/user/reminders', summary: 'Whether I receive reminders', access: 'traveller' },
  { method: 'put', path: '/api/user/reminders', summary: 'Turn my reminders on or off', access: 'traveller', body: z.object({ enabled: z.boolean() }) },
  {
    method: 'put',
    path: '/api/user/language',
    summary: 'The language I read the product and my emails in (en, fr or ar; staff en or fr)',
    access: 'traveller',
    body: z.object({ locale: z.enum(LOCALES) }),
  },
  { method: 'post', path: '/api/user/change-password', summary: 'Change my password (the current one first)', access: 'traveller', body: changePasswordRules },
  // Announcements (issue 12).
  { method: 'get', path: '/api/user/announcements', summary: 'My announcements not yet dismissed, newest first', access: 'traveller' },
  { method: 'post', path: '/api/user/announcements/{id}/dismiss', summary: 'Dismiss an announcement from my dashboard', access: 'traveller' },
  { method: 'get', path: '/api/admin/announcements', summary: 'The 50 newest announcements, with recipients and dismissals', access: 'announcements:send' },
  {
    method: 'post',
    path: '/api/admin/announcements',
    summary: 'Send an announcement to every registered traveller or one status group',
    access: 'announcements:send',
    body: announcementRules,
  },
  // Trips (ADRs 0092, 0093, 0096): every trip and its life.
  {
    method: 'get',
    path: '/api/admin/trips',
    summary: 'Every trip with its facts, status and registrations, the latest departure first',
    access: 'trips:manage',
  },
  { method: 'get', path: '/api/admin/trips/{id}', summary: 'One trip', access: 'trips:manage' },
  {
    method: 'post',
    path: '/api/admin/trips/{id}/copy',
    summary: 'A draft copy for the next season, every date shifted (the CMS copies the pages first; 503 when it is down)',
    access: 'trips:manage',
    body: copyTripRules,
  },
  {
    method: 'put',
    path: '/api/admin/trips/{id}',
    summary: "Change a trip's facts (started registrations keep their price)",
    access: 'trips:manage',
    body: tripFactsRules,
  },
  {
    method: 'post',
    path: '/api/admin/trips/{id}/move',
    summary: 'One step of the trip’s life (one trip is open at a time)',
    access: 'trips:manage',
    body: z.object({ to: z.enum(['open', 'closed', 'travelling', 'returned', 'archived']) }),
  },
  {
    method: 'get',
    path: '/api/admin/readiness',
    summary: "The chosen trip's readiness board (?tripId=): a row per traveller, a column per rule",
    access: 'roster:read',
  },
  {
    method: 'put',
    path: '/api/admin/trips/{tripId}/readiness-rules',
    summary: "Replace a trip's readiness rules (figures, checked-on days, sources); answers the board; audited",
    access: 'trips:manage',
    body: readinessRulesSchema,
  },
  {
    method: 'get',
    path: '/api/admin/exports/emergency-sheet.pdf',
    summary: "The leader's emergency sheet of the chosen trip (?tripId=): photo, names, room, phone, emergency contact, care needs; each care read audited",
    access: 'medical:read',
    file: 'application/pdf',
  },
  { method: 'get', path: '/api/admin/flight-legs', summary: "The chosen trip's flight legs (?tripId=), in flying order", access: 'roster:read' },
  { method: 'post', path: '/api/admin/flight-legs', summary: 'Add a flight leg to the chosen trip (?tripId=)', access: 'trips:manage', body: flightLegRules() },
  { method: 'put', path: '/api/admin/flight-legs/{id}', summary: "Replace a flight leg's details", access: 'trips:manage', body: flightLegRules() },
  { method: 'delete', path: '/api/admin/flight-legs/{id}', summary: 'Remove a flight leg and its exceptions', access: 'trips:manage' },
  {
    method: 'put',
    path: '/api/admin/flight-legs/{id}/travellers/{registrationId}',
    summary: 'Put a traveller on a leg ({ onLeg: true }) or leave them off it ({ onLeg: false })',
    access: 'trips:manage',
    body: z.object({ onLeg: z.boolean() }),
  },
  {
    method: 'get',
    path: '/api/admin/trip-registrations/{id}/readiness',
    summary: "One registration's readiness; care needs with medical:read, the visa number with visas:review",
    access: 'roster:read',
  },
  // Rooms (docs/product.md#rooms, ADR 0125): the traveller's choice, the board, each hotel's list.
  { method: 'get', path: '/api/trip/room', summary: 'My room type, sharing wishes and what the trip offers (null before I register)', access: 'traveller' },
  { method: 'put', path: '/api/trip/room', summary: 'Choose my room type and who I wish to share with', access: 'traveller', body: roomChoiceRules },
  { method: 'get', path: '/api/admin/rooming', summary: "The chosen trip's rooming board (?tripId=): stays, rooms, travellers, buses", access: 'rooms:read' },
  {
    method: 'post',
    path: '/api/admin/rooming/moves',
    summary: 'Move a traveller into a room of a stay (roomId null: out); the version seen on the board, else a conflict',
    access: 'rooms:write',
    body: z.object({ registrationId: z.uuid(), stayId: z.uuid(), roomId: z.uuid().nullable(), version: z.number().int() }),
  },
  {
    method: 'get',
    path: '/api/admin/hotel-stays/{stayId}/rooming-list.xlsx',
    summary: "A hotel's rooming list as xlsx (names as on the passport; audited)",
    access: 'rooms:read',
  },
  {
    method: 'get',
    path: '/api/admin/hotel-stays/{stayId}/rooming-list.pdf',
    summary: "A hotel's rooming list as a PDF (names as on the passport; audited)",
    access: 'rooms:read',
  },
  // On the road (docs/product.md#on-the-road, ADR 0131): headcounts and the leader's roster.
  {
    method: 'get',
    path: '/api/trip/card',
    summary: "The traveller's pilgrim card: name, photo, group, whom to call, hotel, room, the leader's view, the trip's daily programme (reader's language)",
    access: 'traveller',
  },
  {
    method: 'get',
    path: '/api/trip/card.pdf',
    summary: "The traveller's pilgrim card on one printed page with today's programme, in the reader's language (409 once the trip is archived)",
    access: 'traveller',
    file: 'application/pdf',
  },
  {
    method: 'get',
    path: '/api/admin/headcounts',
    summary: "The chosen trip's headcounts (?tripId=), newest first, and the last known missing",
    access: 'roster:read',
  },
  {
    method: 'post',
    path: '/api/admin/headcounts',
    summary: 'Start a headcount on the chosen trip (?tripId=), for the whole trip or one bus (busId); idempotent on the id the phone gave it',
    access: 'headcount:write',
    body: z.object({ id: z.string().optional(), label: z.string(), group: z.string().nullish(), busId: z.string().nullish() }),
  },
  { method: 'get', path: '/api/admin/headcounts/{id}', summary: 'One headcount with each traveller present, absent or unmarked', access: 'roster:read' },
  {
    method: 'post',
    path: '/api/admin/headcounts/{id}/marks',
    summary: "A phone's marks, idempotent by mark id; answers the merged state and the marks not counted",
    access: 'headcount:write',
    body: z.object({
      marks: z.array(
        z.object({
          markId: z.string(),
          checkId: z.string(),
          registrationId: z.string(),
          state: z.enum(['present', 'absent']),
          markedAt: z.string(),
          deviceId: z.string(),
        }),
      ),
    }),
  },
  { method: 'post', path: '/api/admin/headcounts/{id}/close', summary: 'Close a headcount', access: 'headcount:write' },
  {
    method: 'get',
    path: '/api/admin/road/roster',
    summary: "The leader's roster: photo, phone, emergency contact, room, bus, the trip's daily programme; care needs with medical:read (audited)",
    access: 'headcount:write',
  },
  // The audit log (docs/decisions/0090): the owner only.
  {
    method: 'get',
    path: '/api/admin/audit-events',
    summary: 'One page of the audit log, newest first: ?person=&traveller=&action=&from=&to=&page=&pageSize= (days in Toronto)',
    access: 'audit:read',
  },
  { method: 'get', path: '/api/admin/exports/audit-events.xlsx', summary: 'The filtered audit log (same filters; audited)', access: 'audit:read', file: XLSX },
  // The team (docs/product.md#the-team, ADRs 0102, 0103).
  { method: 'get', path: '/api/admin/team', summary: 'The staff accounts and the 100 newest invitations', access: 'team:manage' },
  {
    method: 'post',
    path: '/api/admin/team/invitations',
    summary: 'Invite a staff member by email with a role (a link valid 72 hours, once)',
    access: 'team:manage',
    body: inviteRules,
  },
  { method: 'post', path: '/api/admin/team/invitations/{id}/revoke', summary: 'Revoke an invitation not yet accepted', access: 'team:manage' },
  {
    method: 'post',
    path: '/api/admin/team/members/{id}/role',
    summary: "Change a member's role; their sessions end (never the last owner)",
    access: 'team:manage',
    body: staffRoleRules,
  },
  { method: 'post', path: '/api/admin/team/members/{id}/revoke', summary: "End a member's access and sessions (never the last owner)", access: 'team:manage' },
  { method: 'get', path: '/api/team/invitation', summary: 'What an invitation link offers: ?token=', access: 'public' },
  { method: 'post', path: '/api/team/accept', summary: "Make the invited staff account from the link's token", access: 'public', body: acceptInvitationRules },
  // Undeliverable emails (docs/decisions/0075).
  { method: 'get', path: '/api/admin/messages/undelivered', summary: 'The 100 most recent undeliverable emails', access: 'messages:manage' },
  {
    method: 'post',
    path: '/api/admin/messages/undelivered/send-again',
    summary: 'Send undeliverable emails again (the ids given, or all when none are)',
    access: 'messages:manage',
    body: sendAgainRules,
  },
];

const schemaOf = (rules: z.ZodType) => z.toJSONSchema(rules, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' });

const ERROR = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string' }, fieldErrors: { type: 'object', additionalProperties: { type: 'string' } } },
};
const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });

export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) {
    const params = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      schema: name === 'id' ? { type: 'string', format: 'uuid' } : { type: 'string' },
    }));
    const requestBody = op.body
      ? { required: true, content: { 'application/json': { schema: schemaOf(op.body) } } }
      : op.multipart
        ? {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  required: ['file', 'metadata'],
                  properties: {
                    file: { type: 'string', format: 'binary' },
                    metadata: { type: 'string', contentMediaType: 'application/json', contentSchema: schemaOf(op.multipart) },
                  },
                },
              },
            },
          }
        : undefined;
    paths[op.path] ??= {};
    paths[op.path]![op.method] = {
      summary: op.summary,
      ...(op.access !== 'public' && { security: [{ session: [] }] }),
      ...(params.length && { parameters: params }),
      ...(requestBody && { requestBody }),
      responses: {
        200: op.file ? { description: 'The file', content: { [op.file]: { schema: { type: 'string', format: 'binary' } } } } : { description: 'Success' },
        ...(requestBody && { 400: errorResponse('Invalid input: the spec message of each field in fieldErrors') }),
        ...(op.access !== 'public' && { 401: errorResponse('Not signed in') }),
        ...(op.webhook && { 401: errorResponse('Wrong or missing X-Webhook-Secret') }),
        ...(op.access !== 'public' && op.access !== 'traveller' && { 403: errorResponse(`Staff without the ${op.access} permission, or a traveller`) }),
        429: errorResponse('Rate limited (Retry-After)'),
        503: errorResponse('A dependency is down (Retry-After)'),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Umrah Journey REST aliases', version: '1', description: 'The spec §7 calls; GraphQL at /graphql is the main API.' },
    components: {
      schemas: { Error: ERROR },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'umrah.sid' } },
    },
    paths,
  };
}
