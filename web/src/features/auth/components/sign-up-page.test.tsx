import { CombinedGraphQLErrors } from '@apollo/client';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SignUpPage } from './sign-up-page';
import { render, screen } from '@/test/render';
import { WithApollo } from '@/test/with-apollo';

const signUp = vi.fn();
vi.mock('../api/auth', () => ({ useSignUp: () => signUp }));
vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }));

function renderPage() {
  render(
    <WithApollo>
      <MemoryRouter initialEntries={['/signup']}>
        <Routes>
          <Route path="/signup" element={<SignUpPage />} />
          <Route path="/login" element={<p>The sign-in page</p>} />
        </Routes>
      </MemoryRouter>
    </WithApollo>,
  );
  return userEvent.setup();
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full Name'), 'Amina Rahman');
  await user.type(screen.getByLabelText('Email'), 'amina@example.com');
  await user.type(screen.getByLabelText('Phone Number'), '4165550123');
  await user.type(screen.getByLabelText('Username'), 'amina');
  await user.type(screen.getByLabelText('Password'), 'correct-horse');
}

describe('the sign-up form', () => {
  // Braces: a function returned by beforeEach is run as its cleanup, and mockReset returns the mock.
  beforeEach(() => {
    signUp.mockReset();
  });

  it('submitted empty, shows the message of each field and sends nothing', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription('Full name must be at least 3 characters');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription('Please enter a valid phone number');
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Username must be at least 3 characters');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 6 characters. Password must be at least 6 characters');
    expect(screen.getAllByRole('alert')).toHaveLength(5);
    expect(signUp).not.toHaveBeenCalled();
  });

  it('offers the browser what to fill in each field', () => {
    renderPage();
    expect(screen.getByRole('form', { name: 'Create an Account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByLabelText('Username')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('reads "Creating Account..." while it waits, then opens the sign-in page', async () => {
    let finish!: () => void;
    signUp.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const user = renderPage();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(screen.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    expect(signUp).toHaveBeenCalledWith({
      fullName: 'Amina Rahman',
      email: 'amina@example.com',
      phone: '4165550123',
      username: 'amina',
      password: 'correct-horse',
    });
    finish();
    expect(await screen.findByText('The sign-in page')).toBeInTheDocument();
  });

  it('shows a taken username on the username field', async () => {
    signUp.mockRejectedValue(
      new CombinedGraphQLErrors({
        errors: [{ message: 'Username already exists', extensions: { code: 'CONFLICT', fieldErrors: { username: 'This username is already taken' } } }],
      }),
    );
    const user = renderPage();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('This username is already taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('This username is already taken');
    expect(screen.getByLabelText('Username')).toHaveFocus();
  });
});
