// Money and schedule days as the traveller's journey pages show them, in the reader's language:
// "$3,300.00" / "3 300,00 $", "Sep 30, 2025" / "30 sept. 2025". In a right-to-left language an
// amount is kept in a left-to-right isolate, so its currency ("CA$") is not torn apart by the
// Arabic text around it.
import { formatDate, formatMoney, isolatedIn } from '@umrah/graphql';
import { useLocale, useT } from '@/lib/i18n';

/** Formats cents in the active language; `dropZeroCents` gives "$3,300" for whole dollars. */
export function useMoney(): (cents: number, options?: { dropZeroCents?: boolean }) => string {
  const locale = useLocale();
  return (cents, options) => isolatedIn(formatMoney(cents, locale, options), locale);
}

/** A schedule or ledger day (YYYY-MM-DD) as "Sep 30, 2025" in the active language; none means at registration. */
export function useDueLabel(): (day: string | null | undefined) => string {
  const t = useT();
  const locale = useLocale();
  return (day) => (day ? (formatDate(day, locale, 'medium') ?? day) : t('trip.schedule.atRegistration'));
}
