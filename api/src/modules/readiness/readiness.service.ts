// Ready to travel (issue 35; docs/product.md#ready-to-travel; ADR 0119, 0120): the trip's rules
// (graphql/src/readiness.ts) applied to what the product holds about each traveller. The traveller
// reads and completes their own; staff read the board and one registration's row, the care needs
// (medical notes, diet, wheelchair) only with medical:read and the visa number with visas:review.
import {
  DEFAULT_READINESS_RULES,
  evaluateReadiness,
  isReady,
  READINESS_RULE_IDS,
  readinessRulesSchema,
  travelDetailsRulesFor,
  type ReadinessItem,
  type ReadinessRules,
  type TravellerFacts,
  type TripFacts,
} from '@umrah/graphql';
import type { FieldCipher } from '../../lib/cipher.js';
import type { Transactor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import { validate } from '../../lib/validate.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { RegistrationRepository } from '../registration/registration.repository.js';
import { REGISTRATION_NOT_FOUND, UUID } from '../registration/registration.service.js';
import { NO_REGISTRATION } from '../trip-form/trip-form.service.js';
import type { ReadinessRepository, ReadinessSource, StoredTravelDetails } from './readiness.repository.js';

interface Care {
  medicalNotes: string | null;
  diet: string | null;
  wheelchair: boolean;
}

export interface TravelDetailsView extends Partial<Care> {
  visaNumber: string | null;
  visaType: string | null;
  visaIssuedOn: string | null;
  visaExpiresOn: string | null;
  vaccineType: string | null;
  vaccinatedOn: string | null;
  updatedAt: string | null;
}

export interface ReadinessView {
  ready: boolean;
  items: ReadinessItem[];
  details: TravelDetailsView;
}

export interface ReadinessRuleView {
  id: (typeof READINESS_RULE_IDS)[number];
  parameters: string[];
  checkedOn: string;
  source: { title: string; url: string };
}

export interface ReadinessBoardView {
  tripId: string;
  total: number;
  readyCount: number;
  rules: ReadinessRuleView[];
  rows: { registrationId: string; fullName: string; ready: boolean; items: ReadinessItem[] }[];
}

/** What a staff member may read of a traveller's details. */
export interface DetailsAllowance {
  care: boolean;
  visaNumber: boolean;
}

interface Deps {
  tx: Transactor;
  readiness: ReadinessRepository;
  registrations: RegistrationRepository;
  audit: AuditRepository;
  cipher: FieldCipher;
  logger: Logger;
  currentTripId: () => Promise<string>;
  tripOf: (tripId: string | undefined) => Promise<TripFacts>;
  chosenTrip: (tripId?: string | null) => Promise<TripFacts>;
  clock: () => Date;
}

const EMPTY_CARE: Care = { medicalNotes: null, diet: null, wheelchair: false };

/** The parameters of a rule as name=value in name order, nested figures flattened (validityYears.conjugate=5). */
function parametersOf(rule: object): string[] {
  return Object.entries(rule)
    .filter(([name]) => name !== 'checkedOn' && name !== 'source')
    .flatMap(([name, value]) =>
      typeof value === 'object' && value !== null ? Object.entries(value).map(([k, v]) => `${name}.${k}=${String(v)}`) : [`${name}=${String(value)}`],
    )
    .sort();
}

export function createReadinessService({ tx, readiness, registrations, audit, cipher, logger, currentTripId, tripOf, chosenTrip, clock }: Deps) {
  // The ciphertext is bound to its registration, like the passport number's (trip-form.service.ts).
  const aad = (registrationId: string) => `travel_details.care:${registrationId}`;
  const careOf = (d: StoredTravelDetails | null): Care =>
    d?.careEncrypted ? (JSON.parse(cipher.decrypt(d.careEncrypted, aad(d.registrationId))) as Care) : EMPTY_CARE;

  /** The trip's stored rules; a broken rule set is logged and the defaults apply (never half-read). */
  async function rulesOf(tripId: string): Promise<ReadinessRules> {
    const parsed = readinessRulesSchema.safeParse(await readiness.rulesOf(tripId));
    if (parsed.success) return parsed.data;
    logger.error({ tripId, issues: parsed.error.issues }, 'readiness rules of the trip are invalid: the defaults apply');
    return DEFAULT_READINESS_RULES;
  }

  const factsOf = (s: ReadinessSource): TravellerFacts => ({
    dateOfBirth: s.dateOfBirth,
    passportExpirationDate: s.passportExpirationDate,
    emergencyContactName: s.emergencyContactName,
    emergencyContactEmail: s.emergencyContactEmail,
    visa: {
      number: s.details?.visaNumber ?? null,
      type: s.details?.visaType ?? null,
      issuedOn: s.details?.visaIssuedOn ?? null,
      expiresOn: s.details?.visaExpiresOn ?? null,
    },
    vaccination: { type: s.details?.vaccineType ?? null, givenOn: s.details?.vaccinatedOn ?? null, certificateUploaded: s.vaccinationUploaded },
    consentUploaded: s.consentUploaded,
  });

  function detailsView(s: ReadinessSource, may: DetailsAllowance): TravelDetailsView {
    const d = s.details;
    return {
      visaNumber: may.visaNumber ? (d?.visaNumber ?? null) : null,
      visaType: d?.visaType ?? null,
      visaIssuedOn: d?.visaIssuedOn ?? null,
      visaExpiresOn: d?.visaExpiresOn ?? null,
      vaccineType: d?.vaccineType ?? null,
      vaccinatedOn: d?.vaccinatedOn ?? null,
      updatedAt: d ? d.updatedAt.toISOString() : null,
      ...(may.care ? careOf(d) : {}),
    };
  }

  function viewOf(s: ReadinessSource, trip: TripFacts, rules: ReadinessRules, may: DetailsAllowance): ReadinessView {
    const items = evaluateReadiness(factsOf(s), trip, rules);
    return { ready: isReady(items), items, details: detailsView(s, may) };
  }

  const OWN: DetailsAllowance = { care: true, visaNumber: true };

  async function mineOn(userId: string, tripId: string) {
    const registration = await registrations.findByUser(userId, tripId);
    if (!registration) throw new AppError('NOT_FOUND', NO_REGISTRATION);
    const [source, trip, rules] = await Promise.all([readiness.ofRegistration(registration.id), tripOf(tripId), rulesOf(tripId)]);
    if (!source) throw new AppError('NOT_FOUND', NO_REGISTRATION);
    return { ...viewOf(source, trip, rules, OWN), departsOn: trip.startsOn, returnsOn: trip.endsOn };
  }

  return {
    /** The traveller's own readiness on the current trip, their care needs included. */
    async mine(userId: string) {
      return mineOn(userId, await currentTripId());
    },

    /** Saves what the traveller gives (all of it: a field left out is cleared); audited, without the values. */
    async save(userId: string, input: Record<string, unknown>) {
      const tripId = await currentTripId();
      const trip = await tripOf(tripId);
      const v = validate(travelDetailsRulesFor(trip, clock()), input ?? {});
      await tx.transaction(async (trx) => {
        const registration = await registrations.lockByUser(userId, tripId, trx);
        if (!registration) throw new AppError('NOT_FOUND', NO_REGISTRATION);
        const care: Care = { medicalNotes: v.medicalNotes, diet: v.diet, wheelchair: v.wheelchair };
        const hasCare = Boolean(care.medicalNotes || care.diet || care.wheelchair);
        await readiness.save(
          registration.id,
          {
            visaNumber: v.visaNumber,
            visaType: v.visaType,
            visaIssuedOn: v.visaIssuedOn,
            visaExpiresOn: v.visaExpiresOn,
            vaccineType: v.vaccineType,
            vaccinatedOn: v.vaccinatedOn,
            careEncrypted: hasCare ? cipher.encrypt(JSON.stringify(care), aad(registration.id)) : null,
          },
          trx,
        );
        await audit.record(
          {
            actorUserId: userId,
            action: 'travel_details.saved',
            entityType: 'trip_registration',
            entityId: registration.id,
            registrationId: registration.id,
            payload: { visa: v.visaNumber !== null, vaccination: v.vaccinatedOn !== null, care: hasCare },
          },
          trx,
        );
      });
      return mineOn(userId, tripId);
    },

    /** The chosen trip's board: a row per active traveller, the counts, and the rules with their sources. */
    async board(tripId?: string | null): Promise<ReadinessBoardView> {
      const trip = await chosenTrip(tripId);
      const [rules, sources] = await Promise.all([rulesOf(trip.id), readiness.ofTrip(trip.id)]);
      const rows = sources.map((s) => {
        const items = evaluateReadiness(factsOf(s), trip, rules);
        return { registrationId: s.registrationId, fullName: s.fullNameAsPerPassport ?? s.fullName, ready: isReady(items), items };
      });
      return {
        tripId: trip.id,
        total: rows.length,
        readyCount: rows.filter((r) => r.ready).length,
        rules: READINESS_RULE_IDS.map((id) => ({ id, parameters: parametersOf(rules[id]), checkedOn: rules[id].checkedOn, source: rules[id].source })),
        rows,
      };
    },

    /**
     * One registration's readiness for its review page. Staff who read the traveller's medical and
     * mobility needs (there are some, and they may) leave an audit event, as a passport reveal does.
     */
    async ofRegistration(registrationId: string, may: DetailsAllowance, staffId: string): Promise<ReadinessView> {
      const source = UUID.test(registrationId) ? await readiness.ofRegistration(registrationId) : undefined;
      const tripId = source ? await registrations.tripOf(registrationId) : undefined;
      if (!source || !tripId) throw new AppError('NOT_FOUND', REGISTRATION_NOT_FOUND);
      const [trip, rules] = await Promise.all([tripOf(tripId), rulesOf(tripId)]);
      const view = viewOf(source, trip, rules, may);
      if (may.care && source.details?.careEncrypted) {
        await audit.record({
          actorUserId: staffId,
          action: 'medical.read',
          entityType: 'trip_registration',
          entityId: registrationId,
          registrationId,
          tripId,
        });
      }
      return view;
    },
  };
}
export type ReadinessService = ReturnType<typeof createReadinessService>;
