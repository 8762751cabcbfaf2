import { AUDIT_ACTIONS, type MessageId } from '@umrah/graphql';
import { Download, RefreshCw } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { TableScroll } from '@/components/ui/table-scroll';
import { ListLoadFailed, ListPager } from './list-pager';
import { type AuditLogQuery } from '@/gql/graphql';
import { readApiError } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useAuditLog } from '../api/audit-log';
import { useT } from '@/lib/i18n';
import { AUDIT_ACTION_IDS, auditActionId } from '../lib/labels';
import { useShownTrip } from '../lib/chosen-trip';
import { auditExportHref, auditFiltersOf, auditPageOf, auditSearchOf, NO_AUDIT_FILTERS, type AuditFilters } from '../lib/audit-filters';

const PAGE_SIZE = 50;
const COLUMNS: MessageId[] = [
  'admin.audit.column.when',
  'admin.audit.column.who',
  'admin.audit.column.what',
  'admin.audit.column.traveller',
  'admin.audit.column.change',
  'admin.audit.column.ip',
];
const cell = 'px-2.5 py-3 align-top';
const selectClasses =
  'block min-h-10 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm ' +
  'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0';

type Entry = AuditLogQuery['auditLog']['items'][number];

/** The filters' form: applied together on "Apply filters", so the list is asked once per change. */
function AuditFiltersForm({ value, onApply }: { value: AuditFilters; onApply: (next: AuditFilters) => void }) {
  const t = useT();
  const trip = useShownTrip();
  const [draft, setDraft] = useState(value);
  // The address may change the filters (Back, a link): the form follows it.
  const [given, setGiven] = useState(value);
  if (value !== given && JSON.stringify(value) !== JSON.stringify(given)) {
    setGiven(value);
    setDraft(value);
  }
  const set = (key: keyof AuditFilters) => (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  return (
    <form
      role="search"
      aria-label={t('admin.audit.filters')}
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(6,minmax(0,1fr))_auto]"
    >
      <div>
        <Label htmlFor="audit-person">{t('admin.audit.person')}</Label>
        <Input id="audit-person" value={draft.person} maxLength={100} onChange={set('person')} autoComplete="off" />
      </div>
      <div>
        <Label htmlFor="audit-traveller">{t('admin.audit.traveller')}</Label>
        <Input id="audit-traveller" value={draft.traveller} maxLength={100} onChange={set('traveller')} autoComplete="off" />
      </div>
      <div>
        <Label htmlFor="audit-action">{t('admin.audit.action')}</Label>
        <select id="audit-action" className={selectClasses} value={draft.action} onChange={set('action')}>
          <option value="">{t('admin.audit.allActions')}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(AUDIT_ACTION_IDS[action])}
            </option>
          ))}
        </select>
      </div>
      <div>
        <Label htmlFor="audit-from">{t('admin.audit.from')}</Label>
        <Input id="audit-from" type="date" value={draft.from} onChange={set('from')} />
      </div>
      <div>
        <Label htmlFor="audit-to">{t('admin.audit.to')}</Label>
        <Input id="audit-to" type="date" value={draft.to} onChange={set('to')} />
      </div>
      <div>
        <Label htmlFor="audit-scope">{t('admin.audit.scope')}</Label>
        <select id="audit-scope" className={selectClasses} value={draft.scope} onChange={set('scope')}>
          <option value="">{t('admin.audit.scope.everything')}</option>
          {trip ? <option value="trip">{t('admin.audit.scope.trip', { trip: trip.name })}</option> : null}
        </select>
      </div>
      <div className="flex items-end gap-2">
        <Button type="submit">{t('admin.audit.apply')}</Button>
        <Button type="button" variant="outline" onClick={() => onApply(NO_AUDIT_FILTERS)}>
          {t('admin.audit.clear')}
        </Button>
      </div>
    </form>
  );
}

