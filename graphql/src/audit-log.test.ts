import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, auditActionLabel, auditChange, auditLogQueryRules, auditValueLabel } from './audit-log.js';
import { errorsOf, x } from './errors-of.test-util.js';

describe('auditActionLabel', () => {
  it.each([
    ['registration.started', 'Registration started'],
    ['registration.deposit_paid', 'Deposit marked as paid'],
    ['form.submitted', 'Registration form submitted'],
    ['registration.form_approved', 'Registration form approved'],
    ['registration.form_changes_requested', 'Registration form sent back for changes'],
    ['registration.visa_approved', 'Visa documents approved'],
    ['registration.visa_changes_requested', 'Visa documents sent back for changes'],
    ['registration.final_paid', 'Final payment recorded'],
    ['registration.fare_changed', 'Fare changed'],
    ['document.uploaded', 'Document uploaded'],
    ['document.deleted', 'Document deleted'],
    ['travel_details.saved', 'Travel details saved (visa, vaccination, medical and mobility needs)'],
    ['medical.read', 'Medical and mobility needs read'],
    ['headcount.started', 'Headcount started'],
    ['headcount.closed', 'Headcount closed'],
    ['documents.exported', 'Documents downloaded as a ZIP archive'],
    ['passport.revealed', 'Passport number revealed'],
    ['passport.exported', 'Passport number included in a registrations export'],
    ['payment.recorded', 'Payment recorded'],
    ['payment.reversed', 'Payment reversed'],
    ['announcement.sent', 'Announcement sent'],
    ['messages.sent_again', 'Undelivered emails sent again'],
    ['audit_log.exported', 'Audit log exported'],
    ['trip.personal_data_purged', 'Personal data purged under the retention policy'],
    ['account.data_exported', 'Personal data downloaded by its owner'],
    ['account.deleted', 'Account deleted by its owner'],
    ['factor.totp_enrolled', 'Authenticator app set up'],
    ['factor.passkey_enrolled', 'Passkey added'],
    ['factor.passkey_removed', 'Passkey removed'],
    ['factor.recovery_codes_renewed', 'New recovery codes made'],
    ['sign_in.totp', 'Signed in with an authenticator app code'],
    ['sign_in.passkey', 'Signed in with a passkey'],
    ['sign_in.recovery_code', 'Signed in with a recovery code'],
    ['team.invited', 'Staff member invited'],
    ['team.invitation_accepted', 'Invitation accepted: staff account created'],
    ['team.invitation_revoked', 'Invitation revoked'],
    ['team.role_changed', 'Staff role changed'],
    ['team.access_revoked', 'Staff access revoked'],
    ['trip.copied', 'Trip copied into a new season'],
    ['trip.opened', 'Trip opened for registration'],
    ['trip.archived', 'Trip archived'],
  ])('when the action is %s, then it reads "%s"', (action, label) => {
    expect(auditActionLabel(action)).toBe(label);
  });

  it('when every known action is listed, then there are seventy-four, each with a label of its own', () => {
    expect(AUDIT_ACTIONS).toHaveLength(74);
    expect(new Set(AUDIT_ACTIONS.map(auditActionLabel)).size).toBe(74);
  });

  it.each(['seat.held', 'toString', '__proto__', 'constructor', ''])('when the action %j has no label, then it shows as stored', (action) => {
    expect(auditActionLabel(action)).toBe(action);
  });
});

describe('auditValueLabel', () => {
  it.each([
    ['PENDING', 'Pending'],
    ['DEPOSIT_PAID', 'Deposit Paid'],
    ['FORM_SUBMITTED', 'Form Submitted'],
    ['COMPLETED', 'Completed'],
    ['barakah', 'Barakah member'],
    ['treasurer', 'Treasurer'],
    ['leader', 'Tour leader'],
    ['nonBarakah', 'Non-member'],
    ['cash', 'cash'],
    ['toString', 'toString'],
    [42, '42'],
    [false, 'false'],
    [null, '—'],
    [undefined, '—'],
  ])('when the value is %j, then it reads "%s"', (value, label) => {
    expect(auditValueLabel(value)).toBe(label);
  });
});

describe('auditChange', () => {
  it('when a step moves the status, then before and after are the statuses by name', () => {
    expect(auditChange({ from: 'FORM_SUBMITTED', to: 'DEPOSIT_PAID', reason: 'Please fix it' })).toEqual({ before: 'Form Submitted', after: 'Deposit Paid' });
  });

  it('when the fare changes, then before and after are the fares by name', () => {
    expect(auditChange({ from: 'nonBarakah', to: 'barakah' })).toEqual({ before: 'Non-member', after: 'Barakah member' });
  });

  it('when a change had no value before, then before reads as a dash', () => {
    expect(auditChange({ from: null, to: 'PENDING' })).toEqual({ before: '—', after: 'Pending' });
  });

  it('when a payment or a reversal moves the amount paid, then before and after are the amounts paid', () => {
    expect(auditChange({ amountCents: 50000, paidBeforeCents: 0, paidAfterCents: 50000 })).toEqual({ before: 'Paid $0.00', after: 'Paid $500.00' });
    expect(auditChange({ amountCents: -50000, paidBeforeCents: 150000, paidAfterCents: 100000 })).toEqual({
      before: 'Paid $1,500.00',
      after: 'Paid $1,000.00',
    });
  });

  it.each([
    [{}],
    [{ from: 'PENDING' }],
    [{ to: 'PENDING' }],
    [{ paidBeforeCents: 0 }],
    [{ paidAfterCents: 0 }],
    [{ paidBeforeCents: '0', paidAfterCents: 5 }],
    [{ paidBeforeCents: 0, paidAfterCents: '5' }],
  ])('when the event says no before and after (%j), then it has no change', (payload) => {
    expect(auditChange(payload)).toBeNull();
  });

  it('when any two amounts paid are given, then the change shows both', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: -1e9, max: 1e9 }), (before, after) => {
        const change = auditChange({ paidBeforeCents: before, paidAfterCents: after })!;
        expect(change.before).toMatch(/^Paid -?\$[\d,]+\.\d\d$/);
        expect(change.after).toMatch(/^Paid -?\$[\d,]+\.\d\d$/);
        expect(change.before === change.after).toBe(before === after);
      }),
    );
  });
});

