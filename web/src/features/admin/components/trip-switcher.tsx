import { Label } from '@/components/ui/label';
import type { TripChoiceFieldsFragment } from '@/gql/graphql';
import { useT } from '@/lib/i18n';

const selectClasses =
  'block min-h-10 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:w-72 sm:text-sm ' +
  'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0';

/** The trip switcher of the admin dashboard's header: every tab reads the trip chosen here. */
export function TripSwitcher({ trips, value, onChange }: { trips: TripChoiceFieldsFragment[]; value: string; onChange: (slug: string) => void }) {
  const t = useT();
  return (
    <div className="grid gap-1">
      <Label htmlFor="trip-switcher">{t('admin.tripSwitcher.label')}</Label>
      <select id="trip-switcher" className={selectClasses} value={value} onChange={(e) => onChange(e.target.value)}>
        {trips.map((trip) => (
          <option key={trip.id} value={trip.slug}>
            {trip.current ? t('admin.tripSwitcher.current', { name: trip.name }) : trip.name}
          </option>
        ))}
      </select>
    </div>
  );
}
