import { Link, useLocation } from 'react-router-dom';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { type AdminRegistrationFieldsFragment } from '@/gql/graphql';
import { formatMediumDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { adminFormState, type ReviewState, statusTone, adminVisaState } from '@/lib/registration';
import { useT } from '@/lib/i18n';
import { registrationStatusId, REVIEW_STATE_IDS } from '../lib/labels';
import { useMoney } from '@/components/money-text';
import { deadlineLabel } from '@umrah/graphql';
import { actionsFor, ADMIN_ACTIONS, type AdminAction } from '../lib/registration-actions';
import { SeatActions } from './seat-actions';
import { useCan } from '@/lib/permissions';

const REVIEW_TONE: Record<ReviewState, BadgeTone> = { Approved: 'green', Submitted: 'blue', 'Changes requested': 'amber', 'Not Submitted': 'slate' };

const cell = 'px-2.5 py-3 align-top';
const money = `${cell} text-right tabular-nums whitespace-nowrap`;

export interface PortalRegistrationRowProps {
  registration: AdminRegistrationFieldsFragment;
  /** The action running on this row, if any. */
  running: AdminAction | null;
  /** True while any row's action runs: one change at a time. */
  busy: boolean;
  onAction: (action: AdminAction, registration: AdminRegistrationFieldsFragment) => void;
}

export function PortalRegistrationRow({ registration: r, running, busy, onAction }: PortalRegistrationRowProps) {
  const t = useT();
  const formatCents = useMoney();
  const profile = r.user?.profile;
  const name = profile?.fullName || r.user?.username || t('admin.unknown');
  const form = adminFormState(r);
  const visa = adminVisaState(r);
  // A cancelled registration stays in the list, marked, with no action left.
  const cancelled = r.cancellation;
  const can = useCan();
  const actions = cancelled ? [] : actionsFor(r, can);
  // The review's "Back" returns to this very list (its search, filter, sort and page).
  const location = useLocation();

  return (
    <tr className="border-t border-slate-200">
      <th scope="row" className={`${cell} min-w-40 text-left font-normal wrap-anywhere`}>
        <div className="font-semibold text-slate-900">{name}</div>
        {profile?.email ? <div className="break-all text-slate-600">{profile.email}</div> : null}
        {profile?.phone ? <div className="text-slate-600">{profile.phone}</div> : null}
        <Link
          to={paths.admin.registration(r.id)}
          state={{ list: `${location.pathname}${location.search}` }}
          aria-label={t('admin.row.reviewName', { name })}
          className="mt-1 inline-block text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {t('admin.row.review')}
        </Link>
      </th>
      <td className={cell}>
        {cancelled ? <Badge tone="red">{t('admin.cancelled')}</Badge> : <Badge tone={statusTone(r.status)}>{t(registrationStatusId(r.status))}</Badge>}
        <div className="mt-1 text-xs text-slate-600">{t('admin.row.created', { date: formatMediumDate(r.createdAt) })}</div>
        {cancelled ? (
          <div className="mt-1 text-xs text-slate-700">
            {cancelled.reason && cancelled.by !== 'SYSTEM'
              ? t('admin.row.cancelledWithReason', { by: cancelled.by, date: formatMediumDate(cancelled.at), reason: cancelled.reason })
              : t('admin.row.cancelledOn', { by: cancelled.by, date: formatMediumDate(cancelled.at) })}
          </div>
        ) : r.holdExpiresAt ? (
          <div className="mt-1 text-xs text-amber-800">{t('admin.heldUntil', { deadline: deadlineLabel(r.holdExpiresAt) })}</div>
        ) : null}
      </td>
      <td className={cell}>
        <Badge tone={r.depositPaid ? 'green' : 'amber'}>{r.depositPaid ? t('admin.deposit.paid') : t('admin.deposit.unpaid')}</Badge>
      </td>
      <td className={cell}>
        <Badge tone={REVIEW_TONE[form]}>{t(REVIEW_STATE_IDS[form])}</Badge>
      </td>
      <td className={cell}>
        <Badge tone={REVIEW_TONE[visa]}>{t(REVIEW_STATE_IDS[visa])}</Badge>
      </td>
      <td className={money}>{r.money ? formatCents(r.money.fareCents) : '—'}</td>
      <td className={money}>{r.money ? formatCents(r.money.paidCents) : '—'}</td>
      <td className={`${money} ${r.money && r.money.balanceCents > 0 ? 'font-semibold text-slate-900' : ''}`}>
        {r.money ? formatCents(Math.max(0, r.money.balanceCents)) : '—'}
      </td>
      <td className={`${cell} w-32`}>
        {cancelled ? (
          <span className="text-sm text-slate-600">{t('admin.cancelled')}</span>
        ) : (
          <div className="flex flex-col items-stretch gap-2">
            {actions.map((action) => (
              <Button key={action} size="sm" variant="outline" className="py-1 whitespace-normal" disabled={busy} onClick={() => onAction(action, r)}>
                {running === action ? <Spinner /> : null}
                {t(ADMIN_ACTIONS[action].label)}
              </Button>
            ))}
            {actions.length ? null : <span className="text-sm text-slate-600">{t('admin.noActionsNeeded')}</span>}
            {can('seats:manage') ? <SeatActions id={r.id} name={name} holdRunning={Boolean(r.holdExpiresAt)} busy={busy} /> : null}
          </div>
        )}
      </td>
    </tr>
  );
}
