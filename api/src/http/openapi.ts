// The REST aliases as an OpenAPI 3.1 document, with request bodies generated from the same zod
// rules the services validate with (graphql/src/rules.ts), served at GET /api/openapi.json.
import {
  refundRules,
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
  tripFormRules,
  cancelMineRules,
  extendHoldRules,
  reorderWaitlistRules,
  staffReasonRules,
} from '@umrah/graphql';
import { z } from 'zod';

type Access = 'public' | 'traveller' | 'admin';
export interface Operation {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  summary: string;
  access: Access;
  body?: z.ZodType;
  /** multipart/form-data with parts `file` and `metadata` (JSON text of this schema). */
  multipart?: z.ZodType;
  /** The answer is a file of this type, not JSON. */
  file?: 'application/pdf' | 'application/zip' | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' | 'application/octet-stream';
  /** A call made by the CMS, not by people (its secret header instead of a session). */
  webhook?: true;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const depositRules = z.object({
  tripRegistrationId: z.uuid(),
  depositPaid: z.literal(true),
  method: z.enum(PAYMENT_METHODS).optional().describe('how the deposit came (default other)'),
});
const tripFormPayload = tripFormRules.extend({
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
  { method: 'get', path: '/api/trip/content', summary: 'Trip content of the landing page', access: 'public' },
  { method: 'post', path: '/api/interest', summary: 'Register interest (landing page form)', access: 'public', body: interestRules },
  { method: 'get', path: '/api/user/profile', summary: 'My profile', access: 'traveller' },
  { method: 'put', path: '/api/user/profile', summary: 'Update my profile', access: 'traveller', body: profileRules },
  { method: 'get', path: '/api/trip/registration', summary: 'My registration (null when none)', access: 'traveller' },
  { method: 'post', path: '/api/trip/register', summary: 'Start my registration', access: 'traveller' },
  { method: 'get', path: '/api/trip/form', summary: 'My registration form', access: 'traveller' },
  { method: 'post', path: '/api/trip/form', summary: 'Save or submit my registration form', access: 'traveller', body: tripFormPayload },
  { method: 'get', path: '/api/trip/documents', summary: 'My documents', access: 'traveller' },
  { method: 'get', path: '/api/trip/documents/public', summary: "The group's shared documents (deposit paid)", access: 'traveller' },
  { method: 'post', path: '/api/trip/documents', summary: 'Upload a document', access: 'traveller', multipart: documentMetadataRules },
  { method: 'delete', path: '/api/trip/documents/{id}', summary: 'Delete my document', access: 'traveller' },
  { method: 'get', path: '/api/admin/registrations', summary: 'Interest submissions', access: 'admin' },
  { method: 'get', path: '/api/admin/trip-registrations', summary: 'Trip registrations', access: 'admin' },
  { method: 'post', path: '/api/admin/trip/deposit', summary: 'Mark a deposit paid', access: 'admin', body: depositRules },
  { method: 'post', path: '/api/admin/approve-form/{id}', summary: 'Approve a form', access: 'admin' },
  { method: 'post', path: '/api/admin/approve-visa/{id}', summary: 'Approve a visa', access: 'admin' },
  { method: 'post', path: '/api/admin/final-payment/{id}', summary: 'Record the final payment (what remains of the fare), then COMPLETED', access: 'admin' },
  // The review workspace (issue 10).
  {
    method: 'get',
    path: '/api/admin/trip-registrations/search',
    summary: 'One page of registrations: ?search=&status=&sort=&page=&pageSize=, with summary counts',
    access: 'admin',
  },
  {
    method: 'get',
    path: '/api/admin/trip-registrations/{id}/review',
    summary: 'Everything a traveller submitted (passport number masked) and the history',
    access: 'admin',
  },
  { method: 'post', path: '/api/admin/trip-registrations/{id}/reveal-passport', summary: 'The passport number in clear (audited)', access: 'admin' },
  {
    method: 'post',
    path: '/api/admin/request-form-changes/{id}',
    summary: 'Send a submitted form back with a reason',
    access: 'admin',
    body: changesRequestRules,
  },
  {
    method: 'post',
    path: '/api/admin/request-visa-changes/{id}',
    summary: 'Send submitted visa documents back with a reason',
    access: 'admin',
    body: changesRequestRules,
  },
  // Money (issue 11).
  { method: 'get', path: '/api/trip/payments', summary: 'My fare, payments, balance and schedule (null when not registered)', access: 'traveller' },
  { method: 'get', path: '/api/admin/trip-registrations/{id}/payments', summary: "A traveller's fare, payments, balance and schedule", access: 'admin' },
  { method: 'post', path: '/api/admin/payments', summary: 'Record a payment', access: 'admin', body: paymentRules.extend({ registrationId: z.uuid() }) },
  { method: 'post', path: '/api/admin/payments/{id}/reverse', summary: 'Reverse a payment with a reversal entry', access: 'admin', body: reversalRules },
  { method: 'post', path: '/api/admin/trip-registrations/{id}/fare', summary: "Change a traveller's fare (audited)", access: 'admin', body: fareRules },
  {
    method: 'post',
    path: '/api/admin/trip-registrations/{id}/refunds',
    summary: 'Record a refund (never more than was paid)',
    access: 'admin',
    body: refundRules,
  },
  { method: 'get', path: '/api/trip/cancellation-quote', summary: 'What cancelling today would give back (null when not registered)', access: 'traveller' },
  { method: 'get', path: '/api/admin/trip-registrations/{id}/cancellation-quote', summary: "A registration's cancellation quote", access: 'admin' },
  { method: 'get', path: '/api/admin/finance', summary: 'Collected, outstanding and overdue across the group', access: 'admin' },
  { method: 'get', path: '/api/trip/payments/{id}/receipt.pdf', summary: 'The receipt of one of my payments', access: 'traveller', file: 'application/pdf' },
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
  { method: 'get', path: '/api/admin/waitlist', summary: 'The open waiting list, in order', access: 'admin' },
  { method: 'post', path: '/api/admin/cancel/{id}', summary: 'Cancel a registration with a reason', access: 'admin', body: staffReasonRules },
  {
    method: 'post',
    path: '/api/admin/extend-hold/{id}',
    summary: 'Extend a running hold by some hours, with a reason',
    access: 'admin',
    body: extendHoldRules,
  },
  {
    method: 'post',
    path: '/api/admin/waitlist/{id}/reorder',
    summary: 'Move a waiting-list entry to a place, with a reason',
    access: 'admin',
    body: reorderWaitlistRules,
  },
  {
    method: 'post',
    path: '/api/admin/waitlist/{id}/offer',
    summary: 'Offer a free place to this waiting person, with a reason',
    access: 'admin',
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
    access: 'admin',
    file: XLSX,
  },
  { method: 'get', path: '/api/admin/exports/payments.xlsx', summary: 'The whole ledger', access: 'admin', file: XLSX },
  { method: 'get', path: '/api/admin/exports/documents.zip', summary: "Every traveller's documents, a folder each", access: 'admin', file: 'application/zip' },
  { method: 'get', path: '/api/admin/trip-registrations/{id}/documents.zip', summary: "One traveller's documents", access: 'admin', file: 'application/zip' },
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
  { method: 'post', path: '/api/user/change-password', summary: 'Change my password (the current one first)', access: 'traveller', body: changePasswordRules },
  // Announcements (issue 12).
  { method: 'get', path: '/api/user/announcements', summary: 'My announcements not yet dismissed, newest first', access: 'traveller' },
  { method: 'post', path: '/api/user/announcements/{id}/dismiss', summary: 'Dismiss an announcement from my dashboard', access: 'traveller' },
  { method: 'get', path: '/api/admin/announcements', summary: 'The 50 newest announcements, with recipients and dismissals', access: 'admin' },
  {
    method: 'post',
    path: '/api/admin/announcements',
    summary: 'Send an announcement to every registered traveller or one status group',
    access: 'admin',
    body: announcementRules,
  },
  // The audit log (docs/decisions/0090): the owner only, who is today's admin.
  {
    method: 'get',
    path: '/api/admin/audit-events',
    summary: 'One page of the audit log, newest first: ?person=&traveller=&action=&from=&to=&page=&pageSize= (days in Toronto)',
    access: 'admin',
  },
  { method: 'get', path: '/api/admin/exports/audit-events.xlsx', summary: 'The filtered audit log (same filters; audited)', access: 'admin', file: XLSX },
  // Undeliverable emails (docs/decisions/0075).
  { method: 'get', path: '/api/admin/messages/undelivered', summary: 'The 100 most recent undeliverable emails', access: 'admin' },
  {
    method: 'post',
    path: '/api/admin/messages/undelivered/send-again',
    summary: 'Send undeliverable emails again (the ids given, or all when none are)',
    access: 'admin',
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
        ...(op.access === 'admin' && { 403: errorResponse('Not an admin') }),
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
