import { type MessageId, REGISTRATION_STATUSES } from '@umrah/graphql';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { type RegistrationSort, type RegistrationStatus } from '@/gql/graphql';
import { useT } from '@/lib/i18n';
import { REGISTRATION_STATUS_IDS } from '../lib/labels';

export interface RegistrationFilters {
  search: string;
  status: RegistrationStatus | '';
  sort: RegistrationSort;
}

const SORTS: { value: RegistrationSort; label: MessageId }[] = [
  { value: 'CREATED_DESC', label: 'admin.registrations.sort.newest' },
  { value: 'CREATED_ASC', label: 'admin.registrations.sort.oldest' },
  { value: 'NAME_ASC', label: 'admin.registrations.sort.nameAsc' },
  { value: 'NAME_DESC', label: 'admin.registrations.sort.nameDesc' },
  { value: 'STATUS', label: 'admin.registrations.sort.status' },
];

const selectClasses =
  'block min-h-10 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm ' +
  'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0';

const SEARCH_DELAY_MS = 300;

/** Search (name, username, email), status filter and sort of the Portal Registrations list. */
export function RegistrationsToolbar({ value, onChange }: { value: RegistrationFilters; onChange: (next: RegistrationFilters) => void }) {
  const t = useT();
  const [search, setSearch] = useState(value.search);
  // The address may change the search (Back, a link): the box follows it.
  const [given, setGiven] = useState(value.search);
  if (value.search !== given) {
    setGiven(value.search);
    setSearch(value.search);
  }
  // The server is asked once the admin pauses typing, not at every key.
  useEffect(() => {
    if (search === value.search) return;
    const timer = setTimeout(() => onChange({ ...value, search }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, value, onChange]);

  return (
    <div role="search" className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <div>
        <Label htmlFor="registrations-search">{t('admin.registrations.search')}</Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
          <Input
            id="registrations-search"
            type="search"
            className="pl-9"
            placeholder={t('admin.registrations.searchPlaceholder')}
            value={search}
            maxLength={200}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
      </div>
      <div>
        <Label htmlFor="registrations-status">{t('admin.registrations.status')}</Label>
        <select
          id="registrations-status"
          className={selectClasses}
          value={value.status}
          onChange={(e) => onChange({ ...value, search, status: e.target.value as RegistrationStatus | '' })}
        >
          <option value="">{t('admin.registrations.allStatuses')}</option>
          {REGISTRATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(REGISTRATION_STATUS_IDS[status])}
            </option>
          ))}
        </select>
      </div>
      <div>
        <Label htmlFor="registrations-sort">{t('admin.registrations.sortBy')}</Label>
        <select
          id="registrations-sort"
          className={selectClasses}
          value={value.sort}
          onChange={(e) => onChange({ ...value, search, sort: e.target.value as RegistrationSort })}
        >
          {SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {t(s.label)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
