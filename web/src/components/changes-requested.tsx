import { type MessageId } from '@umrah/graphql';
import { Notice } from '@/components/ui/notice';
import { useT } from '@/lib/i18n';

type Audience = 'traveller' | 'admin';

const TEXTS: Record<Audience, Record<'form' | 'visa', { title: MessageId; next: MessageId }>> = {
  traveller: {
    form: { title: 'trip.changes.form.title', next: 'trip.changes.form.next' },
    visa: { title: 'trip.changes.visa.title', next: 'trip.changes.visa.next' },
  },
  admin: {
    form: { title: 'trip.changes.admin.form.title', next: 'trip.changes.admin.form.next' },
    visa: { title: 'trip.changes.visa.title', next: 'trip.changes.admin.visa.next' },
  },
};

/**
 * An admin sent the form or visa documents back: their reason, until the traveller acts on it. The
 * traveller reads the product's words; the admin (`audience="admin"`) reads whom it now waits for.
 */
export function ChangesRequested({ kind, reason, audience = 'traveller' }: { kind: 'form' | 'visa'; reason: string | null | undefined; audience?: Audience }) {
  const t = useT();
  if (!reason) return null;
  const text = TEXTS[audience][kind];
  return (
    <Notice tone="warning" title={t(text.title)}>
      {audience === 'admin' ? <p className="font-medium">{t('trip.changes.admin.reason')}</p> : null}
      <p dir="auto" className="whitespace-pre-line wrap-anywhere">
        {reason}
      </p>
      <p className="mt-1 font-medium">{t(text.next)}</p>
    </Notice>
  );
}
