// A rooming table (migration 0029) and its one model (ADR 0060); rooms.repository.ts reads and writes it.
import { BaseModel } from '../../lib/model.js';

/** Who sleeps in which room of a stay: one row per traveller per stay (its primary key). */
export class RoomAssignmentModel extends BaseModel {
  static override tableName = 'room_assignments';
  static override idColumn = ['registration_id', 'stay_id'];

  registrationId!: string;
  stayId!: string;
  roomId!: string;
}
