// The organiser's readiness board (docs/product.md#ready-to-travel): a row per traveller of the
// chosen trip, a column per rule, the count on top, a filter per blocker, and the rules with the
// day and source each was last checked against.
import type { MessageId } from '@umrah/graphql';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { RULE_LABEL, STATUS_LABEL, STATUS_TONE } from '@/components/readiness-items';
import { ErrorBanner } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SelectField } from '@/components/ui/form-controls';
import { LoadingState } from '@/components/ui/spinner';
import { TableScroll } from '@/components/ui/table-scroll';
import { formatMediumDate } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useCan } from '@/lib/permissions';
import type { ReadinessRuleId } from '@/gql/graphql';
import { useReadinessBoard } from '../api/readiness';
import { useChosenTripId, withTrip } from '../lib/chosen-trip';
import { FlightLegs } from './flight-legs';
import { ReadinessRulesEditor } from './readiness-rules-editor';

const BLOCKING = new Set(['missing', 'blocked']);

export function ReadinessTab() {
  const t = useT();
  const tripId = useChosenTripId();
  const { board, error } = useReadinessBoard(tripId);
  const can = useCan();
  // The manifest holds passport numbers (audited on the server): the export and the reveal permissions both.
  const manifest = can('registrations:export') && can('passports:reveal');
  // The emergency sheet holds care needs (each read audited): medical:read.
  const emergency = can('medical:read');
  const [blocker, setBlocker] = useState<'' | ReadinessRuleId>('');

  if (error && !board) return <ErrorBanner>{t('admin.readiness.loadFailed')}</ErrorBanner>;
  if (!board) return <LoadingState />;

  const rules = board.rules.map((r) => r.id);
  const rows = blocker ? board.rows.filter((row) => row.items.some((i) => i.rule === blocker && BLOCKING.has(i.status))) : board.rows;

  return (
    <div className="grid gap-6">
      <Card aria-labelledby="readiness-tab-title">
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <CardTitle id="readiness-tab-title">{t('admin.readiness.title')}</CardTitle>
            <Badge tone={board.readyCount === board.total ? 'green' : 'amber'} data-testid="readiness-count" className="text-sm">
              {t('admin.readiness.count', { ready: board.readyCount, total: board.total })}
            </Badge>
          </div>
          <CardDescription>{t('admin.readiness.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {manifest || emergency ? (
            <div className="flex flex-wrap gap-3">
              {(manifest ? (['xlsx', 'csv'] as const) : []).map((format) => (
                <a
                  key={format}
                  href={withTrip(`/api/admin/exports/manifest.${format}`, tripId)}
                  download
                  className={buttonVariants({ variant: 'outline', size: 'sm', className: 'whitespace-normal' })}
                >
                  <Download aria-hidden="true" />
                  {format === 'xlsx' ? t('admin.readiness.manifestXlsx') : t('admin.readiness.manifestCsv')}
                </a>
              ))}
              {manifest ? (
                <a
                  href={withTrip('/api/admin/exports/ground-roster.xlsx', tripId)}
                  download
                  className={buttonVariants({ variant: 'outline', size: 'sm', className: 'whitespace-normal' })}
                >
                  <Download aria-hidden="true" />
                  {t('admin.readiness.groundRoster')}
                </a>
              ) : null}
              {emergency ? (
                <a
                  href={withTrip('/api/admin/exports/emergency-sheet.pdf', tripId)}
                  download
                  className={buttonVariants({ variant: 'outline', size: 'sm', className: 'whitespace-normal' })}
                >
                  <Download aria-hidden="true" />
                  {t('admin.readiness.emergencySheet')}
                </a>
              ) : null}
            </div>
          ) : null}
          <SelectField
            id="readiness-filter"
            label={t('admin.readiness.filter')}
            className="max-w-xs"
            value={blocker}
            onChange={(e) => setBlocker(e.target.value as '' | ReadinessRuleId)}
            options={[
              { value: '', label: t('admin.readiness.filter.all') },
              ...rules.map((rule) => ({ value: rule, label: t('admin.readiness.filter.blocker', { rule: t(RULE_LABEL[rule]) }) })),
            ]}
          />
          {board.total === 0 ? (
            <p className="text-sm text-slate-600">{t('admin.readiness.none')}</p>
          ) : rows.length === 0 ? (
            <p className="text-sm text-slate-600">{t('admin.readiness.noMatch')}</p>
          ) : (
            <TableScroll label={t('admin.readiness.title')}>
              <table className="w-full min-w-[48rem] text-start text-sm">
                <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  <tr>
                    <th scope="col" className="px-4 py-3 text-start whitespace-nowrap">
                      {t('admin.readiness.traveller')}
                    </th>
                    {rules.map((rule) => (
                      <th key={rule} scope="col" className="px-4 py-3 text-start">
                        {t(RULE_LABEL[rule])}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.registrationId} data-testid="readiness-row" className="border-t border-slate-100 align-top">
                      <th scope="row" className="px-4 py-3 text-start font-medium text-slate-900">
                        <Link to={paths.admin.registration(row.registrationId)} className="text-brand-700 underline-offset-4 hover:underline">
                          {row.fullName}
                        </Link>
                      </th>
                      {row.items.map((item) => (
                        <td key={item.rule} className="px-4 py-3" title={t(item.message as MessageId)}>
                          <Badge tone={STATUS_TONE[item.status]}>{t(STATUS_LABEL[item.status])}</Badge>
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
        </CardContent>
      </Card>
      <FlightLegs tripId={tripId} travellers={board.rows} />
      <Card aria-labelledby="readiness-rules-title">
        <CardHeader>
          <CardTitle id="readiness-rules-title">{t('admin.readiness.rules')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ul className="grid gap-3 text-sm">
            {board.rules.map((rule) => (
              <li key={rule.id} className="grid gap-0.5">
                <span className="font-semibold text-slate-900">{t(RULE_LABEL[rule.id])}</span>
                {rule.parameters.length ? <span className="font-mono text-xs break-all text-slate-700">{rule.parameters.join(' · ')}</span> : null}
                <span className="text-slate-700">
                  <a href={rule.source.url} target="_blank" rel="noreferrer" className="text-brand-700 underline-offset-4 hover:underline">
                    {rule.source.title}
                  </a>{' '}
                  — {t('admin.readiness.checkedOn', { date: formatMediumDate(rule.checkedOn) })}
                </span>
              </li>
            ))}
          </ul>
          {/* The owner edits the rules (trips:manage); the key starts the form afresh when the board changes. */}
          {can('trips:manage') ? <ReadinessRulesEditor key={board.tripId} tripId={board.tripId} rules={board.rules} warnDays={board.warnDays} /> : null}
        </CardContent>
      </Card>
    </div>
  );
}
