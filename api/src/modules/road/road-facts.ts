// Where rooms, buses and hotel stays reach the road (issue 37): ONE seam. The rooms module answers
// it (`rooms.roadFacts`, wired in services.ts): today's hotel stay (in Asia/Riyadh) with its address
// in English and Arabic, each traveller's room in it and their bus. A trip without stays, or a
// traveller not placed yet, has none, and every page that reads them shows "not assigned yet".

export interface HotelStay {
  name: string;
  addressEn: string | null;
  addressAr: string | null;
}

export interface RoadFacts {
  /** A registration's room number, or null. */
  roomOf(registrationId: string): string | null;
  /** A registration's bus label, or null. */
  busOf(registrationId: string): string | null;
  /** A registration's bus id, or null (a headcount limited to one bus counts these). */
  busIdOf(registrationId: string): string | null;
  /** The trip's buses, in the rooming board's order. */
  buses: { id: string; name: string }[];
  /** The hotel the group sleeps in today, or null. */
  hotelToday: HotelStay | null;
}

export const NO_ROAD_FACTS: RoadFacts = { roomOf: () => null, busOf: () => null, busIdOf: () => null, buses: [], hotelToday: null };

/** The trip's rooms, buses and current hotel stay at an instant. */
export type RoadFactsOf = (tripId: string, now: Date) => Promise<RoadFacts>;

/** Without a rooms module (the road's own tests): nobody has a room or a bus, and no hotel is known. */
export const noRoadFacts: RoadFactsOf = async () => NO_ROAD_FACTS;
