import { Trans } from '@lingui/react';
import { MailCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/errors';
import { useT } from '@/lib/i18n';
import { useEmailVerification } from '../api/email-verification';

/** While the account's email is unconfirmed: where the link went, and a new one on request. */
export function EmailVerificationNotice() {
  const t = useT();
  const { status, resend, resending } = useEmailVerification();
  if (!status || status.verified) return null;

  async function onResend() {
    try {
      await resend();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('portal.emailNotice.notSent.title'),
        description: errorMessage(error, t('portal.emailNotice.notSent.body')),
      });
      return;
    }
    toast({ title: t('portal.emailNotice.sent.title'), description: t('portal.emailNotice.sent.body', { email: status!.email }) });
  }

  return (
    <Notice tone="warning" title={t('portal.emailNotice.title')} titleAs="h2">
      <div className="grid gap-3">
        <p className="break-words">
          <Trans id="portal.emailNotice.body" values={{ email: status.email }} components={{ 0: <strong /> }} />
        </p>
        <Button variant="outline" size="sm" className="justify-self-start bg-white" onClick={() => void onResend()} disabled={resending}>
          {resending ? <Spinner /> : <MailCheck aria-hidden="true" />}
          {resending ? t('portal.emailNotice.sending') : t('portal.emailNotice.resend')}
        </Button>
      </div>
    </Notice>
  );
}
