import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordRules } from '@umrah/graphql';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { SubmitForm } from '@/components/forms/submit-form';
import { TextField } from '@/components/ui/form-field';
import { Notice } from '@/components/ui/notice';
import { errorMessage } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePasswordCalls } from '../api/passwords';

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const { requestReset } = usePasswordCalls();
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string>();
  const form = useForm({ resolver: zodResolver(forgotPasswordRules), defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFormError(undefined);
    try {
      await requestReset(email);
      setSent(true);
    } catch (error) {
      setFormError(errorMessage(error, 'Failed to send the reset link. Please try again.'));
    }
  });

  return (
    <AuthLayout
      title="Forgot Password"
      description="Enter the email address of your account and we will send you a link to choose a new password."
      footer={
        <Link to={paths.logIn} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          Back to Sign In
        </Link>
      }
    >
      {sent ? (
        <Notice tone="success" title="Check your email" titleAs="h2">
          If an account uses that address, we sent it a link to reset the password. The link works once, for one hour.
        </Notice>
      ) : (
        <SubmitForm form={form} onSubmit={onSubmit} label="Forgot Password" error={formError} submitLabel="Send Reset Link" pendingLabel="Sending...">
          <TextField
            id="forgot-email"
            label="Email"
            type="email"
            autoComplete="email"
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
        </SubmitForm>
      )}
    </AuthLayout>
  );
}
