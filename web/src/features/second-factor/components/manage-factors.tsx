import { KeyRound, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { readApiError } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useMyPasskeys, useNewRecoveryCodes, useRemovePasskey } from '../api/second-factor';
import { RecoveryCodes } from './recovery-codes';

/**
 * A signed-in account's factors (docs/product.md#second-factor): its passkeys, each removable
 * after a confirmation (staff keep at least one factor: the server says so), and new recovery
 * codes, shown once.
 */
export function ManageFactors() {
  const t = useT();
  const { passkeys, loading } = useMyPasskeys();
  const remove = useRemovePasskey();
  const renew = useNewRecoveryCodes();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (err) {
      setProblem(readApiError(err).message || t('auth.secondFactor.somethingWrong'));
    } finally {
      setBusy(false);
    }
  };
  const removeKey = (id: string) =>
    run(async () => {
      await remove(id);
      setConfirming(null);
      toast({ title: t('auth.secondFactor.passkeyRemoved') });
    });
  const renewCodes = () => run(async () => setCodes(await renew()));

  if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} doneLabel={t('auth.secondFactor.codesSaved')} />;
  return (
    <div className="grid gap-4">
      {problem ? <ErrorBanner>{problem}</ErrorBanner> : null}
      <section aria-labelledby="passkeys-title" className="grid gap-2">
        <h2 id="passkeys-title" className="text-base font-semibold text-slate-900">
          {t('auth.secondFactor.yourPasskeys')}
        </h2>
        {loading ? <Spinner /> : null}
        {passkeys && passkeys.length === 0 ? <p className="text-sm text-slate-600">{t('auth.secondFactor.noPasskeys')}</p> : null}
        <ul className="grid gap-2">
          {passkeys?.map((key, index) => (
            <li key={key.id} className="grid gap-2 rounded-lg border border-slate-200 p-3 text-sm">
              <div className="flex items-start gap-2">
                <KeyRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
                <div className="grid gap-0.5">
                  <span className="font-medium text-slate-900">{t('auth.secondFactor.passkeyNumber', { number: index + 1 })}</span>
                  <span className="text-slate-600">{t('auth.secondFactor.passkeyAdded', { date: formatDateTime(key.createdAt) })}</span>
                  <span className="text-slate-600">
                    {key.lastUsedAt ? t('auth.secondFactor.passkeyUsed', { date: formatDateTime(key.lastUsedAt) }) : t('auth.secondFactor.passkeyNeverUsed')}
                  </span>
                </div>
              </div>
              {confirming === key.id ? (
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-slate-800">{t('auth.secondFactor.removeConfirm')}</span>
                  <Button type="button" variant="destructive" size="sm" disabled={busy} onClick={() => void removeKey(key.id)}>
                    {t('auth.secondFactor.removeYes')}
                  </Button>
                  <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => setConfirming(null)}>
                    {t('auth.secondFactor.keep')}
                  </Button>
                </div>
              ) : (
                <div>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={t('auth.secondFactor.removeNumber', { number: index + 1 })}
                    onClick={() => setConfirming(key.id)}
                  >
                    <Trash2 aria-hidden="true" />
                    {t('auth.secondFactor.remove')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="codes-title" className="grid gap-2">
        <h2 id="codes-title" className="text-base font-semibold text-slate-900">
          {t('auth.secondFactor.codesList')}
        </h2>
        <p className="text-sm text-slate-600">{t('auth.secondFactor.renewIntro')}</p>
        <div>
          <Button type="button" variant="outline" disabled={busy} onClick={() => void renewCodes()}>
            <RefreshCw aria-hidden="true" />
            {t('auth.secondFactor.renewCodes')}
          </Button>
        </div>
      </section>
    </div>
  );
}
