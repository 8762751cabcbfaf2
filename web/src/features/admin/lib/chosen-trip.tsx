// The admin's chosen trip (ADR 0094): every tab reads it. Absent, the api answers for the current
// trip; the choice lives in the address (?trip=<slug>) so a reload or a shared link keeps it.
import { createContext, useContext, type ReactNode } from 'react';

interface ChosenTrip {
  /** The chosen trip's id; undefined: the current trip. */
  tripId: string | undefined;
}

const ChosenTripContext = createContext<ChosenTrip>({ tripId: undefined });

export function ChosenTripProvider({ tripId, children }: { tripId: string | undefined; children: ReactNode }) {
  return <ChosenTripContext.Provider value={{ tripId }}>{children}</ChosenTripContext.Provider>;
}

/** The chosen trip's id for a query's variables (undefined: the current trip). */
export const useChosenTripId = (): string | undefined => useContext(ChosenTripContext).tripId;

/** `path` with the chosen trip as `tripId` in its query string (the REST downloads). */
export function withTrip(path: string, tripId: string | undefined): string {
  if (!tripId) return path;
  return `${path}${path.includes('?') ? '&' : '?'}tripId=${encodeURIComponent(tripId)}`;
}
