import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useMoney } from '@/components/money-text';
import { RELATIONSHIP_LABEL } from '@/components/traveller-switch';
import { ErrorBanner } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { PaymentInput } from '@/gql/graphql';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useCan } from '@/lib/permissions';
import { statusTone } from '@/lib/registration';
import { registrationStatusId } from '../../lib/labels';
import { useRecordPartyPayment, useRegistrationParty } from '../../api/registration-party';
import { RecordPaymentForm } from './record-payment-form';

interface Share {
  registrationId: string;
  fullName: string;
  amountCents: number;
}

/**
 * The traveller's party on the admin's review page (issue 36): the lead and each companion with
 * relationship, status and balance, a link to each one's review, and (payments:record) a payment for
 * the whole party on the lead's registration, with the split the server made. Nothing for a traveller alone.
 */
export function PartyPanel({ registrationId, wrap }: { registrationId: string; wrap: (panel: ReactNode) => ReactNode }) {
  const t = useT();
  const formatCents = useMoney();
  const can = useCan();
  const { party, error, refetch } = useRegistrationParty(registrationId);
  const recordParty = useRecordPartyPayment();
  const [shares, setShares] = useState<Share[] | null>(null);

  if (!party) {
    return error
      ? wrap(
          <div className="grid justify-items-start gap-3">
            <ErrorBanner className="w-full">{t('admin.party.loadFailed')}</ErrorBanner>
            <Button variant="outline" onClick={() => void refetch().catch(() => undefined)}>
              {t('admin.retry')}
            </Button>
          </div>,
        )
      : null;
  }
  if (!party.id) return null;
  const lead = party.members.find((m) => m.isLead);

  // The server shares the amount out (the lead first); the split is what each member's payments grew by.
  async function submit(input: PaymentInput) {
    const before = new Map(party!.members.map((m) => [m.registrationId, m.paidCents]));
    await recordParty(input);
    const after = (await refetch()).data?.registrationParty;
    setShares(
      (after?.members ?? [])
        .map((m) => ({ registrationId: m.registrationId, fullName: m.fullName, amountCents: m.paidCents - (before.get(m.registrationId) ?? 0) }))
        .filter((s) => s.amountCents !== 0),
    );
  }

  return wrap(
    <div className="grid gap-5">
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">{t('admin.party.caption')}</caption>
          <thead className="text-xs text-slate-600">
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-2 pe-3 font-medium">
                {t('admin.party.traveller')}
              </th>
              <th scope="col" className="py-2 pe-3 font-medium">
                {t('admin.party.relationship')}
              </th>
              <th scope="col" className="py-2 pe-3 font-medium">
                {t('admin.party.status')}
              </th>
              <th scope="col" className="py-2 pe-3 text-end font-medium">
                {t('admin.payments.paid')}
              </th>
              <th scope="col" className="py-2 text-end font-medium">
                {t('admin.payments.balance')}
              </th>
            </tr>
          </thead>
          <tbody>
            {party.members.map((m) => (
              <tr key={m.registrationId} className="border-b border-slate-100">
                <th scope="row" className="py-2 pe-3 font-normal">
                  {m.registrationId === registrationId ? (
                    <span className="font-semibold text-slate-900" aria-current="page">
                      {m.fullName}
                    </span>
                  ) : (
                    <Link to={paths.admin.registration(m.registrationId)} className="font-medium text-emerald-800 underline underline-offset-2">
                      {m.fullName}
                    </Link>
                  )}
                  {m.minor ? <span className="ms-2 text-xs text-slate-600">{t('admin.party.minor')}</span> : null}
                </th>
                <td className="py-2 pe-3">{m.isLead ? t('admin.party.lead') : m.relationship ? t(RELATIONSHIP_LABEL[m.relationship]!) : ''}</td>
                <td className="py-2 pe-3">
                  <Badge tone={statusTone(m.status)}>{t(registrationStatusId(m.status))}</Badge>
                </td>
                <td className="py-2 pe-3 text-end whitespace-nowrap">{formatCents(m.paidCents)}</td>
                <td className="py-2 text-end whitespace-nowrap">{formatCents(m.balanceCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-semibold text-slate-900">
              <th scope="row" colSpan={3} className="py-2 pe-3 text-start">
                {t('admin.party.total')}
              </th>
              <td className="py-2 pe-3 text-end whitespace-nowrap">{formatCents(party.totals.paidCents)}</td>
              <td className="py-2 text-end whitespace-nowrap">{formatCents(party.totals.balanceCents)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      {shares ? (
        <div role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm">
          <h3 className="font-semibold text-slate-900">{t('admin.partyPayment.split')}</h3>
          <ul className="mt-2 grid gap-1">
            {shares.map((s) => (
              <li key={s.registrationId}>{t('admin.partyPayment.share', { name: s.fullName, amount: formatCents(s.amountCents) })}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {can('payments:record') && lead ? (
        <RecordPaymentForm registrationId={lead.registrationId} balanceCents={party.totals.balanceCents} party={{ submit }} />
      ) : null}
    </div>,
  );
}
