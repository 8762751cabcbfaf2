import { zodResolver } from '@hookform/resolvers/zod';
import { signUpRules } from '@umrah/graphql';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans } from '@lingui/react';
import { Link, useNavigate } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { CredentialsFields } from '@/components/forms/credentials-fields';
import { SubmitForm } from '@/components/forms/submit-form';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { signUpError, type SignUpField } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { useT } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSignUp } from '../api/auth';

export function SignUpPage() {
  const t = useT();
  useDocumentTitle(t('auth.signUp.title'));
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [banner, setBanner] = useState<string>();
  const form = useForm({
    resolver: zodResolver(signUpRules),
    defaultValues: { fullName: '', email: '', phone: '', username: '', password: '' },
  });

  const {
    register,
    formState: { errors },
  } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    setBanner(undefined);
    try {
      await signUp(values);
    } catch (error) {
      const { fieldErrors, message } = signUpError(error);
      const fields = Object.entries(fieldErrors) as [SignUpField, string][];
      fields.forEach(([field, text], i) => form.setError(field, { type: 'server', message: text }, { shouldFocus: i === 0 }));
      setBanner(message);
      return;
    }
    toast({ title: t('auth.signUp.created.title'), description: t('auth.signUp.created.body') });
    navigate(paths.logIn);
  });

  return (
    <AuthLayout
      title={t('auth.signUp.title')}
      description={t('auth.signUp.description')}
      footer={
        <>
          {t('auth.signUp.haveAccount')}{' '}
          <Link to={paths.logIn} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            {t('auth.signUp.signIn')}
          </Link>
          <span className="mt-2 block">
            <Trans
              id="auth.signUp.acceptNoticeLink"
              components={{ 0: <Link to={paths.privacy} className="font-semibold text-brand-700 underline-offset-4 hover:underline" /> }}
            />
          </span>
        </>
      }
    >
      <SubmitForm
        form={form}
        onSubmit={onSubmit}
        label={t('auth.signUp.title')}
        error={banner}
        submitLabel={t('auth.signUp.submit')}
        pendingLabel={t('auth.signUp.pending')}
      >
        <TextField id="signup-full-name" label={t('auth.field.fullName')} autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
        <TextField
          id="signup-email"
          label={t('auth.field.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          id="signup-phone"
          label={t('auth.field.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <CredentialsFields idPrefix="signup" newPassword />
        <p className="text-sm text-slate-600">{t('auth.signUp.acceptNotice')}</p>
      </SubmitForm>
    </AuthLayout>
  );
}
