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
  type Locale,
  passportNames,
} from '@umrah/graphql';
import { buffer } from 'node:stream/consumers';
import type { FieldCipher } from '../../lib/cipher.js';
import type { Storage } from '../../lib/storage.js';
import { emergencySheetPdf, type EmergencyTraveller } from './emergency-sheet-pdf.js';
import { noRoomsYet, type RoomsOf } from './rooms.js';
import type { Transactor, Tx } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import { validate } from '../../lib/validate.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { RegistrationRepository } from '../registration/registration.repository.js';
import { REGISTRATION_NOT_FOUND, UUID } from '../registration/registration.service.js';
import { NO_REGISTRATION } from '../trip-form/trip-form.service.js';
import { TRIP_NOT_FOUND } from '../trips/trips.service.js';
import type { ReadinessRepository, ReadinessSource, StoredTravelDetails } from './readiness.repository.js';

export interface Care {
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
  /** Who confirmed the visa details at the visa's approval, and when (null: not confirmed). */
  visaConfirmedBy: string | null;
  visaConfirmedAt: string | null;
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
  warnDays: number;
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
  /** Registrations of a trip whose minor has a guardian among their party (parties.service.ts): no consent letter asked. */
  guardedOn?: (tripId: string) => Promise<Set<string>>;
  clock: () => Date;
  /** Where photos are read from (the emergency sheet). */
  storage: Pick<Storage, 'get'>;
  /** Each traveller's room: none until the rooms module plugs in (rooms.ts). */
  roomsOf?: RoomsOf;
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

/** A rule set as path=value pairs (passport.monthsAfterReturn, visa.source.url...): what an edit's audit line compares. */
function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return { [prefix]: value };
  return Object.assign({}, ...Object.entries(value).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)));
}

