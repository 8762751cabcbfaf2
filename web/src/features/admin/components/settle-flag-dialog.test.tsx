import { render, screen } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SettleFlagDialog } from './settle-flag-dialog';

const settle = vi.fn();
vi.mock('../api/payments', () => ({ useSettleOnlinePaymentFlag: () => settle }));
vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }));

const flag = {
  id: 'f1',
  registrationId: null,
  fullName: null,
  providerPaymentId: 'pi_test_1',
  amountMinor: 4000,
  currency: 'cad',
  reason: 'unknown_registration',
  createdAt: '2026-03-01T12:00:00.000Z',
};

describe('the settle dialog', () => {
  it('names the payment and its amount, asks how it was settled, and sends the trimmed note', async () => {
    const onClose = vi.fn();
    render(<SettleFlagDialog flag={flag} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Mark this online payment settled' });
    expect(dialog).toHaveTextContent('$40.00 (pi_test_1) leaves the list.');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/How it was settled/), 'ab');
    await user.click(screen.getByRole('button', { name: 'Mark Settled' }));
    expect(screen.getByLabelText(/How it was settled/)).toHaveAccessibleDescription('Say how this payment was settled, in 3 to 500 characters.');
    expect(settle).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/How it was settled/), 'c refunded by cheque ');
    await user.click(screen.getByRole('button', { name: 'Mark Settled' }));
    expect(settle).toHaveBeenCalledWith('f1', 'abc refunded by cheque');
    expect(onClose).toHaveBeenCalled();
  });
});
