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
import { useDocumentTitle } from '@/lib/use-document-title';
import { useVerifyEmail } from '../api/email-verification';

type State = { step: 'confirming' } | { step: 'confirmed' } | { step: 'failed'; message: string };

/** /verify-email?token=…: the link of the confirmation email, followed once on arrival. */
export function VerifyEmailPage() {
  useDocumentTitle('Confirm Email');
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
      (error: unknown) => setState({ step: 'failed', message: errorMessage(error, 'Failed to confirm your email address. Please try again.') }),
    );
  }, [token, verify]);

  return (
    <AuthLayout title="Confirm Email" description="Confirming the email address of your account.">
      {state.step === 'confirming' ? (
        <LoadingState label="Confirming your email address..." className="p-4" />
      ) : state.step === 'confirmed' ? (
        <div className="grid gap-4">
          <Notice tone="success" title="Email Confirmed">
            Your email address is confirmed. You can now start your registration.
          </Notice>
          <LinkButton to={paths.portal.dashboard} className="justify-self-center">
            Go to Dashboard
            <ArrowRight aria-hidden="true" />
          </LinkButton>
        </div>
      ) : (
        <div className="grid gap-4">
          <ErrorBanner>{state.message}</ErrorBanner>
          <p className="text-center text-sm text-slate-600">Sign in and ask for a new link from your dashboard.</p>
          <LinkButton to={paths.portal.dashboard} variant="outline" className="justify-self-center">
            Go to Dashboard
          </LinkButton>
        </div>
      )}
    </AuthLayout>
  );
}
