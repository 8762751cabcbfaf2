import { FileDown } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { TableScroll } from '@/components/ui/table-scroll';
import { type PaymentAccountFieldsFragment } from '@/gql/graphql';
import { dueLabel, formatCents, methodLabel, SCHEDULE_TONE, scheduleLabel } from '@/lib/money';

const th = 'px-3 py-2 text-left text-xs font-semibold text-slate-700';
const td = 'px-3 py-2 align-top';

/** The schedule for the traveller's fare, each item paid, part paid, due or overdue. */
export function ScheduleTable({ account }: { account: PaymentAccountFieldsFragment }) {
  return (
    <TableScroll label="Payment schedule">
      <table className="w-full min-w-[32rem] text-sm">
        <caption className="sr-only">Payment schedule</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              Payment
            </th>
            <th scope="col" className={th}>
              Due
            </th>
            <th scope="col" className={`${th} text-right`}>
              Amount
            </th>
            <th scope="col" className={`${th} text-right`}>
              Paid
            </th>
            <th scope="col" className={th}>
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {account.schedule.map((item) => (
            <tr key={`${item.description}-${item.dueDate}`} className="border-t border-slate-200">
              <th scope="row" className={`${td} text-left font-medium`}>
                {item.description}
              </th>
              <td className={td}>{dueLabel(item.dueDate)}</td>
              <td className={`${td} text-right tabular-nums`}>{formatCents(item.amountCents)}</td>
              <td className={`${td} text-right tabular-nums`}>{formatCents(item.paidCents)}</td>
              <td className={td}>
                <Badge tone={SCHEDULE_TONE[item.status] ?? 'slate'}>{scheduleLabel(item.status)}</Badge>
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
  if (!account.entries.length) return <p className="text-sm text-slate-600">No payments have been recorded yet.</p>;
  return (
    <TableScroll label="Payment history">
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">Payment history</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              Receipt
            </th>
            <th scope="col" className={th}>
              Received
            </th>
            <th scope="col" className={th}>
              Method
            </th>
            <th scope="col" className={`${th} text-right`}>
              Amount
            </th>
            <th scope="col" className={th}>
              Details
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {account.entries.map((e) => (
            <tr key={e.id} className="border-t border-slate-200">
              <th scope="row" className={`${td} text-left font-medium whitespace-nowrap`}>
                {e.receiptNumber}
              </th>
              <td className={`${td} whitespace-nowrap`}>{dueLabel(e.receivedOn)}</td>
              <td className={td}>{methodLabel(e.method)}</td>
              <td className={`${td} text-right tabular-nums whitespace-nowrap ${e.amountCents < 0 ? 'text-red-700' : ''}`}>{formatCents(e.amountCents)}</td>
              <td className={`${td} min-w-48 text-slate-700 wrap-anywhere`}>
                {e.kind === 'reversal' ? <Badge tone="red">Reversal</Badge> : null}
                {e.kind === 'refund' ? <Badge tone="amber">Refund</Badge> : null}
                {e.reversedById ? <Badge tone="slate">Reversed</Badge> : null}
                {e.reference ? <div>Ref. {e.reference}</div> : null}
                {e.travellerNote ? <div>{e.travellerNote}</div> : null}
                {/* Admins only: the api sends no internal note to a traveller. */}
                {e.note ? (
                  <div className="text-slate-600 italic">
                    <span className="font-semibold not-italic">Internal:</span> {e.note}
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
                    Receipt<span className="sr-only"> {e.receiptNumber}</span>
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
