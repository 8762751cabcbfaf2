import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MESSAGES, signUpRules } from '@umrah/graphql';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { SubmitForm } from '@/components/forms/submit-form';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { useT } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePasswordCalls } from '../api/passwords';

const rules = z
  .object({ password: signUpRules.shape.password, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { message: PASSWORD_MESSAGES.mismatch, path: ['confirm'] });

/** /reset-password?token=…: a new password with the sign-up's rule; then sign in again. */
export function ResetPasswordPage() {
  const t = useT();
  useDocumentTitle(t('auth.reset.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { reset } = usePasswordCalls();
  const [formError, setFormError] = useState<string | undefined>(token ? undefined : PASSWORD_MESSAGES.token);
  const form = useForm({ resolver: zodResolver(rules), defaultValues: { password: '', confirm: '' } });
  const {
    register,
    formState: { errors },
  } = form;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFormError(undefined);
    try {
      await reset(token, password);
      toast({ title: t('auth.reset.done.title'), description: t('auth.reset.done.body') });
      navigate(paths.logIn, { replace: true });
    } catch (error) {
      setFormError(errorMessage(error, t('auth.reset.failed')));
    }
  });

  return (
    <AuthLayout
      title={t('auth.reset.title')}
      description={t('auth.reset.description')}
      footer={
        <Link to={paths.forgotPassword} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          {t('auth.reset.newLink')}
        </Link>
      }
    >
      <SubmitForm
        form={form}
        onSubmit={onSubmit}
        label={t('auth.reset.title')}
        error={formError}
        submitLabel={t('auth.reset.submit')}
        pendingLabel={t('auth.reset.pending')}
        blocked={!token}
      >
        <TextField
          id="reset-password"
          label={t('auth.field.newPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          id="reset-confirm"
          label={t('auth.field.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.confirm?.message}
          {...register('confirm')}
        />
      </SubmitForm>
    </AuthLayout>
  );
}
