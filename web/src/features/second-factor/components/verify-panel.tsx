import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { readApiError } from '@/lib/errors';
import { useT } from '@/lib/i18n';
import { usePasskeys, useVerifySecondFactor } from '../api/second-factor';
import { CodeForm } from './code-form';

/** A sign-in's second step: a passkey, the app's code, or a recovery code. */
export function VerifyPanel({ hasPasskey, hasApp, onSignedIn }: { hasPasskey: boolean; hasApp: boolean; onSignedIn: (s: { isAdmin: boolean }) => void }) {
  const t = useT();
  const verify = useVerifySecondFactor();
  const passkeys = usePasskeys();
  const [useRecovery, setUseRecovery] = useState(false);
  const [error, setError] = useState<string>();

  const withPasskey = async () => {
    setError(undefined);
    try {
      onSignedIn(await passkeys.signIn());
    } catch (err) {
      setError(readApiError(err).message ?? t('auth.secondFactor.passkeyNotChecked'));
    }
  };

  return (
    <div className="grid gap-4">
      {error ? <Notice tone="warning">{error}</Notice> : null}
      {hasPasskey ? (
        <Button type="button" onClick={withPasskey}>
          <KeyRound aria-hidden="true" />
          {t('auth.secondFactor.withPasskey')}
        </Button>
      ) : null}
      {useRecovery ? (
        <CodeForm
          id="recovery-code"
          label={t('auth.secondFactor.recoveryCode')}
          inputMode="text"
          submitLabel={t('auth.secondFactor.verify')}
          onSubmit={async (recoveryCode) => onSignedIn(await verify({ recoveryCode }))}
        />
      ) : hasApp ? (
        <CodeForm
          id="totp-code"
          label={t('auth.secondFactor.code')}
          submitLabel={t('auth.secondFactor.verify')}
          onSubmit={async (code) => onSignedIn(await verify({ code }))}
        />
      ) : null}
      <Button type="button" variant="link" onClick={() => setUseRecovery((v) => !v)}>
        {useRecovery ? t('auth.secondFactor.useAppOrPasskey') : t('auth.secondFactor.useRecovery')}
      </Button>
    </div>
  );
}
