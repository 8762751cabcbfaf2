import { formatRecoveryCode } from '@umrah/graphql';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { useT } from '@/lib/i18n';

/** The recovery codes, shown once, with the one way on. */
export function RecoveryCodes({ codes, onDone, doneLabel }: { codes: string[]; onDone: () => void; doneLabel?: string }) {
  const t = useT();
  return (
    <div className="grid gap-4">
      <Notice tone="warning" title={t('auth.secondFactor.saveCodes.title')} titleAs="h2">
        {t('auth.secondFactor.saveCodes.body')}
      </Notice>
      <ul aria-label={t('auth.secondFactor.codesList')} className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-slate-100 px-2 py-1 text-center">
            {formatRecoveryCode(code)}
          </li>
        ))}
      </ul>
      <Button type="button" onClick={onDone}>
        {doneLabel ?? t('auth.secondFactor.continue')}
      </Button>
    </div>
  );
}
