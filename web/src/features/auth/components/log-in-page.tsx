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
import { useT } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLogIn } from '../api/auth';

const EMPTY = { username: '', password: '' };

export function LogInPage() {
  const t = useT();
  useDocumentTitle(t('auth.logIn.title'));
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
      const { isAdmin, secondFactor } = await logIn(values);
      // An account with a second factor (all staff) passes it first (docs/product.md#second-factor).
      if (secondFactor) {
        navigate(paths.secondFactor, { replace: true });
        return;
      }
      // Spec §8: Login Successful for everyone; an admin's reads like the admin login's.
      toast({
        title: t('auth.logIn.success.title'),
        description: isAdmin ? t('auth.logIn.success.admin') : t('auth.logIn.success.traveller'),
      });
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
      title={t('auth.logIn.title')}
      description={t('auth.logIn.description')}
      footer={
        <>
          {t('auth.logIn.noAccount')}{' '}
          <Link to={paths.signUp} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            {t('auth.logIn.createAccount')}
          </Link>
        </>
      }
    >
      {sentFromAdminPage ? (
        <Notice tone="warning" title={t('auth.logIn.adminsOnly.title')} className="mb-4">
          {t('auth.logIn.adminsOnly.body')}
        </Notice>
      ) : null}
      {sessionEnded ? (
        <Notice tone="warning" title={t('auth.logIn.sessionEnded.title')} className="mb-4">
          {t('auth.logIn.sessionEnded.body')}
        </Notice>
      ) : null}
      <SubmitForm
        form={form}
        onSubmit={onSubmit}
        label={t('auth.logIn.title')}
        error={formError}
        errorId="login-error"
        submitLabel={t('auth.logIn.title')}
        pendingLabel={t('auth.logIn.pending')}
      >
        <CredentialsFields idPrefix="login" />
        <Link to={paths.forgotPassword} className="justify-self-end text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
          {t('auth.logIn.forgot')}
        </Link>
      </SubmitForm>
    </AuthLayout>
  );
}
