import { render, screen } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AdminLogInPage } from './admin-log-in-page';
import { WithApollo } from '@/test/with-apollo';

const adminLogIn = vi.fn();
vi.mock('../api/admin', () => ({ useAdminLogIn: () => adminLogIn }));
vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }));

describe('the admin login form', () => {
  it('submitted empty, asks for both fields; the fields show their placeholders', async () => {
    render(
      <WithApollo>
        <MemoryRouter>
          <AdminLogInPage />
        </MemoryRouter>
      </WithApollo>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));

    expect(screen.getByPlaceholderText('Enter your username')).toHaveAccessibleDescription('Username is required');
    expect(screen.getByPlaceholderText('Enter your password')).toHaveAccessibleDescription('Password is required');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(adminLogIn).not.toHaveBeenCalled();
  });

  it('reads "Logging in..." and is disabled while the request runs', async () => {
    adminLogIn.mockReturnValue(new Promise(() => {}));
    render(
      <WithApollo>
        <MemoryRouter>
          <AdminLogInPage />
        </MemoryRouter>
      </WithApollo>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(adminLogIn).toHaveBeenCalledWith({ username: 'admin', password: 'secret' });
  });
});
