import { zodResolver } from '@hookform/resolvers/zod';
import { signUpRules } from '@umrah/graphql';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { ErrorBanner } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { signUpError, type SignUpField } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSignUp } from '../api/auth';

export function SignUpPage() {
  useDocumentTitle('Create an Account');
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [banner, setBanner] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signUpRules),
    defaultValues: { fullName: '', email: '', phone: '', username: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setBanner(undefined);
    try {
      await signUp(values);
    } catch (error) {
      const { fieldErrors, message } = signUpError(error);
      const fields = Object.entries(fieldErrors) as [SignUpField, string][];
      fields.forEach(([field, text], i) => setError(field, { type: 'server', message: text }, { shouldFocus: i === 0 }));
      setBanner(message);
      return;
    }
    toast({ title: 'Account Created', description: 'Your account has been created. Please sign in.' });
    navigate(paths.logIn);
  });

  return (
    <AuthLayout
      title="Create an Account"
      description="Join the Umrah Journey to register for the trip and manage your documents."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.logIn} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Create an Account">
        {banner ? <ErrorBanner>{banner}</ErrorBanner> : null}
        <TextField id="signup-full-name" label="Full Name" autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
        <TextField id="signup-email" label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
        <TextField id="signup-phone" label="Phone Number" type="tel" autoComplete="tel" inputMode="tel" error={errors.phone?.message} {...register('phone')} />
        <TextField
          id="signup-username"
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField
          id="signup-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters."
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {isSubmitting ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
    </AuthLayout>
  );
}
