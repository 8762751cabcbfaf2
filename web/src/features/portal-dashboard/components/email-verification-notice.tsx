import { MailCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/errors';
import { useEmailVerification } from '../api/email-verification';

/** While the account's email is unconfirmed: where the link went, and a new one on request. */
export function EmailVerificationNotice() {
  const { status, resend, resending } = useEmailVerification();
  if (!status || status.verified) return null;

  async function onResend() {
    try {
      await resend();
    } catch (error) {
      toast({ variant: 'destructive', title: 'Email Not Sent', description: errorMessage(error, 'Failed to send the email. Please try again.') });
      return;
    }
    toast({ title: 'Email Sent', description: `A new confirmation link is on its way to ${status!.email}.` });
  }

  return (
    <Notice tone="warning" title="Please confirm your email address" titleAs="h2">
      <div className="grid gap-3">
        <p className="break-words">
          We sent a link to <strong>{status.email}</strong>. Open it to confirm your address: your registration can start once it is confirmed.
        </p>
        <Button variant="outline" size="sm" className="justify-self-start bg-white" onClick={() => void onResend()} disabled={resending}>
          {resending ? <Spinner /> : <MailCheck aria-hidden="true" />}
          {resending ? 'Sending...' : 'Resend Email'}
        </Button>
      </div>
    </Notice>
  );
}
