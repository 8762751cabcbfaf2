// A rooming table (migration 0029) and its one model (ADR 0060); rooms.repository.ts reads and writes it.
import type { RoomType } from '@umrah/graphql';
import { BaseModel } from '../../lib/model.js';

/** A room type a stay offers, with its beds and supplement per person. */
export class HotelRoomTypeModel extends BaseModel {
  static override tableName = 'hotel_room_types';
  static override idColumn = ['stay_id', 'type'];

  stayId!: string;
  type!: RoomType;
  capacity!: number;
  supplementCents!: number;
}
