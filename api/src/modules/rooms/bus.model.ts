// A rooming table (migration 0029) and its one model (ADR 0060); rooms.repository.ts reads and writes it.
import { BaseModel } from '../../lib/model.js';

/** A sub-group of the trip with a leader from the staff. */
export class BusModel extends BaseModel {
  static override tableName = 'buses';

  id!: string;
  tripId!: string;
  name!: string;
  leaderUserId!: string | null;
}
