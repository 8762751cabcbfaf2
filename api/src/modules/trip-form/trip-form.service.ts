// The registration form: save progress (drafts) and submit, with the passport number encrypted.
import { JOURNEY_MESSAGES, manifestName, tripFormDraftRules, tripFormRulesFor, type TripFacts, type TripFormDraft, SERVER_MESSAGES } from '@umrah/graphql';
import type { FieldCipher } from '../../lib/cipher.js';
import type { Transactor, Tx } from '../../lib/db.js';
import { AppError, forbidden } from '../../lib/errors.js';
import { validate } from '../../lib/validate.js';
import type { JourneyStore } from '../registration/journey.store.js';
import type { Registration, RegistrationRepository } from '../registration/registration.repository.js';
import type { StoredTripForm, TripFormColumns, TripFormRepository } from './trip-form.repository.js';

export const NO_REGISTRATION = SERVER_MESSAGES.noRegistration;
export const DEPOSIT_REQUIRED = JOURNEY_MESSAGES.depositRequired;
export const FORM_LOCKED = JOURNEY_MESSAGES.formLocked;

export type TripFormView = Omit<StoredTripForm, 'registrationId' | 'passportNumberEncrypted' | 'submittedAt' | 'updatedAt'> & {
  tripRegistrationId: string;
  passportNumber: string | null;
  submittedAt: string | null;
  updatedAt: string;
};

interface Deps {
  tx: Transactor;
  forms: TripFormRepository;
  registrations: RegistrationRepository;
  journey: JourneyStore;
  cipher: FieldCipher;
  /** The trip the traveller's routes act on (the current one). */
  currentTripId: () => Promise<string>;
  /** The facts of a registration's trip (the current trip when there is no registration). */
  tripOf: (tripId: string | undefined) => Promise<TripFacts>;
}

/** All but the last two characters hidden: enough to match a document, not to use the number. */
export function maskPassport(passportNumber: string): string {
  return `${'•'.repeat(Math.max(3, passportNumber.length - 2))}${passportNumber.slice(-2)}`;
}

export function createTripFormService({ tx, forms, registrations, journey, cipher, currentTripId, tripOf }: Deps) {
  // The passport cut-off is the trip's (docs/product.md#trips): the rules are made once per date.
  const rulesByDate = new Map<string, ReturnType<typeof tripFormRulesFor>>();
  const submitRules = async (tripId: string | undefined) => {
    const { passportValidAfter } = await tripOf(tripId);
    let rules = rulesByDate.get(passportValidAfter);
    if (!rules) rulesByDate.set(passportValidAfter, (rules = tripFormRulesFor(passportValidAfter)));
    return rules;
  };

  // The ciphertext is bound to its registration: copied onto another row it does not decrypt.
  const aad = (registrationId: string) => `trip_forms.passport_number:${registrationId}`;

  const decryptPassport = (registrationId: string, encrypted: string | null): string | null =>
    encrypted ? cipher.decrypt(encrypted, aad(registrationId)) : null;

  function toView(f: StoredTripForm): TripFormView {
    const { registrationId, passportNumberEncrypted, submittedAt, updatedAt, ...rest } = f;
    return {
      ...rest,
      tripRegistrationId: registrationId,
      passportNumber: decryptPassport(registrationId, passportNumberEncrypted),
      submittedAt: submittedAt ? submittedAt.toISOString() : null,
      updatedAt: updatedAt.toISOString(),
    };
  }

  function toColumns(registrationId: string, v: TripFormDraft): TripFormColumns {
    const { passportNumber, ...rest } = v;
    // Surname and given names left blank are filled from the full name, as the manifest splits it (ADR 0127).
    const split = rest.passportSurname || !rest.fullNameAsPerPassport ? null : manifestName(rest.fullNameAsPerPassport);
    if (split) Object.assign(rest, { passportSurname: split.surname || null, passportGivenNames: split.givenNames || null });
    return { ...rest, passportNumberEncrypted: passportNumber ? cipher.encrypt(passportNumber, aad(registrationId)) : null };
  }

  return {
    async get(userId: string): Promise<TripFormView | null> {
      const registration = await registrations.findByUser(userId, await currentTripId());
      if (!registration) throw new AppError('NOT_FOUND', NO_REGISTRATION);
      const form = await forms.find(registration.id);
      return form ? toView(form) : null;
    },

    /**
     * submit: every rule of spec §5, then FORM_SUBMITTED. Save progress: only what is filled is
     * checked, and the status never changes. Refused before the deposit and after approval.
     */
    async save(userId: string, input: Record<string, unknown>, submit: boolean): Promise<TripFormView> {
      const { tripRegistrationId, ...fields } = input ?? {};
      const tripId = await currentTripId();
      const values: TripFormDraft = submit ? validate(await submitRules(tripId), fields) : validate(tripFormDraftRules, fields);
      return tx.transaction(async (trx) => {
        // Locked, so an approval cannot slip in between this check and the write.
        const registration: Registration | undefined = await registrations.lockByUser(userId, tripId, trx);
        if (!registration) throw new AppError('NOT_FOUND', NO_REGISTRATION);
        if (tripRegistrationId != null && tripRegistrationId !== registration.id) throw forbidden();
        await journey.apply(trx, userId, registration, { type: submit ? 'SUBMIT_FORM' : 'SAVE_FORM' });
        const saved = await forms.upsert(registration.id, toColumns(registration.id, values), { submitted: submit }, trx);
        return toView(saved);
      });
    },

    /** Whether the stored form passes every Submit rule. */
    async isComplete(registrationId: string, trx: Tx): Promise<boolean> {
      const form = await forms.find(registrationId, trx);
      if (!form) return false;
      const { tripRegistrationId: _id, submittedAt: _s, updatedAt: _u, ...fields } = toView(form);
      const registration = await registrations.findWithUser(registrationId, trx);
      return (await submitRules(registration?.tripId)).safeParse(fields).success;
    },

    /** An admin's read of a traveller's form, the passport number masked (revealPassportNumber shows it). */
    async forReview(registrationId: string): Promise<(TripFormView & { passportNumberMasked: string | null }) | null> {
      const form = await forms.find(registrationId);
      if (!form) return null;
      const view = toView(form);
      return { ...view, passportNumber: null, passportNumberMasked: view.passportNumber ? maskPassport(view.passportNumber) : null };
    },

    /** The passport number in clear, for an admin's audited reveal or export. */
    async passportNumberOf(registrationId: string): Promise<string | null> {
      return decryptPassport(registrationId, (await forms.find(registrationId))?.passportNumberEncrypted ?? null);
    },

    decryptPassport,
  };
}
export type TripFormService = ReturnType<typeof createTripFormService>;
