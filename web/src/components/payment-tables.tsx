import { type LedgerMethod, type MessageId, type ScheduleStatus } from '@umrah/graphql';
import { FileDown } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { TableScroll } from '@/components/ui/table-scroll';
import { type PaymentAccountFieldsFragment } from '@/gql/graphql';
import { useT } from '@/lib/i18n';
import { useDueLabel, useMoney } from './money-text';

const SCHEDULE_TONE: Record<string, BadgeTone> = { paid: 'green', 'part paid': 'blue', due: 'slate', overdue: 'red' };

const th = 'px-3 py-2 text-start text-xs font-semibold text-slate-700';
const td = 'px-3 py-2 align-top';

const SCHEDULE_STATUS_LABEL: Record<ScheduleStatus, MessageId> = {
  paid: 'trip.schedule.status.paid',
  'part paid': 'trip.schedule.status.partPaid',
  due: 'trip.schedule.status.due',
  overdue: 'trip.schedule.status.overdue',
};

const METHOD_LABEL: Record<LedgerMethod, MessageId> = {
  'e-transfer': 'trip.method.eTransfer',
  cash: 'trip.method.cash',
  cheque: 'trip.method.cheque',
  card: 'trip.method.card',
  other: 'trip.method.other',
  'card (online)': 'trip.method.cardOnline',
};

/** The schedule for the traveller's fare, each item paid, part paid, due or overdue. */
export function ScheduleTable({ account }: { account: PaymentAccountFieldsFragment }) {
  const t = useT();
  const money = useMoney();
  const dueLabel = useDueLabel();
  return (
    <TableScroll label={t('trip.schedule.label')}>
      <table className="w-full min-w-[32rem] text-sm">
        <caption className="sr-only">{t('trip.schedule.label')}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              {t('trip.schedule.payment')}
            </th>
            <th scope="col" className={th}>
              {t('trip.schedule.due')}
            </th>
            <th scope="col" className={`${th} text-end`}>
              {t('trip.schedule.amount')}
            </th>
            <th scope="col" className={`${th} text-end`}>
              {t('trip.schedule.paid')}
            </th>
            <th scope="col" className={th}>
              {t('trip.schedule.status')}
            </th>
          </tr>
        </thead>
        <tbody>
          {account.schedule.map((item) => (
            <tr key={`${item.description}-${item.dueDate}`} className="border-t border-slate-200">
              <th scope="row" className={`${td} text-start font-medium`}>
                {item.description}
              </th>
              <td className={td}>{dueLabel(item.dueDate)}</td>
              <td className={`${td} text-end tabular-nums`}>{money(item.amountCents)}</td>
              <td className={`${td} text-end tabular-nums`}>{money(item.paidCents)}</td>
              <td className={td}>
                <Badge tone={SCHEDULE_TONE[item.status] ?? 'slate'}>
                  {item.status in SCHEDULE_STATUS_LABEL ? t(SCHEDULE_STATUS_LABEL[item.status as ScheduleStatus]) : item.status}
                </Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** Every ledger entry, oldest first, each with its PDF receipt. */
export function HistoryTable({
  account,
  actions,
}: {
  account: PaymentAccountFieldsFragment;
  actions?: (entry: PaymentAccountFieldsFragment['entries'][number]) => React.ReactNode;
}) {
  const t = useT();
  const money = useMoney();
  const dueLabel = useDueLabel();
  if (!account.entries.length) return <p className="text-sm text-slate-600">{t('trip.history.empty')}</p>;
  return (
    <TableScroll label={t('trip.history.label')}>
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">{t('trip.history.label')}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              {t('trip.history.receipt')}
            </th>
            <th scope="col" className={th}>
              {t('trip.history.received')}
            </th>
            <th scope="col" className={th}>
              {t('trip.history.method')}
            </th>
            <th scope="col" className={`${th} text-end`}>
              {t('trip.schedule.amount')}
            </th>
            <th scope="col" className={th}>
              {t('trip.history.details')}
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">{t('trip.history.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {account.entries.map((e) => (
            <tr key={e.id} className="border-t border-slate-200">
              <th scope="row" className={`${td} text-start font-medium whitespace-nowrap`}>
                {e.receiptNumber}
              </th>
              <td className={`${td} whitespace-nowrap`}>{dueLabel(e.receivedOn)}</td>
              <td className={td}>{e.method in METHOD_LABEL ? t(METHOD_LABEL[e.method as LedgerMethod]) : e.method}</td>
              <td className={`${td} text-end tabular-nums whitespace-nowrap ${e.amountCents < 0 ? 'text-red-700' : ''}`}>{money(e.amountCents)}</td>
              <td className={`${td} min-w-48 text-slate-700 wrap-anywhere`}>
                {e.kind === 'reversal' ? <Badge tone="red">{t('trip.history.reversal')}</Badge> : null}
                {e.kind === 'refund' ? <Badge tone="amber">{t('trip.history.refund')}</Badge> : null}
                {e.reversedById ? <Badge tone="slate">{t('trip.history.reversed')}</Badge> : null}
                {e.reference ? <div>{t('trip.history.reference', { reference: e.reference })}</div> : null}
                {e.travellerNote ? <div>{e.travellerNote}</div> : null}
                {/* Admins only: the api sends no internal note to a traveller. */}
                {e.note ? (
                  <div className="text-slate-600 italic">
                    <span className="font-semibold not-italic">{t('trip.history.internal')}</span> {e.note}
                  </div>
                ) : null}
              </td>
              <td className={`${td} whitespace-nowrap`}>
                <div className="flex flex-wrap items-center gap-2">
                  <a
                    href={e.receiptUrl}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:underline"
                  >
                    <FileDown aria-hidden="true" className="size-4" />
                    {t('trip.history.receipt')}
                    <span className="sr-only"> {e.receiptNumber}</span>
                  </a>
                  {actions?.(e)}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
