import { useState } from 'react';
import { KeyRound, Smartphone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Notice } from '@/components/ui/notice';
import { readApiError } from '@/lib/errors';
import { useT } from '@/lib/i18n';
import { usePasskeys, useTotpEnrolment } from '../api/second-factor';
import { CodeForm } from './code-form';
import { RecoveryCodes } from './recovery-codes';

/** Enrolment: a passkey, or an authenticator app confirmed by its first code; then the recovery codes. */
export function EnrolPanel({ onEnrolled }: { onEnrolled: () => void }) {
  const t = useT();
  const totp = useTotpEnrolment();
  const passkeys = usePasskeys();
  const [setup, setSetup] = useState<{ secret: string; uri: string }>();
  const [codes, setCodes] = useState<string[]>();
  const [error, setError] = useState<string>();

  if (codes)
    return codes.length ? <RecoveryCodes codes={codes} onDone={onEnrolled} /> : <Button onClick={onEnrolled}>{t('auth.secondFactor.continue')}</Button>;

  const addPasskey = async () => {
    setError(undefined);
    try {
      setCodes(await passkeys.add());
    } catch (err) {
      setError(readApiError(err).message ?? t('auth.secondFactor.passkeyNotMade'));
    }
  };
  const startApp = async () => {
    setError(undefined);
    try {
      setSetup(await totp.setUp());
    } catch (err) {
      setError(readApiError(err).message ?? t('auth.secondFactor.somethingWrong'));
    }
  };

  if (setup) {
    return (
      <div className="grid gap-4">
        <p className="text-sm text-slate-700">{t('auth.secondFactor.appIntro')}</p>
        <TextField
          id="totp-key"
          label={t('auth.secondFactor.setupKey')}
          readOnly
          value={setup.secret.match(/.{1,4}/g)?.join(' ') ?? setup.secret}
          className="font-mono"
        />
        <a href={setup.uri} className="text-center text-sm font-semibold text-brand-700 underline">
          {t('auth.secondFactor.openApp')}
        </a>
        <CodeForm
          id="totp-confirm"
          label={t('auth.secondFactor.code')}
          submitLabel={t('auth.secondFactor.confirm')}
          onSubmit={async (code) => setCodes(await totp.confirm(code))}
        />
      </div>
    );
  }

  return (
    <div className="grid gap-3">
      {error ? <Notice tone="warning">{error}</Notice> : null}
      <Button type="button" onClick={addPasskey}>
        <KeyRound aria-hidden="true" />
        {t('auth.secondFactor.addPasskey')}
      </Button>
      <Button type="button" variant="outline" onClick={startApp}>
        <Smartphone aria-hidden="true" />
        {t('auth.secondFactor.useApp')}
      </Button>
    </div>
  );
}
