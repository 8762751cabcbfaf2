import { zodResolver } from '@hookform/resolvers/zod';
import { ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_SUBJECT_MAX, announcementRules, type AnnouncementAudience } from '@umrah/graphql';
import type { I18n } from '@lingui/core';
import { Megaphone, RefreshCw, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorBanner } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SelectField, TextareaField } from '@/components/ui/form-controls';
import { TextField } from '@/components/ui/form-field';
import { LoadingState } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, readApiError } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { useLingui } from '@lingui/react';
import { useT } from '@/lib/i18n';
import { registrationStatusId } from '../lib/labels';
import { useSendAnnouncement, useSentAnnouncements } from '../api/announcements';
import { SendAnnouncementDialog } from './send-announcement-dialog';
import { UndeliveredEmails } from './undelivered-emails';

/** Who it goes to, to follow "to": "all registered travelers", or the travellers at one status. */
const audiencePhrase = (i18n: I18n, audience: AnnouncementAudience | string) =>
  audience === 'ALL'
    ? i18n._('admin.announcements.audience.all')
    : i18n._('admin.announcements.audience.status', { status: i18n._(registrationStatusId(audience)) });

/** The audience choices: the phrase with a capital. */
const audienceOptions = (i18n: I18n) =>
  ANNOUNCEMENT_AUDIENCES.map((value) => {
    const phrase = audiencePhrase(i18n, value);
    return { value, label: phrase[0]!.toUpperCase() + phrase.slice(1) };
  });
const rules = announcementRules.omit({ clientKey: true });
type Values = { audience: AnnouncementAudience; subject: string; body: string };

/** An admin writes to every registered traveller or one status group: emailed, and on their dashboards. */
export function AnnouncementsTab() {
  return (
    <div className="grid gap-6">
      <ComposeAnnouncement />
      <SentAnnouncements />
      <UndeliveredEmails />
    </div>
  );
}

function ComposeAnnouncement() {
  const { i18n } = useLingui();
  const t = useT();
  const send = useSendAnnouncement();
  // One key per message being written: a retry or a double click sends it once.
  const [clientKey, setClientKey] = useState(() => crypto.randomUUID());
  const [confirming, setConfirming] = useState<Values | null>(null);
  const [sending, setSending] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(rules), defaultValues: { audience: 'ALL', subject: '', body: '' } });

  const onConfirm = async () => {
    if (!confirming) return;
    setSending(true);
    try {
      const sent = await send({ ...confirming, clientKey });
      toast({ title: t('admin.announcements.sent'), description: t('admin.announcements.sentBody', { count: sent.recipientCount }) });
      reset();
      setClientKey(crypto.randomUUID());
    } catch (error) {
      const api = readApiError(error);
      for (const field of ['audience', 'subject', 'body'] as const) if (api.fieldErrors[field]) setError(field, { message: api.fieldErrors[field] });
      if (!Object.keys(api.fieldErrors).length)
        toast({ variant: 'destructive', title: t('admin.error'), description: errorMessage(error, t('admin.announcements.failed')) });
    } finally {
      setSending(false);
      setConfirming(null);
    }
  };

  return (
    <Card aria-labelledby="compose-title">
      <CardHeader>
        <CardTitle id="compose-title" className="flex items-center gap-2">
          <Megaphone aria-hidden="true" className="size-5 text-brand-700" />
          {t('admin.announcements.new')}
        </CardTitle>
        <CardDescription>{t('admin.announcements.newDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit((values) => setConfirming(values))} className="grid gap-4">
          <SelectField
            id="announcement-audience"
            label={t('admin.announcements.sendTo')}
            required
            options={audienceOptions(i18n)}
            error={errors.audience?.message}
            {...register('audience')}
          />
          <TextField
            id="announcement-subject"
            label={t('admin.announcements.subject')}
            maxLength={ANNOUNCEMENT_SUBJECT_MAX}
            error={errors.subject?.message}
            {...register('subject')}
          />
          <TextareaField
            id="announcement-body"
            label={t('admin.announcements.message')}
            rows={6}
            maxLength={ANNOUNCEMENT_BODY_MAX}
            hint={t('admin.announcements.messageHint')}
            error={errors.body?.message}
            {...register('body')}
          />
          <div>
            <Button type="submit">
              <Send aria-hidden="true" />
              {t('admin.announcements.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
      {confirming ? (
        <SendAnnouncementDialog
          subject={confirming.subject}
          recipients={audiencePhrase(i18n, confirming.audience)}
          sending={sending}
          onCancel={() => setConfirming(null)}
          onSend={() => void onConfirm()}
        />
      ) : null}
    </Card>
  );
}

function SentAnnouncements() {
  const { i18n } = useLingui();
  const t = useT();
  const { announcements, error, refetch } = useSentAnnouncements();
  return (
    <Card aria-labelledby="sent-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle id="sent-title">{t('admin.announcements.sentTitle')}</CardTitle>
          <CardDescription>{t('admin.announcements.sentDescription')}</CardDescription>
        </div>
        <Button variant="outline" onClick={() => void refetch()}>
          <RefreshCw aria-hidden="true" />
          {t('admin.refresh')}
        </Button>
      </CardHeader>
      <CardContent>
        {!announcements && error ? (
          <ErrorBanner>{t('admin.announcements.loadFailed')}</ErrorBanner>
        ) : !announcements ? (
          <LoadingState label={t('admin.announcements.loading')} />
        ) : announcements.length === 0 ? (
          <p className="text-sm text-slate-600">{t('admin.announcements.empty')}</p>
        ) : (
          <ul className="grid gap-3" aria-label={t('admin.announcements.sentLabel')}>
            {announcements.map((a) => (
              <li key={a.id} className="rounded-lg border border-slate-200 px-4 py-3 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-semibold wrap-anywhere text-slate-900">{a.subject}</h3>
                  <span className="text-xs text-slate-600">{formatDateTime(a.createdAt)}</span>
                </div>
                <p className="mt-1 text-xs text-slate-600">
                  {t('admin.announcements.sentLine', { audience: audiencePhrase(i18n, a.audience), count: a.recipientCount, dismissed: a.dismissedCount })}
                  {a.author ? t('admin.announcements.by', { author: a.author.fullName || a.author.username }) : ''}
                </p>
                <p className="mt-2 wrap-anywhere whitespace-pre-line text-slate-800">{a.body}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
