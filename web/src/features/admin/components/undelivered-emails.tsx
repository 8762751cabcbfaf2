import { MailWarning, Send } from 'lucide-react';
import { useState } from 'react';
import { ErrorBanner } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { TableScroll } from '@/components/ui/table-scroll';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { useSendUndeliveredAgain, useUndeliveredMessages } from '../api/undelivered';
import { useT } from '@/lib/i18n';

/** "payment_recorded" → "Payment recorded". */
const kindLabel = (kind: string) => {
  const words = kind.replace(/_/g, ' ');
  return words[0]!.toUpperCase() + words.slice(1);
};

/**
 * Emails the message worker gave up on (the address refused, or the mail server down past the last
 * attempt): who, which, why, and a way to send them again once the cause is fixed.
 */
export function UndeliveredEmails() {
  const t = useT();
  const { messages, error } = useUndeliveredMessages();
  const sendAgain = useSendUndeliveredAgain();
  const [busy, setBusy] = useState<string | null>(null);

  const onSend = async (id?: string) => {
    setBusy(id ?? 'all');
    try {
      const requeued = await sendAgain(id ? [id] : undefined);
      toast({ title: t('admin.undelivered.sendingAgain'), description: t('admin.undelivered.requeued', { count: requeued }) });
    } catch (err) {
      toast({ variant: 'destructive', title: t('admin.error'), description: errorMessage(err, t('admin.undelivered.failed')) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card aria-labelledby="undelivered-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle id="undelivered-title" className="flex items-center gap-2">
            <MailWarning aria-hidden="true" className="size-5 text-amber-600" />
            {t('admin.undelivered.title')}
          </CardTitle>
          <CardDescription>{t('admin.undelivered.description')}</CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          {messages?.length ? (
            <Button onClick={() => void onSend()} disabled={busy !== null}>
              <Send aria-hidden="true" />
              {t('admin.undelivered.sendAll')}
            </Button>
          ) : null}
        </div>
      </CardHeader>
      <CardContent>
        {!messages && error ? (
          <ErrorBanner>{t('admin.undelivered.loadFailed')}</ErrorBanner>
        ) : !messages ? (
          <LoadingState label={t('admin.undelivered.loading')} />
        ) : messages.length === 0 ? (
          <p className="text-sm text-slate-600">{t('admin.undelivered.empty')}</p>
        ) : (
          <TableScroll label={t('admin.undelivered.label')}>
            <table className="w-full min-w-[40rem] text-left text-sm">
              <thead className="bg-slate-50 text-xs text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('admin.undelivered.to')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('admin.undelivered.email')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('admin.undelivered.failedAt')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('admin.reason')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    <span className="sr-only">{t('admin.registrations.column.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {messages.map((m) => (
                  <tr key={m.id} className="border-t border-slate-200 align-top">
                    <td className="min-w-48 px-3 py-2 wrap-anywhere">{m.toEmail}</td>
                    <td className="px-3 py-2">{kindLabel(m.kind)}</td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {formatDateTime(m.failedAt)}
                      <span className="block text-xs text-slate-600">{t('admin.undelivered.attempts', { count: m.attempts })}</span>
                    </td>
                    <td className="px-3 py-2 wrap-anywhere text-slate-700">{m.lastError ?? '—'}</td>
                    <td className="px-3 py-2 text-right">
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => void onSend(m.id)}
                        disabled={busy !== null}
                        aria-label={t('admin.undelivered.sendAgainTo', { email: m.toEmail })}
                      >
                        {t('admin.undelivered.sendAgain')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </CardContent>
    </Card>
  );
}
