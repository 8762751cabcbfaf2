// The rules' states of one traveller, as the traveller's card and the organiser's review page show
// them: the rule, its state in words, what to do, the day it must reach and a link to the fix.
import type { MessageId } from '@umrah/graphql';
import { Link } from 'react-router-dom';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { formatMediumDate } from '@/lib/format';
import { useT } from '@/lib/i18n';
import type { ReadinessItemFieldsFragment, ReadinessRuleId, ReadinessStatus } from '@/gql/graphql';

export const RULE_LABEL: Record<ReadinessRuleId, MessageId> = {
  passport: 'portal.readiness.rule.passport',
  visa: 'portal.readiness.rule.visa',
  meningitis: 'portal.readiness.rule.meningitis',
  emergencyContact: 'portal.readiness.rule.emergencyContact',
  minorConsent: 'portal.readiness.rule.minorConsent',
};

export const STATUS_LABEL: Record<ReadinessStatus, MessageId> = {
  ready: 'portal.readiness.status.ready',
  expiring: 'portal.readiness.status.expiring',
  missing: 'portal.readiness.status.missing',
  blocked: 'portal.readiness.status.blocked',
};

export const STATUS_TONE: Record<ReadinessStatus, BadgeTone> = { ready: 'green', expiring: 'amber', missing: 'amber', blocked: 'red' };

const UNTIL: Partial<Record<ReadinessRuleId, MessageId>> = {
  passport: 'portal.readiness.until.passport',
  visa: 'portal.readiness.until.visa',
  meningitis: 'portal.readiness.until.meningitis',
};

export function ReadinessItems({ items, showFix }: { items: readonly ReadinessItemFieldsFragment[]; showFix: boolean }) {
  const t = useT();
  return (
    <ul className="grid gap-3">
      {items.map((item) => {
        const done = item.status === 'ready';
        const until = UNTIL[item.rule];
        return (
          <li key={item.rule} data-rule={item.rule} data-status={item.status} className="grid gap-1 rounded-lg border border-slate-200 p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-sm font-semibold text-slate-900">{t(RULE_LABEL[item.rule])}</span>
              <Badge tone={STATUS_TONE[item.status]}>{t(STATUS_LABEL[item.status])}</Badge>
            </div>
            <p className={done ? 'text-sm text-slate-700' : item.status === 'blocked' ? 'text-sm font-medium text-red-800' : 'text-sm text-slate-800'}>
              {t(item.message as MessageId)}
            </p>
            {!done && until && item.until ? <p className="text-xs text-slate-600">{t(until, { date: formatMediumDate(item.until) })}</p> : null}
            {!done && showFix ? (
              <Link to={item.fix} className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
                {t('portal.readiness.fix')}
                <span className="sr-only">: {t(RULE_LABEL[item.rule])}</span>
              </Link>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
