import { RefreshCw } from 'lucide-react';
import { type MessageId, REGISTRATION_STATUSES } from '@umrah/graphql';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { type RegistrationSort, type RegistrationStatus } from '@/gql/graphql';
import { TableScroll } from '@/components/ui/table-scroll';
import { ListLoadFailed, ListPager } from './list-pager';
import { useRegistrationsPage } from '../api/trip-registrations';
import { PortalRegistrationRow } from './portal-registration-row';
import { RegistrationsExports } from './registrations-exports';
import { RegistrationsSummary } from './registrations-summary';
import { useStepActions } from './step-actions';
import { WaitlistCard } from './waitlist-card';
import { useCan } from '@/lib/permissions';
import { useT } from '@/lib/i18n';
import { type RegistrationFilters, RegistrationsToolbar } from './registrations-toolbar';

// The spec's columns, with the money beside them (fare, paid, balance) before the actions.
const COLUMNS: MessageId[] = [
  'admin.registrations.column.user',
  'admin.registrations.column.status',
  'admin.registrations.column.deposit',
  'admin.registrations.column.form',
  'admin.registrations.column.visa',
  'admin.registrations.column.fare',
  'admin.registrations.column.paid',
  'admin.registrations.column.balance',
  'admin.registrations.column.actions',
];
const MONEY_COLUMNS = new Set<MessageId>(['admin.registrations.column.fare', 'admin.registrations.column.paid', 'admin.registrations.column.balance']);
const SKELETON_ROWS = 3;
const PAGE_SIZE = 20;

function SkeletonRows() {
  return (
    <>
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        <tr key={i} className="border-t border-slate-200">
          {COLUMNS.map((column) => (
            <td key={column} className="px-2.5 py-3">
              <Skeleton className="h-5 w-full max-w-32" />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

const DEFAULT_SORT: RegistrationSort = 'CREATED_DESC';
const SORT_VALUES: readonly string[] = ['CREATED_DESC', 'CREATED_ASC', 'NAME_ASC', 'NAME_DESC', 'STATUS'];

/** The list's filters as the address gives them; anything unknown reads as the default. */
function filtersOf(params: URLSearchParams): RegistrationFilters {
  const status = params.get('status') ?? '';
  const sort = params.get('sort') ?? DEFAULT_SORT;
  return {
    search: (params.get('q') ?? '').slice(0, 200),
    status: (REGISTRATION_STATUSES as readonly string[]).includes(status) ? (status as RegistrationStatus) : '',
    sort: SORT_VALUES.includes(sort) ? (sort as RegistrationSort) : DEFAULT_SORT,
  };
}

/**
 * Spec §2 Portal Registrations tab. Rendered only while its tab is shown (Radix unmounts hidden
 * tabs), so the admin-only list is requested only when an admin opens it.
 */
export function PortalRegistrationsTab() {
  // Search, filter, sort and page live in the address: a reload, Back from a review, or a shared
  // link shows the same list. Changing them replaces the entry (Back steps through tabs, not keys).
  const t = useT();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const pageNumber = Math.max(1, Math.min(10_000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const setList = useCallback(
    (next: RegistrationFilters, nextPage: number) =>
      setParams(
        (current) => {
          const out = new URLSearchParams({ tab: current.get('tab') ?? 'portal' });
          if (next.search) out.set('q', next.search);
          if (next.status) out.set('status', next.status);
          if (next.sort !== DEFAULT_SORT) out.set('sort', next.sort);
          if (nextPage > 1) out.set('page', String(nextPage));
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  const {
    page,
    error,
    loading: pageLoading,
    refreshing,
    refetch,
  } = useRegistrationsPage({
    search: filters.search || null,
    status: filters.status || null,
    sort: filters.sort,
    page: pageNumber,
    pageSize: PAGE_SIZE,
  });
  const registrations = page?.items;
  const pages = page ? Math.max(1, Math.ceil(page.total / PAGE_SIZE)) : 1;
  const filtered = Boolean(filters.search || filters.status);
  const onFilters = useCallback((next: RegistrationFilters) => setList(next, 1), [setList]);
  const { start, running, dialog } = useStepActions();

  const count = page?.total ?? 0;
  const loading = !registrations && !error;

  return (
    <div className="grid gap-6">
      <Card aria-labelledby="portal-registrations-title">
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1.5">
            <CardTitle id="portal-registrations-title">{t('admin.tabs.portal')}</CardTitle>
            <CardDescription>{registrations ? t('admin.registrations.total', { count }) : t('admin.registrations.description')}</CardDescription>
          </div>
          <Button variant="outline" onClick={() => void refetch()} disabled={refreshing || loading}>
            <RefreshCw aria-hidden="true" className={refreshing ? 'animate-spin' : undefined} />
            {t('admin.refresh')}
          </Button>
        </CardHeader>
        <CardContent className="grid gap-4">
          <RegistrationsSummary summary={page?.summary} />
          <RegistrationsToolbar value={filters} onChange={onFilters} />
          <RegistrationsExports />
          {error && !registrations ? (
            <ListLoadFailed message={t('admin.registrations.loadFailed')} retrying={refreshing} onRetry={() => void refetch()} />
          ) : registrations && count === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
              {filtered ? t('admin.registrations.noMatch') : t('admin.registrations.empty')}
            </p>
          ) : (
            // Wide table: it scrolls sideways on narrow screens; focusable so the keyboard can scroll it.
            <>
              {loading ? (
                <p role="status" className="sr-only">
                  {t('admin.registrations.loading')}
                </p>
              ) : null}
              <TableScroll labelledBy="portal-registrations-title">
                <table className="w-full min-w-[60rem] text-left text-sm" aria-busy={loading || pageLoading || undefined}>
                  <caption className="sr-only">{t('admin.registrations.caption')}</caption>
                  <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700">
                    <tr>
                      {COLUMNS.map((column) => (
                        <th key={column} scope="col" className={`px-2.5 py-3 ${MONEY_COLUMNS.has(column) ? 'text-right' : ''}`}>
                          {t(column)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {registrations ? (
                      registrations.map((registration) => (
                        <PortalRegistrationRow
                          key={registration.id}
                          registration={registration}
                          running={running?.id === registration.id ? running.action : null}
                          busy={running !== null}
                          onAction={(action, r) => start(action, r.id)}
                        />
                      ))
                    ) : (
                      <SkeletonRows />
                    )}
                  </tbody>
                </table>
              </TableScroll>
              {dialog}
              <ListPager label={t('admin.registrations.pages')} page={pageNumber} pages={pages} busy={pageLoading} onPage={(next) => setList(filters, next)} />
            </>
          )}
        </CardContent>
      </Card>
      {can('seats:manage') ? <WaitlistCard /> : null}
    </div>
  );
}
