// The group's seats for the landing page: a plain GET (no GraphQL client on "/", ADR 0082),
// asked once React has the page; the api caches the figures briefly.
import { useEffect, useState } from 'react';

export interface SeatFigures {
  limit: number;
  left: number;
  full: boolean;
  waiting: number;
}

export function useSeatFigures(): SeatFigures | null {
  const [figures, setFigures] = useState<SeatFigures | null>(null);
  useEffect(() => {
    let live = true;
    fetch('/api/trip/seats', { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
      .then((res) => (res.ok ? (res.json() as Promise<SeatFigures>) : null))
      .then((f) => live && f && setFigures(f))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return figures;
}
