// The landing page's data arrives with the HTML: the api inlines the trip content as
// <script id="trip-content" type="application/json"> on "/". Only where that is missing (vite dev,
// or a client-side visit to "/" from another page of the app) is it fetched.
import { type TripContent } from '@umrah/graphql';

export function readInlinedTripContent(): TripContent | undefined {
  const text = document.getElementById('trip-content')?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as TripContent;
  } catch {
    return undefined;
  }
}

export async function fetchTripContent(): Promise<TripContent> {
  const res = await fetch('/api/trip/content', { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
  return (await res.json()) as TripContent;
}