export function createReadinessService({
  tx,
  readiness,
  registrations,
  audit,
  cipher,
  logger,
  currentTripId,
  tripOf,
  chosenTrip,
  guardedOn,
  clock,
  storage,
  roomsOf = noRoomsYet,
}: Deps) {
  const guarded = async (tripId: string) => (guardedOn ? guardedOn(tripId) : new Set<string>());
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

  const factsOf = (s: ReadinessSource, guards: Set<string>): TravellerFacts => ({
    guardianInParty: guards.has(s.registrationId),
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
      visaConfirmedBy: d?.visaConfirmedAt ? (s.visaConfirmedByName ?? null) : null,
      visaConfirmedAt: d?.visaConfirmedAt ? d.visaConfirmedAt.toISOString() : null,
      ...(may.care ? careOf(d) : {}),
    };
  }

  function viewOf(s: ReadinessSource, trip: TripFacts, rules: ReadinessRules, may: DetailsAllowance, guards: Set<string>): ReadinessView {
    const items = evaluateReadiness(factsOf(s, guards), trip, rules);
    return { ready: isReady(items), items, details: detailsView(s, may) };
  }

  /** The chosen trip's board: a row per active traveller, the counts, and the rules with their sources. */
  async function board(tripId?: string | null): Promise<ReadinessBoardView> {
    const trip = await chosenTrip(tripId);
    const [rules, sources, guards] = await Promise.all([rulesOf(trip.id), readiness.ofTrip(trip.id), guarded(trip.id)]);
    const rows = sources.map((s) => {
      const items = evaluateReadiness(factsOf(s, guards), trip, rules);
      return { registrationId: s.registrationId, fullName: s.fullNameAsPerPassport ?? s.fullName, ready: isReady(items), items };
    });
    return {
      tripId: trip.id,
      total: rows.length,
      readyCount: rows.filter((r) => r.ready).length,
      warnDays: rules.warnDays,
      rules: READINESS_RULE_IDS.map((id) => ({ id, parameters: parametersOf(rules[id]), checkedOn: rules[id].checkedOn, source: rules[id].source })),
      rows,
    };
  }

  const OWN: DetailsAllowance = { care: true, visaNumber: true };

  async function mineOn(userId: string, tripId: string) {
    const registration = await registrations.findByUser(userId, tripId);
    if (!registration) throw new AppError('NOT_FOUND', NO_REGISTRATION);
    const [source, trip, rules, guards] = await Promise.all([readiness.ofRegistration(registration.id), tripOf(tripId), rulesOf(tripId), guarded(tripId)]);
    if (!source) throw new AppError('NOT_FOUND', NO_REGISTRATION);
    return { ...viewOf(source, trip, rules, OWN, guards), departsOn: trip.startsOn, returnsOn: trip.endsOn };
  }

  return {
    /** The age under which a traveller of this trip is a minor (its minor-consent rule). */
    async underAgeYears(tripId: string): Promise<number> {
      return (await rulesOf(tripId)).minorConsent.underAgeYears;
    },

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
        // A visa changed since the reviewer confirmed it is no longer confirmed.
        const before = await readiness.stored(registration.id, trx);
        const visaChanged =
          !before ||
          before.visaNumber !== v.visaNumber ||
          before.visaType !== v.visaType ||
          before.visaIssuedOn !== v.visaIssuedOn ||
          before.visaExpiresOn !== v.visaExpiresOn;
        const confirmation = visaChanged
          ? { visaConfirmedBy: null, visaConfirmedAt: null }
          : { visaConfirmedBy: before.visaConfirmedBy, visaConfirmedAt: before.visaConfirmedAt };
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
            ...confirmation,
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
    board,

    /**
     * The owner edits the trip's rules (trips:manage; ADR 0119): the whole set, validated by the
     * same schema that reads it, written with an audit line naming what changed, before and after.
     * Answers the board as it reads with the new rules.
     */
    async saveRules(staffId: string, tripId: string, input: unknown): Promise<ReadinessBoardView> {
      const rules = validate(readinessRulesSchema, input);
      if (!UUID.test(tripId)) throw new AppError('NOT_FOUND', TRIP_NOT_FOUND);
      await tx.transaction(async (trx) => {
        const stored = await readiness.lockRules(tripId, trx);
        if (!stored) throw new AppError('NOT_FOUND', TRIP_NOT_FOUND);
        const parsed = readinessRulesSchema.safeParse(stored.readinessRules);
        const before = flatten(parsed.success ? parsed.data : DEFAULT_READINESS_RULES);
        const after = flatten(rules);
        const changed = Object.keys(after).filter((k) => before[k] !== after[k]);
        await readiness.saveRules(tripId, rules, trx);
        await audit.record(
          {
            actorUserId: staffId,
            action: 'readiness_rules.saved',
            entityType: 'trip',
            entityId: tripId,
            tripId,
            payload: {
              changed,
              before: Object.fromEntries(changed.map((k) => [k, before[k]])),
              after: Object.fromEntries(changed.map((k) => [k, after[k]])),
            },
          },
          trx,
        );
      });
      return board(tripId);
    },

    /**
     * The leader's emergency sheet of the chosen trip as a PDF (medical:read): a block per active
     * traveller, read in one statement (a snapshot). Each traveller whose care needs are printed
     * is a `medical.read` audit event, written before the file leaves.
     */
    async emergencySheet(staffId: string, tripId: string | null | undefined, locale: Locale): Promise<{ pdf: Uint8Array; slug: string }> {
      const trip = await chosenTrip(tripId);
      const rows = await readiness.emergencyRows(trip.id);
      const rooms = await roomsOf(
        trip.id,
        rows.map((r) => r.registrationId),
      );
      const travellers: EmergencyTraveller[] = [];
      for (const r of rows) {
        const care = r.careEncrypted ? (JSON.parse(cipher.decrypt(r.careEncrypted, aad(r.registrationId))) as Care) : EMPTY_CARE;
        const names = passportNames(r);
        const name = [names.givenNames, names.surname].filter(Boolean).join(' ') || r.fullName;
        const contact = [r.emergencyContactName, r.emergencyContactRelationship && `(${r.emergencyContactRelationship})`, r.emergencyContactEmail]
          .filter(Boolean)
          .join(' ');
        let photo: EmergencyTraveller['photo'] = null;
        if (r.photoKey && r.photoType) {
          try {
            photo = { bytes: await buffer(await storage.get(r.photoKey)), type: r.photoType };
          } catch (err) {
            logger.warn({ err, registrationId: r.registrationId }, 'emergency sheet: photo unreadable, printed without it');
          }
        }
        travellers.push({
          name,
          room: rooms.get(r.registrationId) ?? null,
          phone: r.mobilePhone ?? r.phone,
          emergencyContact: contact,
          medicalNotes: care.medicalNotes,
          diet: care.diet,
          wheelchair: care.wheelchair,
          photo,
        });
      }
      const pdf = await emergencySheetPdf({ tripName: trip.name, travellers, locale });
      await audit.recordMany(
        rows
          .filter((r) => r.careEncrypted)
          .map((r) => ({
            actorUserId: staffId,
            action: 'medical.read',
            entityType: 'trip_registration',
            entityId: r.registrationId,
            registrationId: r.registrationId,
            tripId: trip.id,
            payload: { via: 'emergency_sheet' },
          })),
      );
      return { pdf, slug: trip.slug };
    },

    /** The care needs in clear (their owner's data download: privacy.service.ts). */
    decryptCare: (registrationId: string, encrypted: string | null): Care =>
      careOf(encrypted ? ({ registrationId, careEncrypted: encrypted } as StoredTravelDetails) : null),

    /** Inside the visa's approval: the reviewer confirms the visa details given (ADR 0120). */
    confirmVisa: (registrationId: string, staffId: string, trx: Tx) => readiness.confirmVisa(registrationId, staffId, trx),

    /** Per active registration of a trip, its items that are missing or blocked (the reminders read them). */
    async blockers(tripId: string): Promise<Map<string, ReadinessItem[]>> {
      const [trip, rules, sources, guards] = await Promise.all([tripOf(tripId), rulesOf(tripId), readiness.ofTrip(tripId), guarded(tripId)]);
      return new Map(
        sources.map((s) => [
          s.registrationId,
          evaluateReadiness(factsOf(s, guards), trip, rules).filter((i) => i.status === 'missing' || i.status === 'blocked'),
        ]),
      );
    },

    /**
     * The care needs of a trip's travellers who gave some, for the leader's roster on the road
     * (docs/product.md#on-the-road): each traveller's needs read leave a `medical.read` event.
     */
    async careOfTrip(tripId: string, staffId: string): Promise<Map<string, Care>> {
      const sources = (await readiness.ofTrip(tripId)).filter((s) => s.details?.careEncrypted);
      const care = new Map(sources.map((s) => [s.registrationId, careOf(s.details)]));
      await audit.recordMany(
        sources.map((s) => ({
          actorUserId: staffId,
          action: 'medical.read',
          entityType: 'trip_registration',
          entityId: s.registrationId,
          registrationId: s.registrationId,
          tripId,
          payload: { from: 'road_roster' },
        })),
      );
      return care;
    },

    /**
     * One registration's readiness for its review page. Staff who read the traveller's medical and
     * mobility needs (there are some, and they may) leave an audit event, as a passport reveal does.
     */
    async ofRegistration(registrationId: string, may: DetailsAllowance, staffId: string): Promise<ReadinessView> {
      const source = UUID.test(registrationId) ? await readiness.ofRegistration(registrationId) : undefined;
      const tripId = source ? await registrations.tripOf(registrationId) : undefined;
      if (!source || !tripId) throw new AppError('NOT_FOUND', REGISTRATION_NOT_FOUND);
      const [trip, rules, guards] = await Promise.all([tripOf(tripId), rulesOf(tripId), guarded(tripId)]);
      const view = viewOf(source, trip, rules, may, guards);
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
