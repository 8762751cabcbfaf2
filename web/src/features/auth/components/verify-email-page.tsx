import { EMAIL_VERIFICATION_MESSAGES } from '@umrah/graphql';
import { ArrowRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { ErrorBanner } from '@/components/ui/alert';
import { LinkButton } from '@/components/ui/link-button';
import { Notice } from '@/components/ui/notice';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { useT } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useVerifyEmail } from '../api/email-verification';

type State = { step: 'confirming' } | { step: 'confirmed' } | { step: 'failed'; message: string };

/** /verify-email?token=…: the link of the confirmation email, followed once on arrival. */
export function VerifyEmailPage() {
  const t = useT();
  useDocumentTitle(t('auth.verify.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const [state, setState] = useState<State>(token ? { step: 'confirming' } : { step: 'failed', message: EMAIL_VERIFICATION_MESSAGES.token });
  // The link is single-use: a second effect run (React's development double run) must not spend it again.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verify(token).then(
      () => setState({ step: 'confirmed' }),
      (error: unknown) => setState({ step: 'failed', message: errorMessage(error, t('auth.verify.failed')) }),
    );
  }, [token, verify, t]);

  return (
    <AuthLayout title={t('auth.verify.title')} description={t('auth.verify.description')}>
      {state.step === 'confirming' ? (
        <LoadingState label={t('auth.verify.confirming')} className="p-4" />
      ) : state.step === 'confirmed' ? (
        <div className="grid gap-4">
          <Notice tone="success" title={t('auth.verify.confirmed.title')}>
            {t('auth.verify.confirmed.body')}
          </Notice>
          <LinkButton to={paths.portal.dashboard} className="justify-self-center">
            {t('auth.verify.toDashboard')}
            <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
          </LinkButton>
        </div>
      ) : (
        <div className="grid gap-4">
          <ErrorBanner>{state.message}</ErrorBanner>
          <p className="text-center text-sm text-slate-600">{t('auth.verify.askNew')}</p>
          <LinkButton to={paths.portal.dashboard} variant="outline" className="justify-self-center">
            {t('auth.verify.toDashboard')}
          </LinkButton>
        </div>
      )}
    </AuthLayout>
  );
}