describe('auditLogQueryRules', () => {
  it('when nothing is given, then the first page of fifty, unfiltered', () => {
    expect(auditLogQueryRules.parse({})).toEqual({ page: 1, pageSize: 50 });
  });

  it('when every filter is given (as a query string would), then each is kept, trimmed', () => {
    expect(
      auditLogQueryRules.parse({
        person: ' test_admin ',
        traveller: 'amina',
        action: 'payment.recorded',
        from: '2026-11-01',
        to: ' 2026-11-26 ',
        page: '3',
        pageSize: '100',
      }),
    ).toEqual({ person: 'test_admin', traveller: 'amina', action: 'payment.recorded', from: '2026-11-01', to: '2026-11-26', page: 3, pageSize: 100 });
  });

  it('when filters are empty (a form left blank), then they filter nothing', () => {
    expect(auditLogQueryRules.parse({ person: '  ', traveller: '', action: '', from: '', to: ' ' })).toEqual({ page: 1, pageSize: 50 });
  });

  it('when only one end of the range is given, then it is kept', () => {
    expect(auditLogQueryRules.parse({ from: '2026-11-26' })).toEqual({ from: '2026-11-26', page: 1, pageSize: 50 });
    expect(auditLogQueryRules.parse({ to: '2026-11-26' })).toEqual({ to: '2026-11-26', page: 1, pageSize: 50 });
  });

  it('when the range is one day, then it is kept', () => {
    expect(auditLogQueryRules.parse({ from: '2026-11-26', to: '2026-11-26' })).toMatchObject({ from: '2026-11-26', to: '2026-11-26' });
  });

  it.each([
    [{ person: x(101) }, { person: 'Person must be a username of at most 100 characters' }],
    [{ person: 5 }, { person: 'Person must be a username of at most 100 characters' }],
    [{ traveller: x(101) }, { traveller: 'Traveler must be a username of at most 100 characters' }],
    [{ traveller: [] }, { traveller: 'Traveler must be a username of at most 100 characters' }],
    [{ action: 'seat.held' }, { action: 'Unknown action' }],
    [{ action: 'toString' }, { action: 'Unknown action' }],
    [{ from: '2026-02-30' }, { from: 'Enter a date as YYYY-MM-DD' }],
    [{ from: '2026-11-26T00:00:00Z' }, { from: 'Enter a date as YYYY-MM-DD' }],
    [{ to: 'yesterday' }, { to: 'Enter a date as YYYY-MM-DD' }],
    [{ to: '2026-1-26' }, { to: 'Enter a date as YYYY-MM-DD' }],
    [{ to: ' 2026-11-261' }, { to: 'Enter a date as YYYY-MM-DD' }],
    [{ to: 20261126 }, { to: 'Enter a date as YYYY-MM-DD' }],
    [{ from: '2026-11-27', to: '2026-11-26' }, { to: 'The start date must be on or before the end date' }],
    [{ page: '0' }, { page: 'Page must be a whole number of 1 or more' }],
    [{ page: '1.5' }, { page: 'Page must be a whole number of 1 or more' }],
    [{ page: '100001' }, { page: 'Page must be a whole number of 1 or more' }],
    [{ page: 'two' }, { page: 'Page must be a whole number of 1 or more' }],
    [{ pageSize: '0' }, { pageSize: 'Page size must be between 1 and 100' }],
    [{ pageSize: '101' }, { pageSize: 'Page size must be between 1 and 100' }],
    [{ pageSize: '2.5' }, { pageSize: 'Page size must be between 1 and 100' }],
    [{ pageSize: 'ten' }, { pageSize: 'Page size must be between 1 and 100' }],
  ])('when the filters are %j, then %j', (input, errors) => {
    expect(errorsOf(auditLogQueryRules, input)).toEqual(errors);
  });

  it('when the limits are met exactly, then they are kept', () => {
    expect(auditLogQueryRules.parse({ person: x(100), traveller: x(100), page: 100_000, pageSize: 1 })).toMatchObject({
      person: x(100),
      traveller: x(100),
      page: 100_000,
      pageSize: 1,
    });
  });

  it('when any two real days are given, then they pass in order and are refused out of order', () => {
    const days = fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(days, days, (a, b) => {
        const result = auditLogQueryRules.safeParse({ from: a, to: b });
        expect(result.success).toBe(a <= b);
      }),
    );
  });
});
