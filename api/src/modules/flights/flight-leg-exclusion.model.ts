import { BaseModel } from '../../lib/model.js';

/** A traveller left off one leg (the exception to "every traveller on every leg"). */
export class FlightLegExclusionModel extends BaseModel {
  static override tableName = 'flight_leg_exclusions';
  static override idColumn = ['leg_id', 'registration_id'];

  legId!: string;
  registrationId!: string;
}
