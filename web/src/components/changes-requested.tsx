import { CHANGES_REQUESTED_TEXTS } from '@umrah/graphql';
import { Notice } from '@/components/ui/notice';

/**
 * An admin sent the form or visa documents back: their reason, until the traveller acts on it. The
 * traveller reads the product's words; the admin (`audience="admin"`) reads whom it now waits for.
 */
export function ChangesRequested({
  kind,
  reason,
  audience = 'traveller',
}: {
  kind: 'form' | 'visa';
  reason: string | null | undefined;
  audience?: keyof typeof CHANGES_REQUESTED_TEXTS;
}) {
  if (!reason) return null;
  const text = CHANGES_REQUESTED_TEXTS[audience][kind];
  return (
    <Notice tone="warning" title={text.title}>
      {audience === 'admin' ? <p className="font-medium">Your reason, as the traveler reads it:</p> : null}
      <p className="whitespace-pre-line wrap-anywhere">{reason}</p>
      <p className="mt-1 font-medium">{text.next}</p>
    </Notice>
  );
}
