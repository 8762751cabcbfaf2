import { zodResolver } from '@hookform/resolvers/zod';
import { logInRules } from '@umrah/graphql';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { ErrorBanner } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { logInError } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLogIn } from '../api/auth';

const EMPTY = { username: '', password: '' };

export function LogInPage() {
  useDocumentTitle('Sign In');
  const navigate = useNavigate();
  const logIn = useLogIn();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(logInRules), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const { isAdmin } = await logIn(values);
      // Spec §8: Login Successful for everyone; an admin's reads like the admin login's.
      toast({ title: 'Login Successful', description: isAdmin ? 'Welcome to the admin dashboard.' : 'Welcome back.' });
      navigate(isAdmin ? paths.admin.dashboard : paths.portal.dashboard, { replace: true });
    } catch (error) {
      const { message, resetForm } = logInError(error);
      if (resetForm) {
        reset(EMPTY);
        setFocus('username');
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
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Sign In">
        {formError ? <ErrorBanner id="login-error">{formError}</ErrorBanner> : null}
        <TextField
          id="login-username"
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Link to={paths.forgotPassword} className="justify-self-end text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
          Forgot password?
        </Link>
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {isSubmitting ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </AuthLayout>
  );
}
