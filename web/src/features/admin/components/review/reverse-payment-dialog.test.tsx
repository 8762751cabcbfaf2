import { render, screen } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReversePaymentDialog } from './reverse-payment-dialog';

const reverse = vi.fn();
vi.mock('../../api/payments', () => ({ usePaymentActions: () => ({ reverse }) }));
vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }));

const entry = { id: 'p9', receiptNumber: 'UJ-0009', amountCents: 10000 } as Parameters<typeof ReversePaymentDialog>[0]['entry'];

describe('the reversal dialog', () => {
  it('names the payment and the amount it takes back, and asks for a reason', async () => {
    const onClose = vi.fn();
    render(<ReversePaymentDialog entry={entry} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Reverse UJ-0009' });
    expect(dialog).toHaveTextContent('A reversal of -$100.00 is added to the ledger');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reverse Payment' }));
    expect(screen.getByLabelText(/Reason/)).toHaveAccessibleDescription('Please give a reason of 10 to 500 characters.');
    expect(reverse).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/Reason/), 'Entered on the wrong traveler.');
    await user.click(screen.getByRole('button', { name: 'Reverse Payment' }));
    expect(reverse).toHaveBeenCalledWith('p9', 'Entered on the wrong traveler.');
    expect(onClose).toHaveBeenCalled();
  });
});
