// The trip's itinerary with times (issue 37; docs/product.md#on-the-road): days, each with steps at
// a time of day in Makkah and Madinah's clock (Asia/Riyadh, UTC+3 all year). ONE rule for "the
// current step", for the card page and the leader's road page: on today's day (in Riyadh), the
// last step whose time has come; before the day's first step, none yet.
import { dayIn } from './readiness.js';

export const ITINERARY_TIME_ZONE = 'Asia/Riyadh';

export interface ItineraryStep {
  /** HH:MM, 24-hour, in Riyadh. */
  time: string;
  title: string;
  place?: string | null;
}
export interface ItineraryDay {
  /** YYYY-MM-DD. */
  date: string;
  steps: ItineraryStep[];
}

/** Minutes since midnight of an HH:MM time; NaN when it is not one. */
export function minutesOf(time: string): number {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN;
}

/** Minutes since midnight of an instant in Riyadh. */
export function riyadhMinutes(now: Date): number {
  const [h, m] = new Intl.DateTimeFormat('en-GB', { timeZone: ITINERARY_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(now)
    .split(':')
    .map(Number);
  return h! * 60 + m!;
}

/** Today's day of the itinerary (in Riyadh), its steps in time order, and the index of the current step (null before the first). */
export function itineraryNow(days: readonly ItineraryDay[], now: Date): { day: ItineraryDay; current: number | null } | null {
  const today = dayIn(now, ITINERARY_TIME_ZONE);
  const found = days.find((d) => d.date === today);
  if (!found) return null;
  const steps = found.steps.filter((s) => !Number.isNaN(minutesOf(s.time))).sort((a, b) => minutesOf(a.time) - minutesOf(b.time));
  const minutes = riyadhMinutes(now);
  const started = steps.filter((s) => minutesOf(s.time) <= minutes).length;
  return { day: { date: found.date, steps }, current: started === 0 ? null : started - 1 };
}
