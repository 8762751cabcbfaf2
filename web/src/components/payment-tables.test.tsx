import { afterEach, describe, expect, it } from 'vitest';
import { type PaymentAccountFieldsFragment } from '@/gql/graphql';
import { loadAreas } from '@/lib/i18n';
import { render, screen, within } from '@/test/render';
import { HistoryTable, ScheduleTable } from './payment-tables';

type Entry = PaymentAccountFieldsFragment['entries'][number];

const entry = (over: Partial<Entry>): Entry => ({
  id: 'p1',
  receiptNumber: 'UJ-0001',
  kind: 'payment',
  amountCents: 123456,
  method: 'e-transfer',
  receivedOn: '2026-03-02',
  reference: null,
  note: null,
  travellerNote: null,
  reversesId: null,
  reversedById: null,
  recordedAt: '2026-03-02T15:00:00.000Z',
  receiptUrl: '/api/trip/payments/p1/receipt.pdf',
  recordedBy: null,
  ...over,
});

const account: PaymentAccountFieldsFragment = {
  registrationId: 'r1',
  online: null,
  autoPay: false,
  fare: 'barakah',
  fareCents: 330000,
  paidCents: 20000,
  refundedCents: 0,
  balanceCents: 310000,
  overdueCents: 0,
  howToPay: { referenceCode: 'UJ-2222-2222', etransferEmail: 'payments@example.org', note: '', paymentFormUrl: 'https://payments.example.org/' },
  nextDue: null,
  schedule: [
    { description: 'Deposit at registration', dueDate: null, amountCents: 20000, paidCents: 20000, status: 'paid' },
    { description: 'First payment', dueDate: '2026-06-01', amountCents: 155050, paidCents: 0, status: 'due' },
  ],
  entries: [
    entry({ id: 'p1', receiptNumber: 'UJ-0001', amountCents: 123456, reference: 'INTERAC-7781', reversedById: 'p2' }),
    entry({ id: 'p2', receiptNumber: 'UJ-0002', kind: 'reversal', amountCents: -123456, reversesId: 'p1', note: 'Entered on the wrong traveler.' }),
  ],
};

describe('the payment tables', () => {
  it('the schedule shows each amount and what is paid in dollars and cents, with its status', () => {
    render(<ScheduleTable account={account} />);
    const table = screen.getByRole('table', { name: 'Payment schedule' });
    const first = within(table).getByRole('row', { name: /First payment/ });
    expect(within(first).getByText('$1,550.50')).toBeVisible();
    expect(within(first).getByText('$0.00')).toBeVisible();
    expect(within(first).getByText('Due')).toBeVisible();
    expect(within(within(table).getByRole('row', { name: /Deposit at registration/ })).getByText('Paid')).toBeVisible();
  });

  it('the history shows payments and reversals in CAD, each with its receipt', () => {
    render(<HistoryTable account={account} />);
    const table = screen.getByRole('table', { name: 'Payment history' });
    const payment = within(table).getByRole('row', { name: /UJ-0001/ });
    expect(within(payment).getByText('$1,234.56')).toBeVisible();
    expect(within(payment).getByText('Reversed')).toBeVisible();
    expect(within(payment).getByText('Ref. INTERAC-7781')).toBeVisible();
    expect(within(payment).getByRole('link', { name: /^Receipt\s*UJ-0001$/ })).toHaveAttribute('href', '/api/trip/payments/p1/receipt.pdf');
    const reversal = within(table).getByRole('row', { name: /UJ-0002/ });
    expect(within(reversal).getByText('-$1,234.56')).toBeVisible();
    expect(within(reversal).getByText('Reversal')).toBeVisible();
  });

  it('with no entries, says that nothing has been recorded', () => {
    render(<HistoryTable account={{ ...account, entries: [] }} />);
    expect(screen.getByText('No payments have been recorded yet.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  describe('in French', () => {
    afterEach(() => loadAreas([], 'en'));

    it('the schedule reads its headings, amounts, dates and statuses in French', async () => {
      await loadAreas([], 'fr');
      render(<ScheduleTable account={account} />);
      const table = screen.getByRole('table', { name: 'Calendrier de paiements' });
      expect(within(table).getByRole('columnheader', { name: 'Échéance' })).toBeVisible();
      const first = within(table).getByRole('row', { name: /First payment/ });
      expect(within(first).getByText('1 550,50 $')).toBeVisible();
      expect(within(first).getByText('1 juin 2026')).toBeVisible();
      expect(within(first).getByText('À payer')).toBeVisible();
      const deposit = within(table).getByRole('row', { name: /Deposit at registration/ });
      expect(within(deposit).getByText('À l’inscription')).toBeVisible();
      expect(within(deposit).getByText('Payé', { selector: 'span' })).toBeVisible();
      expect(screen.queryByText('Due')).toBeNull();
    });

    it('the history reads its labels and amounts in French', async () => {
      await loadAreas([], 'fr');
      render(<HistoryTable account={account} />);
      const table = screen.getByRole('table', { name: 'Historique des paiements' });
      const payment = within(table).getByRole('row', { name: /UJ-0001/ });
      expect(within(payment).getByText('1 234,56 $')).toBeVisible();
      expect(within(payment).getByText('2 mars 2026')).toBeVisible();
      expect(within(payment).getByText('Virement Interac')).toBeVisible();
      expect(within(payment).getByText('Réf. INTERAC-7781')).toBeVisible();
      expect(within(payment).getByRole('link', { name: /^Reçu\s*UJ-0001$/ })).toBeVisible();
      expect(within(within(table).getByRole('row', { name: /UJ-0002/ })).getByText('-1 234,56 $')).toBeVisible();
      expect(screen.queryByText('Receipt')).toBeNull();
    });
  });
});
