// The pilgrim's card (issue 37; docs/product.md#on-the-road): what a traveller shows a taxi driver
// or a policeman, on the phone and offline: name, photo, group, whom to call, the hotel in Arabic
// and English, the room, and a code that opens the leader's view of them. Hotel stays and rooms
// come through the road-facts seam (none until they exist). After the trip is archived, only a
// clear message.
import { AppError } from '../../lib/errors.js';
import { DEFAULT_LOCALE, SERVER_MESSAGES, paths, type ItineraryDay, type Locale } from '@umrah/graphql';
import type { RoadRepository } from './road.repository.js';
import { noRoadFacts, type HotelStay, type RoadFactsOf } from './road-facts.js';

export interface CardView {
  archived: boolean;
  registrationId: string;
  fullName: string;
  photoUrl: string | null;
  groupName: string;
  leaders: { name: string; phone: string }[];
  organisers: { name: string; phone: string }[];
  hotel: HotelStay | null;
  room: string | null;
  /** The leader's view of this traveller (the QR code's address, relative to the site). */
  leaderView: string;
  /** Every day of the trip's programme in the reader's language: the page picks today's (itinerary.ts), offline too. */
  programme: ItineraryDay[];
}

/** A trip's daily programme in one language (the content service's, from the CMS). */
export type ProgrammeOf = (tripSlug: string, locale: Locale) => Promise<ItineraryDay[]>;
export const noProgramme: ProgrammeOf = async () => [];

export function createCardService({
  road,
  clock,
  roadFacts = noRoadFacts,
  programmeOf = noProgramme,
  publicOrigin = 'http://localhost',
}: {
  road: RoadRepository;
  clock: () => Date;
  roadFacts?: RoadFactsOf;
  programmeOf?: ProgrammeOf;
  /** The site's origin: the printed card's code opens the leader's view there. */
  publicOrigin?: string;
}) {
  const service = {
    publicOrigin,
    /** The instant the printed card's "today" is read at. */
    now: clock,
    async mine(userId: string, locale: Locale = DEFAULT_LOCALE): Promise<CardView> {
      const source = await road.cardSource(userId);
      if (!source) throw new AppError('NOT_FOUND', SERVER_MESSAGES.registrationNotFound);
      const base = {
        registrationId: source.registrationId,
        fullName: source.fullName,
        groupName: source.tripName,
        leaderView: `${paths.admin.road}?traveller=${source.registrationId}`,
      };
      if (source.tripStatus === 'archived')
        return { ...base, archived: true, photoUrl: null, leaders: [], organisers: [], hotel: null, room: null, programme: [] };
      const [team, facts, programme] = await Promise.all([road.teamPhones(), roadFacts(source.tripId, clock()), programmeOf(source.tripSlug, locale)]);
      // A staff account without a phone (the first admin made by the operator) has nothing to call.
      const of = (role: string) => team.filter((m) => m.staffRole === role && m.phone.trim()).map((m) => ({ name: m.fullName, phone: m.phone }));
      return {
        ...base,
        archived: false,
        photoUrl: source.photoKey ? `/uploads/${source.photoKey}` : null,
        leaders: of('leader'),
        organisers: of('owner'),
        hotel: facts.hotelToday,
        room: facts.roomOf(source.registrationId),
        programme,
      };
    },

    /** The card to print (card-pdf.ts): after the trip is archived, the page's clear message instead. */
    async printable(userId: string, locale: Locale = DEFAULT_LOCALE): Promise<CardView> {
      const card = await service.mine(userId, locale);
      if (card.archived) throw new AppError('CONFLICT', SERVER_MESSAGES.cardArchived);
      return card;
    },
  };
  return service;
}
export type CardService = ReturnType<typeof createCardService>;
