import type { RefundPolicy, TripInstalment, TripStatus } from '@umrah/graphql';
import { BaseModel } from '../../lib/model.js';

export class TripModel extends BaseModel {
  static override tableName = 'trips';

  id!: string;
  slug!: string;
  name!: string;
  status!: TripStatus;
  startsOn!: string;
  endsOn!: string;
  departureCity!: string;
  groupSize!: number;
  holdHours!: number;
  offerHours!: number;
  barakahCents!: number;
  nonBarakahCents!: number;
  paymentSchedule!: TripInstalment[];
  refundPolicy!: RefundPolicy;
  under18ReferenceDate!: string;
  passportValidAfter!: string;
  retentionDays!: number;
  copiedFrom!: string | null;
  /** The trip's readiness rules (ADR 0119), as stored: read through readinessRulesSchema. */
  readinessRules!: unknown;
  openedAt!: Date | null;
  /** Set when a retention purge starts (a rerun resumes it), purgedAt when it is done (ADR 0100). */
  purgeStartedAt!: Date | null;
  purgedAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;
}
