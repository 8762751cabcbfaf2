import { zodResolver } from '@hookform/resolvers/zod';
import { ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_SUBJECT_MAX, announcementRules, type AnnouncementAudience } from '@umrah/graphql';
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
import { statusLabel } from '@/lib/registration';
import { useSendAnnouncement, useSentAnnouncements } from '../api/announcements';
import { SendAnnouncementDialog } from './send-announcement-dialog';
import { UndeliveredEmails } from './undelivered-emails';

/** Who it goes to, to follow "to": "all registered travelers", or the travellers at one status. */
const audiencePhrase = (audience: AnnouncementAudience | string) =>
  audience === 'ALL' ? 'all registered travelers' : `travelers at "${statusLabel(audience)}"`;

const AUDIENCE_OPTIONS = ANNOUNCEMENT_AUDIENCES.map((value) => {
  const phrase = audiencePhrase(value);
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
      toast({ title: 'Announcement Sent', description: `Sent to ${sent.recipientCount} ${sent.recipientCount === 1 ? 'traveler' : 'travelers'}.` });
      reset();
      setClientKey(crypto.randomUUID());
    } catch (error) {
      const api = readApiError(error);
      for (const field of ['audience', 'subject', 'body'] as const) if (api.fieldErrors[field]) setError(field, { message: api.fieldErrors[field] });
      if (!Object.keys(api.fieldErrors).length)
        toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to send the announcement.') });
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
          New Announcement
        </CardTitle>
        <CardDescription>Emailed to each traveler in the group now, and shown on their dashboard until they dismiss it.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit((values) => setConfirming(values))} className="grid gap-4">
          <SelectField
            id="announcement-audience"
            label="Send to"
            required
            options={AUDIENCE_OPTIONS}
            error={errors.audience?.message}
            {...register('audience')}
          />
          <TextField id="announcement-subject" label="Subject" maxLength={ANNOUNCEMENT_SUBJECT_MAX} error={errors.subject?.message} {...register('subject')} />
          <TextareaField
            id="announcement-body"
            label="Message"
            rows={6}
            maxLength={ANNOUNCEMENT_BODY_MAX}
            hint="A blank line starts a new paragraph."
            error={errors.body?.message}
            {...register('body')}
          />
          <div>
            <Button type="submit">
              <Send aria-hidden="true" />
              Send Announcement
            </Button>
          </div>
        </form>
      </CardContent>
      {confirming ? (
        <SendAnnouncementDialog
          subject={confirming.subject}
          recipients={audiencePhrase(confirming.audience)}
          sending={sending}
          onCancel={() => setConfirming(null)}
          onSend={() => void onConfirm()}
        />
      ) : null}
    </Card>
  );
}

function SentAnnouncements() {
  const { announcements, error, refetch } = useSentAnnouncements();
  return (
    <Card aria-labelledby="sent-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle id="sent-title">Sent Announcements</CardTitle>
          <CardDescription>The 50 newest, with how many travelers have dismissed each.</CardDescription>
        </div>
        <Button variant="outline" onClick={() => void refetch()}>
          <RefreshCw aria-hidden="true" />
          Refresh
        </Button>
      </CardHeader>
      <CardContent>
        {!announcements && error ? (
          <ErrorBanner>Failed to load the announcements. Please try again.</ErrorBanner>
        ) : !announcements ? (
          <LoadingState label="Loading announcements..." />
        ) : announcements.length === 0 ? (
          <p className="text-sm text-slate-600">No announcement has been sent yet.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Sent announcements">
            {announcements.map((a) => (
              <li key={a.id} className="rounded-lg border border-slate-200 px-4 py-3 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-semibold wrap-anywhere text-slate-900">{a.subject}</h3>
                  <span className="text-xs text-slate-600">{formatDateTime(a.createdAt)}</span>
                </div>
                <p className="mt-1 text-xs text-slate-600">
                  To {audiencePhrase(a.audience)} · {a.recipientCount} {a.recipientCount === 1 ? 'recipient' : 'recipients'} · {a.dismissedCount} dismissed
                  {a.author ? ` · by ${a.author.fullName || a.author.username}` : ''}
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
