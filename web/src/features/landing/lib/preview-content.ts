// The landing page as an editor is writing it (Payload's live preview): the trip's published
// content with the draft's words laid over it. Lenient on purpose: a draft is half-written while
// it is edited, and any field it lacks shows the published words. The facts never come from here.
import type { TripContent } from '@umrah/graphql';

type Doc = Record<string, unknown> | null | undefined;
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
const text = (v: unknown, fallback: string) => (typeof v === 'string' && v.trim() ? v : fallback);
const items = (rows: unknown, fallback: string[]) =>
  Array.isArray(rows) ? rows.map((r) => obj(r).item).filter((i): i is string => typeof i === 'string' && i.trim() !== '') : fallback;

function leg(given: unknown, base: TripContent['itinerary']['departure']) {
  const l = obj(given);
  const lines = Array.isArray(l.lines) ? l.lines.map((x) => ({ time: text(obj(x).time, ''), text: text(obj(x).text, '') })) : base.lines;
  return { title: text(l.title, base.title), dates: text(l.dates, base.dates), lines };
}
function hotel(given: unknown, base: TripContent['accommodations']['madinah']) {
  const h = obj(given);
  return {
    name: text(h.name, base.name),
    stars: typeof h.stars === 'number' ? h.stars : base.stars,
    location: text(h.location, base.location),
    dates: text(h.dates, base.dates),
  };
}
function image(given: unknown, base: TripContent['images']['hero']) {
  const m = obj(given);
  return typeof m.url === 'string' && m.url
    ? { url: m.url, alt: text(m.alt, base.alt), width: (m.width as number) ?? null, height: (m.height as number) ?? null }
    : base;
}

export function previewContent(base: TripContent, draft: Doc): TripContent {
  if (!draft) return base;
  const d = obj(draft);
  const landing = obj(d.landing);
  const accommodations = obj(d.accommodations);
  const itinerary = obj(d.itinerary);
  const portal = obj(d.portal);
  return {
    ...base,
    productName: text(d.productName, base.productName),
    datesNote: typeof d.datesNote === 'string' ? d.datesNote : base.datesNote,
    purpose: typeof d.purpose === 'string' ? d.purpose : base.purpose,
    flights: typeof d.flights === 'string' ? d.flights : base.flights,
    landing: Object.fromEntries(Object.entries(base.landing).map(([k, v]) => [k, text(landing[k], v)])) as unknown as TripContent['landing'],
    accommodations: {
      madinah: hotel(accommodations.madinah, base.accommodations.madinah),
      mecca: hotel(accommodations.mecca, base.accommodations.mecca),
      note: text(accommodations.note, base.accommodations.note),
    },
    itinerary: {
      departure: leg(itinerary.departure, base.itinerary.departure),
      madinah: leg(itinerary.madinah, base.itinerary.madinah),
      mecca: leg(itinerary.mecca, base.itinerary.mecca),
      return: leg(itinerary.return, base.itinerary.return),
    },
    inclusions: items(d.inclusions, base.inclusions),
    exclusions: items(d.exclusions, base.exclusions),
    importantNotes: items(d.importantNotes, base.importantNotes),
    portal: { ...base.portal, packageLines: items(portal.packageLines, base.portal.packageLines) },
    images: { hero: image(d.heroImage, base.images.hero), footer: image(d.footerImage, base.images.footer) },
  };
}