function AuditRow({ e, from }: { e: Entry; from: string }) {
  const t = useT();
  const known = auditActionId(e.action);
  const label = known ? t(known) : e.actionLabel;
  return (
    <tr className="border-t border-slate-200">
      <td className={`${cell} whitespace-nowrap`}>
        <time dateTime={e.at}>{formatDateTime(e.at)}</time>
      </td>
      <td className={`${cell} min-w-36 wrap-break-word`}>
        {e.actor ? (
          <>
            <div className="font-medium text-slate-900">{e.actor.fullName || e.actor.username}</div>
            <div className="text-slate-600">{e.actor.username}</div>
          </>
        ) : (
          <span className="text-slate-600">{t('admin.audit.system')}</span>
        )}
      </td>
      <th scope="row" className={`${cell} min-w-56 text-left font-normal wrap-anywhere`}>
        <div className="font-semibold text-slate-900">{label}</div>
        {e.summary !== e.actionLabel ? <div className="text-slate-700">{e.summary}</div> : null}
        {e.reason ? (
          <div className="mt-1 rounded-md bg-amber-50 px-2 py-1 whitespace-pre-line text-amber-950">{t('admin.reasonShown', { reason: e.reason })}</div>
        ) : null}
      </th>
      <td className={`${cell} min-w-40 wrap-break-word`}>
        {e.traveller ? (
          <>
            <div className="font-medium text-slate-900">{e.traveller.fullName || e.traveller.username}</div>
            <Link
              to={paths.admin.registration(e.traveller.registrationId)}
              state={{ list: from }}
              className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {e.traveller.username}
            </Link>
          </>
        ) : (
          <span className="text-slate-600">—</span>
        )}
      </td>
      <td className={`${cell} min-w-40 wrap-break-word`}>
        {e.before !== null && e.after !== null ? (
          <>
            {e.before} <span aria-label={t('admin.audit.became')}>→</span> {e.after}
          </>
        ) : (
          <span className="text-slate-600">—</span>
        )}
      </td>
      <td className={`${cell} font-mono text-xs break-all text-slate-700`}>{e.ip ?? '—'}</td>
    </tr>
  );
}

/**
 * The owner's audit log: every audited event, newest first, paged on the server, filtered by
 * person, action, traveller and Toronto days (kept in the address), with an xlsx export of the
 * filtered list. Rendered only while its tab is shown.
 */
export function AuditLogTab() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const filters = auditFiltersOf(params);
  const pageNumber = auditPageOf(params);
  const trip = useShownTrip();
  const setList = (next: AuditFilters, page: number) => setParams(auditSearchOf(next, page, params.get('trip')), { replace: true });
  const { page, error, loading, refreshing, refetch } = useAuditLog({
    tripId: filters.scope === 'trip' ? (trip?.id ?? null) : null,
    person: filters.person || null,
    traveller: filters.traveller || null,
    action: filters.action || null,
    from: filters.from || null,
    to: filters.to || null,
    page: pageNumber,
    pageSize: PAGE_SIZE,
  });
  const items = page?.items;
  const total = page?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_AUDIT_FILTERS);
  const from = `${location.pathname}${location.search}`;

  return (
    <Card aria-labelledby="audit-log-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle id="audit-log-title">{t('admin.tabs.audit')}</CardTitle>
          <CardDescription>
            {items ? (filtered ? t('admin.audit.countFiltered', { count: total }) : t('admin.audit.count', { count: total })) : t('admin.audit.description')}
          </CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={auditExportHref(filters, trip?.id)} download className={buttonVariants({ variant: 'outline', className: 'whitespace-normal' })}>
            <Download aria-hidden="true" />
            {t('admin.audit.export')}
          </a>
          <Button variant="outline" onClick={() => void refetch()} disabled={refreshing || loading}>
            <RefreshCw aria-hidden="true" className={refreshing ? 'animate-spin' : undefined} />
            {t('admin.refresh')}
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <AuditFiltersForm value={filters} onApply={(next) => setList(next, 1)} />
        {error && !items ? (
          <ListLoadFailed
            message={(readApiError(error).code === 'BAD_USER_INPUT' && readApiError(error).message) || t('admin.audit.loadFailed')}
            retrying={refreshing}
            onRetry={() => void refetch()}
          />
        ) : items && total === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
            {filtered ? t('admin.audit.noMatch') : t('admin.audit.empty')}
          </p>
        ) : (
          <>
            {!items ? (
              <p role="status" className="text-sm text-slate-600">
                {t('admin.audit.loading')}
              </p>
            ) : null}
            <TableScroll labelledBy="audit-log-title">
              <table className="w-full min-w-[64rem] text-left text-sm" aria-busy={loading || undefined}>
                <caption className="sr-only">{t('admin.audit.caption')}</caption>
                <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700">
                  <tr>
                    {COLUMNS.map((column) => (
                      <th key={column} scope="col" className="px-2.5 py-3">
                        {t(column)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {items?.map((e) => (
                    <AuditRow key={e.id} e={e} from={from} />
                  ))}
                </tbody>
              </table>
            </TableScroll>
            <ListPager label={t('admin.audit.pages')} page={pageNumber} pages={pages} busy={loading} onPage={(next) => setList(filters, next)} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
