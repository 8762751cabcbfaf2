// Where a page writes a rule's English through the catalogues, the words are the rules' own.
import { describe, expect, it } from 'vitest';
import { statusLabel } from '../labels.js';
import { balanceReminderText, formatCents, longDay, type BalanceReminder } from '../money.js';
import { REGISTRATION_STATUSES } from '../constants.js';
import { i18nFor } from './server.js';

const en = i18nFor('en');

describe('the catalogues’ English is the rules’ English', () => {
  it('each registration status reads as statusLabel says, and any other value "Unknown"', () => {
    for (const status of REGISTRATION_STATUSES) expect(en._(`portal.status.${status}` as never)).toBe(statusLabel(status));
    expect(en._('portal.status.unknown')).toBe(statusLabel('SOMETHING_ELSE'));
  });

  it('the balance beside the journey reads as balanceReminderText says', () => {
    const cases: BalanceReminder[] = [
      { remainingCents: 130_000, dueDate: '2027-01-15', overdueCents: 0, overdueSince: null },
      { remainingCents: 240_000, dueDate: '2027-01-15', overdueCents: 240_000, overdueSince: '2026-09-30' },
      { remainingCents: 500, dueDate: null, overdueCents: 0, overdueSince: null },
    ];
    for (const r of cases) {
      const remaining = formatCents(r.remainingCents);
      const text = r.overdueSince
        ? en._('portal.balance.overdue', { remaining, overdue: formatCents(r.overdueCents), since: longDay(r.overdueSince) })
        : r.dueDate
          ? en._('portal.balance.due', { remaining, due: longDay(r.dueDate) })
          : en._('portal.balance.dueAtRegistration', { remaining });
      expect(text).toBe(balanceReminderText(r));
    }
  });
});
