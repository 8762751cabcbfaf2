import { render, screen } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RecordPaymentForm } from './record-payment-form';

const record = vi.fn();
vi.mock('../../api/payments', () => ({ usePaymentActions: () => ({ record }) }));
vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }));

describe('the record-a-payment form', () => {
  it('asks for an amount in dollars and cents', async () => {
    render(<RecordPaymentForm registrationId="r1" balanceCents={310000} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Record Payment' }));
    expect(screen.getByLabelText(/Amount \(CAD\)/)).toHaveAccessibleDescription('Enter an amount greater than $0.00, in dollars and cents');
    expect(record).not.toHaveBeenCalled();
  });

  it('more than the balance is recorded only once ticked as an overpayment', async () => {
    render(<RecordPaymentForm registrationId="r1" balanceCents={10000} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Amount \(CAD\)/), '150');
    await user.click(screen.getByRole('button', { name: 'Record Payment' }));
    expect(screen.getByLabelText(/Amount \(CAD\)/)).toHaveAccessibleDescription(
      'This is more than the balance of $100.00. Tick the box below to record it as an overpayment.',
    );
    expect(record).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText('Record it as an overpayment'));
    await user.click(screen.getByRole('button', { name: 'Record Payment' }));
    expect(record).toHaveBeenCalledWith(expect.objectContaining({ registrationId: 'r1', amountCents: 15000, allowOverpayment: true }));
  });
});
