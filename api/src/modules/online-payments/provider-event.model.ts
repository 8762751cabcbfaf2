import { BaseModel } from '../../lib/model.js';

/** A card provider's event, handled once (its id is the key; ADR 0117). */
export class ProviderEventModel extends BaseModel {
  static override tableName = 'provider_events';

  /** The provider's id (evt_…). */
  id!: string;
  type!: string;
  /** recorded, flagged, duplicate, pending or ignored. */
  outcome!: string;
  receivedAt!: Date;
}
