import { BaseModel } from '../../lib/model.js';

/** A party (migration 0027): registrations of one trip that book, pay and room together, with a lead. */
export class PartyModel extends BaseModel {
  static override tableName = 'parties';

  id!: string;
  tripId!: string;
  /** The lead's registration; every other member's registration carries `relationship`. */
  leadRegistrationId!: string;
  createdAt!: Date;
}
