import { zodResolver } from '@hookform/resolvers/zod';
import { logInRules } from '@umrah/graphql';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { CredentialsFields } from '@/components/forms/credentials-fields';
import { SubmitForm } from '@/components/forms/submit-form';
import { Notice } from '@/components/ui/notice';
import { toast } from '@/components/ui/use-toast';
import { ADMINS_ONLY, type LoginState, SESSION_ENDED } from '@/lib/login-notice';
import { logInError } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLogIn } from '../api/auth';

const EMPTY = { username: '', password: '' };

export function LogInPage() {
  useDocumentTitle('Sign In');
  const navigate = useNavigate();
  const state = useLocation().state as LoginState | null;
  const sentFromAdminPage = state?.notice === ADMINS_ONLY;
  const sessionEnded = state?.notice === SESSION_ENDED;
  // Back to the portal page the traveller was on when their session ended (never elsewhere).
  const returnTo = state?.from?.startsWith('/portal/') ? state.from : undefined;
  const logIn = useLogIn();
  const [formError, setFormError] = useState<string>();
  const form = useForm({ resolver: zodResolver(logInRules), defaultValues: EMPTY });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const { isAdmin } = await logIn(values);
      // Spec §8: Login Successful for everyone; an admin's reads like the admin login's.
      toast({ title: 'Login Successful', description: isAdmin ? 'Welcome to the admin dashboard.' : 'Welcome back.' });
      navigate(isAdmin ? paths.admin.dashboard : (returnTo ?? paths.portal.dashboard), { replace: true });
    } catch (error) {
      const { message, resetForm } = logInError(error);
      if (resetForm) {
        form.reset(EMPTY);
        form.setFocus('username');
      }
      setFormError(message);
    }
  });

  return (
    <AuthLayout
      title="Sign In"
      description="Welcome back. Enter your username and password."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to={paths.signUp} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      {sentFromAdminPage ? (
        <Notice tone="warning" title="That page is for the organisers" className="mb-4">
          You are signed in as a traveller. Sign in with an admin account to open it.
        </Notice>
      ) : null}
      {sessionEnded ? (
        <Notice tone="warning" title="Your session has ended" className="mb-4">
          Sign in again to carry on where you were. What you typed is kept on this device.
        </Notice>
      ) : null}
      <SubmitForm form={form} onSubmit={onSubmit} label="Sign In" error={formError} errorId="login-error" submitLabel="Sign In" pendingLabel="Signing in...">
        <CredentialsFields idPrefix="login" />
        <Link to={paths.forgotPassword} className="justify-self-end text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
          Forgot password?
        </Link>
      </SubmitForm>
    </AuthLayout>
  );
}
