import { ChevronLeft, ChevronRight, CircleAlert, FileSpreadsheet, Inbox, Mail, Phone, RefreshCw } from 'lucide-react';
import { type MessageId } from '@umrah/graphql';
import { Trans } from '@lingui/react';
import { memo, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { TableScroll } from '@/components/ui/table-scroll';
import { TruncatedText } from '@/components/ui/tooltip';
import { toast } from '@/components/ui/use-toast';
import { formatMediumDate } from '@/lib/format';
import { type InterestSubmissionItem, useAllInterestSubmissions, useInterestPage } from '../api/interest';
import { exportInterestSubmissions } from '../lib/export-interest';
import { duplicateId } from '../lib/labels';
import { useT } from '@/lib/i18n';

const SKELETON_ROWS = 5; // spec §9
// The server sends one page at a time (10,000 rows take seconds to send and draw); the export takes all.
export const INTEREST_PAGE_SIZE = 50;
const COLUMNS: MessageId[] = [
  'admin.interest.column.name',
  'admin.interest.column.contact',
  'admin.interest.column.travelers',
  'admin.interest.column.date',
  'admin.interest.column.message',
];

function SkeletonRows() {
  return Array.from({ length: SKELETON_ROWS }, (_, i) => (
    <tr key={i} data-testid="interest-skeleton-row" aria-hidden="true" className="border-t border-slate-100">
      {COLUMNS.map((column) => (
        <td key={column} className="px-4 py-3.5">
          <div className="h-4 w-full max-w-32 animate-pulse rounded bg-slate-200" />
        </td>
      ))}
    </tr>
  ));
}

// Memoised: pressing Export re-renders the tab, and a long list should not be redrawn for it.
const SubmissionRows = memo(function SubmissionRows({ submissions }: { submissions: readonly InterestSubmissionItem[] }) {
  return submissions.map((s) => <SubmissionRow key={s.id} s={s} />);
});

function SubmissionRow({ s }: { s: InterestSubmissionItem }) {
  const t = useT();
  const message = s.message?.trim();
  const duplicate = duplicateId(s);
  return (
    <tr className="border-t border-slate-100 align-top">
      <td className="min-w-44 px-4 py-3 font-medium text-slate-900">
        {s.name}
        {duplicate ? (
          // Computed on the server over every submission: another has the same email or phone.
          <div className="mt-1">
            <Badge tone="amber" className="rounded-md whitespace-normal">
              {t(duplicate)}
            </Badge>
          </div>
        ) : null}
      </td>
      <td className="px-4 py-3">
        <div className="grid gap-1 text-slate-700">
          <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
            <Mail aria-hidden="true" className="size-3.5 shrink-0 text-slate-500" />
            {s.email}
          </span>
          <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
            <Phone aria-hidden="true" className="size-3.5 shrink-0 text-slate-500" />
            {s.phone}
          </span>
        </div>
      </td>
      <td className="px-4 py-3 text-slate-900 tabular-nums">{s.travelers}</td>
      <td className="px-4 py-3 whitespace-nowrap text-slate-700">
        <time dateTime={s.createdAt}>{formatMediumDate(s.createdAt)}</time>
      </td>
      <td className="px-4 py-3">
        {message ? (
          // Truncated on screen; the whole text stays in the page (screen readers) and the tooltip
          // (hover or keyboard focus).
          <TruncatedText as="p" text={message} className="max-w-[18rem] text-slate-700" />
        ) : (
          <span className="text-slate-500 italic">{t('admin.interest.noMessage')}</span>
        )}
      </td>
    </tr>
  );
}

/** Spec §2 Registration Interest tab: the interest submissions, with Refresh and Export to Excel. */
export function InterestTab() {
  // The page lives in the address (?page=2, 1-based): a reload or Back shows the same page.
  const t = useT();
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Math.min(100_000, (Number.parseInt(params.get('page') ?? '1', 10) || 1) - 1));
  const setPage = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          if (next > 0) out.set('page', String(next + 1));
          else out.delete('page');
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  const { page: current, loading, error, refetch } = useInterestPage(page * INTEREST_PAGE_SIZE, INTEREST_PAGE_SIZE);
  const loadAll = useAllInterestSubmissions();
  const [exporting, setExporting] = useState(false);
  const count = current?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(count / INTEREST_PAGE_SIZE));
  const currentPage = current ? Math.floor(current.offset / INTEREST_PAGE_SIZE) : page;
  const visible = current?.items;
  const failed = Boolean(error) && !loading;
  const firstLoad = loading && !current;

  // A refresh may shorten the list below the page shown: go to its last page.
  useEffect(() => {
    if (current && page > 0 && page >= pageCount) setPage(pageCount - 1);
  }, [current, page, pageCount, setPage]);

  async function exportToExcel() {
    setExporting(true);
    try {
      const submissions = await loadAll();
      if (!submissions.length) {
        toast({ variant: 'destructive', title: t('admin.interest.noData'), description: t('admin.interest.noDataBody') });
        return;
      }
      // exceljs loads here, on the first export (a chunk of its own).
      await exportInterestSubmissions(submissions);
      toast({ title: t('admin.interest.exported'), description: t('admin.interest.exportedBody') });
    } catch {
      toast({ variant: 'destructive', title: t('admin.interest.exportFailed'), description: t('admin.interest.exportFailedBody') });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Card aria-labelledby="interest-tab-title">
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle id="interest-tab-title">{t('admin.tabs.interest')}</CardTitle>
          <CardDescription>{t('admin.interest.description')}</CardDescription>
          {current && !failed ? (
            <p className="text-sm text-slate-700">
              <Trans id="admin.interest.total" values={{ count }} components={{ 0: <span className="font-semibold text-slate-900" /> }} />
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void refetch()} disabled={loading}>
            {loading && !firstLoad ? <Spinner /> : <RefreshCw aria-hidden="true" />}
            {t('admin.refresh')}
          </Button>
          <Button onClick={() => void exportToExcel()} disabled={!count || failed || exporting}>
            {exporting ? <Spinner /> : <FileSpreadsheet aria-hidden="true" />}
            {exporting ? t('admin.interest.exporting') : t('admin.interest.export')}
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {failed ? (
          <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-8 text-center">
            <CircleAlert aria-hidden="true" className="size-8 text-red-700" />
            <p className="text-sm font-medium text-red-800">{t('admin.interest.loadFailed')}</p>
            <Button variant="outline" onClick={() => void refetch()}>
              <RefreshCw aria-hidden="true" />
              {t('admin.retry')}
            </Button>
          </div>
        ) : current && count === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center">
            <Inbox aria-hidden="true" className="size-8 text-slate-500" />
            <p className="text-sm text-slate-700">{t('admin.interest.empty')}</p>
          </div>
        ) : (
          <TableScroll className="-mx-5 rounded-none border-0 sm:mx-0 sm:rounded-lg sm:border">
            <table className="w-full min-w-[44rem] text-left text-sm" aria-labelledby="interest-tab-title" aria-busy={loading || undefined}>
              <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col" className="px-4 py-3 whitespace-nowrap">
                      {t(column)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>{firstLoad ? <SkeletonRows /> : visible ? <SubmissionRows submissions={visible} /> : null}</tbody>
            </table>
            {firstLoad ? (
              <p role="status" className="sr-only">
                {t('admin.interest.loading')}
              </p>
            ) : null}
          </TableScroll>
        )}
        {!failed && pageCount > 1 ? (
          <nav aria-label={t('admin.interest.pages')} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
            <p>
              {t('admin.interest.showing', {
                first: currentPage * INTEREST_PAGE_SIZE + 1,
                last: Math.min(count, (currentPage + 1) * INTEREST_PAGE_SIZE),
                count,
              })}
            </p>
            <div className="flex gap-2">
              <Button variant="outline" size="sm" onClick={() => setPage(currentPage - 1)} disabled={currentPage === 0 || loading}>
                <ChevronLeft aria-hidden="true" />
                {t('admin.pager.previous')}
              </Button>
              <Button variant="outline" size="sm" onClick={() => setPage(currentPage + 1)} disabled={currentPage >= pageCount - 1 || loading}>
                {t('admin.pager.next')}
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
          </nav>
        ) : null}
      </CardContent>
    </Card>
  );
}
