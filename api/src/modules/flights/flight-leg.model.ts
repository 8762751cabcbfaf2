import { BaseModel } from '../../lib/model.js';

/** One flight of a trip (migration 0030, ADR 0128); every active traveller is on it unless left off. */
export class FlightLegModel extends BaseModel {
  static override tableName = 'flight_legs';

  id!: string;
  tripId!: string;
  airline!: string;
  /** The IATA flight number in capitals without spaces (SV22). */
  flightNumber!: string;
  /** Days as YYYY-MM-DD (local to each airport, as the ticket prints them). */
  departsOn!: string;
  arrivesOn!: string;
  fromAirport!: string;
  toAirport!: string;
  /** The group's booking reference for this leg. */
  pnr!: string | null;
  createdAt!: Date;
}
