// The traveller's room, as the leader's emergency sheet prints it: the rooms module answers it
// (services.ts wires `rooms.roomLabels`, one read for the whole trip); a traveller not placed yet
// has none and the sheet says so.

/** Each registration's room label (e.g. "Makkah 412"), or null when it has none. */
export type RoomsOf = (tripId: string, registrationIds: readonly string[]) => Promise<Map<string, string | null>>;

/** The answer without a rooms module (the readiness tests): nobody has a room. */
export const noRoomsYet: RoomsOf = async (_tripId, registrationIds) => new Map(registrationIds.map((id) => [id, null]));
