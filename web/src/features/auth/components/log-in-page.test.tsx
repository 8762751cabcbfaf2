import { CombinedGraphQLErrors } from '@apollo/client';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LogInPage } from './log-in-page';
import { render, screen } from '@/test/render';
import { WithApollo } from '@/test/with-apollo';

const logIn = vi.fn();
vi.mock('../api/auth', () => ({ useLogIn: () => logIn }));
vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }));

function renderPage() {
  render(
    <WithApollo>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<LogInPage />} />
          <Route path="/portal/dashboard" element={<p>The traveller&apos;s dashboard</p>} />
        </Routes>
      </MemoryRouter>
    </WithApollo>,
  );
  return userEvent.setup();
}

describe('the sign-in form', () => {
  // Braces: a function returned by beforeEach is run as its cleanup, and mockReset returns the mock.
  beforeEach(() => {
    logIn.mockReset();
  });

  it('submitted empty, shows the sign-up rules for both fields', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Username must be at least 3 characters');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password must be at least 6 characters');
    expect(screen.getByLabelText('Username')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(logIn).not.toHaveBeenCalled();
  });

  it('a wrong password reads "Invalid username or password" above the fields and keeps what was typed', async () => {
    logIn.mockRejectedValue(new CombinedGraphQLErrors({ errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } }] }));
    const user = renderPage();
    await user.type(screen.getByLabelText('Username'), 'amina');
    await user.type(screen.getByLabelText('Password'), 'wrong-horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(screen.getByLabelText('Username')).toHaveValue('amina');
  });

  it('a traveller lands on the dashboard', async () => {
    logIn.mockResolvedValue({ isAdmin: false });
    const user = renderPage();
    await user.type(screen.getByLabelText('Username'), 'amina');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText("The traveller's dashboard")).toBeInTheDocument();
    expect(logIn).toHaveBeenCalledWith({ username: 'amina', password: 'correct-horse' });
  });
});
