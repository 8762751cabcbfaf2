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
import { useT } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePasswordCalls } from '../api/passwords';

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export function ForgotPasswordPage() {
  const t = useT();
  useDocumentTitle(t('auth.forgot.title'));
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
      setFormError(errorMessage(error, t('auth.forgot.failed')));
    }
  });

  return (
    <AuthLayout
      title={t('auth.forgot.title')}
      description={t('auth.forgot.description')}
      footer={
        <Link to={paths.logIn} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          {t('auth.forgot.back')}
        </Link>
      }
    >
      {sent ? (
        <Notice tone="success" title={t('auth.forgot.sent.title')} titleAs="h2">
          {t('auth.forgot.sent.body')}
        </Notice>
      ) : (
        <SubmitForm
          form={form}
          onSubmit={onSubmit}
          label={t('auth.forgot.title')}
          error={formError}
          submitLabel={t('auth.forgot.submit')}
          pendingLabel={t('auth.forgot.pending')}
        >
          <TextField
            id="forgot-email"
            label={t('auth.field.email')}
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
