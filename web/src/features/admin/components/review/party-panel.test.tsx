import { render, screen, within } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { PartyPanel } from './party-panel';

const member = (registrationId: string, fullName: string, relationship: string | null, paidCents: number, extra = {}) => ({
  registrationId,
  userId: `u-${registrationId}`,
  fullName,
  relationship,
  isLead: relationship === null,
  managed: relationship !== null,
  minor: false,
  guardianInParty: false,
  dateOfBirth: null,
  status: 'PENDING',
  holdExpiresAt: null,
  fareCents: 300000,
  paidCents,
  balanceCents: 300000 - paidCents,
  ...extra,
});
const party = (paid: [number, number, number]) => ({
  id: 'p1',
  youLead: false,
  maxSize: 8,
  actingFor: 'u-r1',
  members: [
    member('r1', 'Amina Lead', null, paid[0]),
    member('r2', 'Yusuf Spouse', 'spouse', paid[1]),
    member('r3', 'Maryam Child', 'child', paid[2], { minor: true }),
  ],
  totals: { fareCents: 900000, paidCents: paid[0] + paid[1] + paid[2], balanceCents: 900000 - paid[0] - paid[1] - paid[2] },
});

const state = { party: party([0, 0, 0]) };
const recordParty = vi.fn(async () => {
  state.party = party([300000, 50000, 0]);
});
const refetch = vi.fn(async () => ({ data: { registrationParty: state.party } }));
vi.mock('../../api/registration-party', () => ({
  useRegistrationParty: () => ({ party: state.party, error: undefined, refetch }),
  useRecordPartyPayment: () => recordParty,
}));
vi.mock('../../api/payments', () => ({ usePaymentActions: () => ({ record: vi.fn() }) }));
vi.mock('@/lib/permissions', () => ({ useCan: () => () => true }));
vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }));

describe("the party on the admin's review page", () => {
  it('lists each member with relationship, status and balance, links the others, and shows the split a party payment made', async () => {
    render(
      <MemoryRouter>
        <PartyPanel registrationId="r2" wrap={(panel) => <section>{panel}</section>} />
      </MemoryRouter>,
    );
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]!).getByRole('link', { name: 'Amina Lead' })).toHaveAttribute('href', expect.stringContaining('r1'));
    expect(rows[1]).toHaveTextContent('Lead');
    expect(within(rows[2]!).queryByRole('link')).toBeNull();
    expect(rows[2]).toHaveTextContent('spouse');
    expect(rows[3]).toHaveTextContent('child');
    expect(rows[3]).toHaveTextContent('(under 18)');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Amount \(CAD\)/), '3500');
    await user.click(screen.getByRole('button', { name: 'Record Party Payment' }));
    // Recorded on the lead's registration whichever member's page it is.
    expect(recordParty).toHaveBeenCalledWith(expect.objectContaining({ registrationId: 'r1', amountCents: 350000 }));
    const split = await screen.findByRole('status');
    expect(split).toHaveTextContent('Amina Lead: $3,000.00');
    expect(split).toHaveTextContent('Yusuf Spouse: $500.00');
    expect(split).not.toHaveTextContent('Maryam');
  });

  it('shows nothing for a traveller alone', () => {
    state.party = { ...party([0, 0, 0]), id: null as unknown as string };
    const { container } = render(
      <MemoryRouter>
        <PartyPanel registrationId="r1" wrap={(panel) => <section>{panel}</section>} />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
