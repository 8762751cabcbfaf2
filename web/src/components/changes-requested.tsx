import { Notice } from '@/components/ui/notice';

const TITLES = {
  form: 'Changes requested to your registration form',
  visa: 'New visa documents requested',
} as const;

const NEXT_STEP = {
  form: 'Please update your form and submit it again.',
  visa: 'Please upload a new visa document.',
} as const;

/** An admin sent the form or visa documents back: their reason, until the traveller acts on it. */
export function ChangesRequested({ kind, reason }: { kind: keyof typeof TITLES; reason: string | null | undefined }) {
  if (!reason) return null;
  return (
    <Notice tone="warning" title={TITLES[kind]}>
      <p className="whitespace-pre-line wrap-anywhere">{reason}</p>
      <p className="mt-1 font-medium">{NEXT_STEP[kind]}</p>
    </Notice>
  );
}
