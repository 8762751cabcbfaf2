// The admin's chosen trip (ADR 0094): every tab reads it. Absent, the api answers for the current
// trip; the choice lives in the address (?trip=<slug>) so a reload or a shared link keeps it.
import { createContext, useContext, type ReactNode } from 'react';

interface ShownTrip {
  id: string;
  name: string;
}

interface ChosenTrip {
  /** The chosen trip's id; undefined: the current trip. */
  tripId: string | undefined;
  /** The trip the dashboard shows (the chosen one, else the current one), once the list is known. */
  shown: ShownTrip | undefined;
}

const ChosenTripContext = createContext<ChosenTrip>({ tripId: undefined, shown: undefined });

export function ChosenTripProvider({ tripId, shown, children }: ChosenTrip & { children: ReactNode }) {
  return <ChosenTripContext.Provider value={{ tripId, shown }}>{children}</ChosenTripContext.Provider>;
}

/** The chosen trip's id for a query's variables (undefined: the current trip). */
export const useChosenTripId = (): string | undefined => useContext(ChosenTripContext).tripId;

/** The trip the dashboard shows, named (the audit log's "this trip only"). */
export const useShownTrip = (): ShownTrip | undefined => useContext(ChosenTripContext).shown;

/** `path` with the chosen trip as `tripId` in its query string (the REST downloads). */
export function withTrip(path: string, tripId: string | undefined): string {
  if (!tripId) return path;
  return `${path}${path.includes('?') ? '&' : '?'}tripId=${encodeURIComponent(tripId)}`;
}
