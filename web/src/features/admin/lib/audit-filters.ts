// The audit log's filters as the address holds them (?tab=audit&person=…&traveller=…&action=…&from=…&to=…&scope=trip&page=…),
// so a reload, Back from a review or a shared link shows the same list. `scope=trip`: only the
// events of the trip the dashboard shows (?trip=<slug>, which the filters keep); none: every
// event, the team's and the accounts' included.
import { AUDIT_ACTIONS } from '@umrah/graphql';

export interface AuditFilters {
  person: string;
  traveller: string;
  action: string;
  from: string;
  to: string;
  /** 'trip': the shown trip's events only; '': every event. */
  scope: '' | 'trip';
}

export const NO_AUDIT_FILTERS: AuditFilters = { person: '', traveller: '', action: '', from: '', to: '', scope: '' };
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const KEYS = ['person', 'traveller', 'action', 'from', 'to', 'scope'] as const;

/** The filters the address gives; anything unknown or malformed reads as no filter. */
export function auditFiltersOf(params: URLSearchParams): AuditFilters {
  const text = (key: string) => (params.get(key) ?? '').trim().slice(0, 100);
  const action = params.get('action') ?? '';
  const day = (key: string) => (DAY.test(params.get(key) ?? '') ? params.get(key)! : '');
  return {
    person: text('person'),
    traveller: text('traveller'),
    action: (AUDIT_ACTIONS as readonly string[]).includes(action) ? action : '',
    from: day('from'),
    to: day('to'),
    scope: params.get('scope') === 'trip' ? 'trip' : '',
  };
}

/** The page number the address gives (1 when missing or wrong). */
export const auditPageOf = (params: URLSearchParams): number => Math.max(1, Math.min(100_000, Number.parseInt(params.get('page') ?? '1', 10) || 1));

/** The address's query for these filters and page (only what is set), keeping the dashboard's chosen trip. */
export function auditSearchOf(filters: AuditFilters, page: number, tripSlug?: string | null): URLSearchParams {
  const out = new URLSearchParams(tripSlug ? { trip: tripSlug } : {});
  out.set('tab', 'audit');
  for (const key of KEYS) if (filters[key]) out.set(key, filters[key]);
  if (page > 1) out.set('page', String(page));
  return out;
}

/** The export's address: the same filters (the shown trip's id for `scope=trip`), every page. */
export function auditExportHref(filters: AuditFilters, tripId?: string): string {
  const query = new URLSearchParams();
  for (const key of KEYS) if (filters[key] && key !== 'scope') query.set(key, filters[key]);
  if (filters.scope === 'trip' && tripId) query.set('tripId', tripId);
  const text = query.toString();
  return `/api/admin/exports/audit-events.xlsx${text ? `?${text}` : ''}`;
}
