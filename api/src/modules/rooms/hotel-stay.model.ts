// A rooming table (migration 0029) and its one model (ADR 0060); rooms.repository.ts reads and writes it.
import { BaseModel } from '../../lib/model.js';

/** A hotel stay of a trip: a fact of the trip like its fares (ADR 0124). */
export class HotelStayModel extends BaseModel {
  static override tableName = 'hotel_stays';

  id!: string;
  tripId!: string;
  position!: number;
  city!: string;
  hotelName!: string;
  addressEn!: string;
  addressAr!: string;
  checkIn!: string;
  checkOut!: string;
}
