import type { Fare, PlanLine, RegistrationStatusValue } from '@umrah/graphql';
import { BaseModel } from '../../lib/model.js';

export class TripRegistrationModel extends BaseModel {
  static override tableName = 'trip_registrations';
  // Stored as jsonb: Objection serialises the locked plan on the way in.
  static override jsonAttributes = ['paymentPlan'];

  id!: string;
  /** The trip this row belongs to (ADR 0092). */
  tripId!: string;
  userId!: string;
  status!: RegistrationStatusValue;
  depositPaid!: boolean;
  formSubmitted!: boolean;
  formApproved!: boolean;
  visaSubmitted!: boolean;
  visaApproved!: boolean;
  finalPaid!: boolean;
  fare!: Fare;
  /** The fare's amount locked when the registration started (migration 0016); null until locked. */
  fareCents!: number | null;
  /** The schedule lines of that fare, locked with it (jsonb). */
  paymentPlan!: PlanLine[] | null;
  formChangesReason!: string | null;
  visaChangesReason!: string | null;
  // Each admin step's time and admin (`<step>_at` / `<step>_by`).
  depositPaidAt!: Date | null;
  depositPaidBy!: string | null;
  formApprovedAt!: Date | null;
  formApprovedBy!: string | null;
  visaApprovedAt!: Date | null;
  visaApprovedBy!: string | null;
  finalPaidAt!: Date | null;
  finalPaidBy!: string | null;
  // The seat (docs/decisions/0080): the hold's deadline and a cancellation beside the status.
  holdExpiresAt!: Date | null;
  cancelledAt!: Date | null;
  cancelReason!: string | null;
  cancelledBy!: string | null;
  /** The party this traveller books and rooms with (migration 0027); null when travelling alone. */
  partyId!: string | null;
  /** A companion's relationship to the party's lead; null for the lead and for a traveller alone. */
  relationship!: 'spouse' | 'child' | 'parent' | 'sibling' | 'relative' | 'friend' | null;
  /** The room type chosen for the trip (migration 0029); null: none chosen yet. */
  roomType!: 'quad' | 'triple' | 'double' | null;
  /** Its supplement over the trip's hotel stays, locked when chosen: the ledger expects the fare plus it. */
  roomSupplementCents!: number;
  /** Registrations of the same trip this traveller wishes to share a room with. */
  roomWishes!: string[];
  busId!: string | null;
  /** Bumped by every room or bus move: two admins moving the same person conflict (ADR 0125). */
  roomingVersion!: number;
  createdAt!: Date;
  updatedAt!: Date;
}
