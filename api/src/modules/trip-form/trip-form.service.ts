// The registration form: save progress (drafts) and submit, with the passport number encrypted.
import { tripFormDraftRules, tripFormRules, type TripFormDraft } from '@umrah/graphql';
import type { Knex } from 'knex';
import type { FieldCipher } from '../../lib/cipher.js';
import { AppError, forbidden } from '../../lib/errors.js';
import { validate } from '../../lib/validate.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { Registration, RegistrationRepository } from '../registration/registration.repository.js';
import type { StoredTripForm, TripFormColumns, TripFormRepository } from './trip-form.repository.js';

export const NO_REGISTRATION = 'No active registration found';
export const DEPOSIT_REQUIRED = 'Your deposit must be paid before you can complete the registration form.';
export const FORM_LOCKED = 'Your registration form has been approved and can no longer be changed.';

export type TripFormView = Omit<StoredTripForm, 'registrationId' | 'passportNumberEncrypted' | 'submittedAt' | 'updatedAt'> & {
  tripRegistrationId: string;
  passportNumber: string | null;
  submittedAt: string | null;
  updatedAt: string;
};

interface Deps {
  db: Knex;
  forms: TripFormRepository;
  registrations: RegistrationRepository;
  audit: AuditRepository;
  cipher: FieldCipher;
}

export function createTripFormService({ db, forms, registrations, audit, cipher }: Deps) {
  // The ciphertext is bound to its registration: copied onto another row it does not decrypt.
  const aad = (registrationId: string) => `trip_forms.passport_number:${registrationId}`;

  function toView(f: StoredTripForm): TripFormView {
    const { registrationId, passportNumberEncrypted, submittedAt, updatedAt, ...rest } = f;
    return {
      ...rest,
      tripRegistrationId: registrationId,
      passportNumber: passportNumberEncrypted ? cipher.decrypt(passportNumberEncrypted, aad(registrationId)) : null,
      submittedAt: submittedAt ? submittedAt.toISOString() : null,
      updatedAt: updatedAt.toISOString(),
    };
  }

  function toColumns(registrationId: string, v: TripFormDraft): TripFormColumns {
    const { passportNumber, ...rest } = v;
    return { ...rest, passportNumberEncrypted: passportNumber ? cipher.encrypt(passportNumber, aad(registrationId)) : null };
  }

  return {
    async get(userId: string): Promise<TripFormView | null> {
      const registration = await registrations.findByUser(userId);
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
      const values: TripFormDraft = submit ? validate(tripFormRules, fields) : validate(tripFormDraftRules, fields);
      return db.transaction(async (trx) => {
        // Locked, so an approval cannot slip in between this check and the write.
        const registration: Registration | undefined = await registrations.lockByUser(userId, trx);
        if (!registration) throw new AppError('NOT_FOUND', NO_REGISTRATION);
        if (tripRegistrationId != null && tripRegistrationId !== registration.id) throw forbidden();
        if (!registration.depositPaid) throw new AppError('CONFLICT', DEPOSIT_REQUIRED);
        if (registration.formApproved) throw new AppError('CONFLICT', FORM_LOCKED);
        const saved = await forms.upsert(registration.id, toColumns(registration.id, values), { submitted: submit }, trx);
        if (submit) {
          await registrations.patch(registration.id, { formSubmitted: true, status: 'FORM_SUBMITTED' }, trx);
          await audit.record({ actorUserId: userId, action: 'form.submitted', entityType: 'trip_registration', entityId: registration.id }, trx);
        }
        return toView(saved);
      });
    },

    /** Whether the stored form passes every Submit rule. */
    async isComplete(registrationId: string, trx: Knex): Promise<boolean> {
      const form = await forms.find(registrationId, trx);
      if (!form) return false;
      const { tripRegistrationId: _id, submittedAt: _s, updatedAt: _u, ...fields } = toView(form);
      return tripFormRules.safeParse(fields).success;
    },
  };
}
export type TripFormService = ReturnType<typeof createTripFormService>;
