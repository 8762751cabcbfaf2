// A rooming table (migration 0029) and its one model (ADR 0060); rooms.repository.ts reads and writes it.
import type { RoomGender, RoomType } from '@umrah/graphql';
import { BaseModel } from '../../lib/model.js';

/** A room of a stay: its beds and who may sleep in it (men, women, one family). */
export class RoomModel extends BaseModel {
  static override tableName = 'rooms';

  id!: string;
  stayId!: string;
  label!: string;
  type!: RoomType;
  capacity!: number;
  gender!: RoomGender;
}
