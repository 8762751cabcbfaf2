// The registration status machine (ARCHITECTURE.md §4). Every step checks its precondition and
// changes the flags, the status and the audit log in one transaction, under a row lock.
import { registrationProgress } from '@umrah/graphql';
import type { Knex } from 'knex';
import { AppError } from '../../lib/errors.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { Registration, RegistrationRepository, RegistrationWithUser, StepPatch } from './registration.repository.js';

export const TRIP_FULL = 'The trip is full';
export const REGISTRATION_NOT_FOUND = 'Registration not found';

export interface RegistrationView {
  id: string;
  status: Registration['status'];
  createdAt: string;
  updatedAt: string;
  depositPaid: boolean;
  formSubmitted: boolean;
  formApproved: boolean;
  visaSubmitted: boolean;
  visaApproved: boolean;
  finalPaid: boolean;
  progress: number;
  user?: { id: string; username: string; profile: { fullName: string | null; email: string | null; phone: string | null } };
}

export function toRegistrationView(r: Registration | RegistrationWithUser): RegistrationView {
  const view: RegistrationView = {
    id: r.id,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    depositPaid: r.depositPaid,
    formSubmitted: r.formSubmitted,
    formApproved: r.formApproved,
    visaSubmitted: r.visaSubmitted,
    visaApproved: r.visaApproved,
    finalPaid: r.finalPaid,
    progress: registrationProgress(r),
  };
  if ('user' in r) {
    const { id, username, fullName, email, phone } = r.user;
    view.user = { id, username, profile: { fullName, email, phone } };
  }
  return view;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new AppError('NOT_FOUND', REGISTRATION_NOT_FOUND);
const wrongStep = (message: string) => new AppError('CONFLICT', message);

interface Deps {
  db: Knex;
  registrations: RegistrationRepository;
  audit: AuditRepository;
  /** The group limit (CMS groupSize, default 45). */
  groupSize: () => Promise<number>;
  /** Whether the stored form passes every Submit rule (an approval never approves a partial draft). */
  formIsComplete: (registrationId: string, trx: Knex) => Promise<boolean>;
}

interface AdminStep {
  action: string;
  /** Answers the refusal message when the step does not apply now, else undefined. */
  refuse: (r: Registration) => string | undefined;
  patch: (r: Registration) => StepPatch;
  extraCheck?: (r: Registration, trx: Knex) => Promise<string | undefined>;
}

export function createRegistrationService({ db, registrations, audit, groupSize, formIsComplete }: Deps) {
  async function adminStep(adminId: string, id: string, step: AdminStep): Promise<RegistrationView> {
    if (!UUID.test(id)) throw notFound();
    return db.transaction(async (trx) => {
      const current = await registrations.lockById(id, trx);
      if (!current) throw notFound();
      const refusal = step.refuse(current) ?? (await step.extraCheck?.(current, trx));
      if (refusal) throw wrongStep(refusal);
      const next = await registrations.patch(id, step.patch(current), trx);
      await audit.record(
        { actorUserId: adminId, action: step.action, entityType: 'trip_registration', entityId: id, payload: { from: current.status, to: next.status } },
        trx,
      );
      // Answered with the traveller, like the admin list, so a client cache keeps the row whole.
      return toRegistrationView((await registrations.findWithUser(id, trx))!);
    });
  }

  return {
    async mine(userId: string): Promise<RegistrationView | null> {
      const r = await registrations.findByUser(userId);
      return r ? toRegistrationView(r) : null;
    },

    /** Starts the traveller's registration; a second start answers the first (double click). */
    async start(userId: string): Promise<{ registration: RegistrationView; created: boolean }> {
      const limit = await groupSize();
      return db.transaction(async (trx) => {
        await registrations.lockStarts(trx);
        const existing = await registrations.findByUser(userId, trx);
        if (existing) return { registration: toRegistrationView(existing), created: false };
        if ((await registrations.count(trx)) >= limit) throw new AppError('FULL', TRIP_FULL);
        const created = await registrations.insert(userId, trx);
        await audit.record({ actorUserId: userId, action: 'registration.started', entityType: 'trip_registration', entityId: created.id }, trx);
        return { registration: toRegistrationView(created), created: true };
      });
    },

    async list(): Promise<RegistrationView[]> {
      return (await registrations.listWithUsers()).map(toRegistrationView);
    },

    markDepositPaid: (adminId: string, id: string) =>
      adminStep(adminId, id, {
        action: 'registration.deposit_paid',
        refuse: (r) => (r.depositPaid ? 'The deposit is already marked as paid.' : undefined),
        patch: () => ({ depositPaid: true, status: 'DEPOSIT_PAID', by: { step: 'deposit_paid', userId: adminId } }),
      }),

    approveForm: (adminId: string, id: string) =>
      adminStep(adminId, id, {
        action: 'registration.form_approved',
        refuse: (r) =>
          r.formApproved
            ? 'The registration form is already approved.'
            : !r.formSubmitted
              ? 'The registration form has not been submitted yet.'
              : undefined,
        extraCheck: async (r, trx) =>
          (await formIsComplete(r.id, trx)) ? undefined : 'The registration form is incomplete; the traveller must submit it again.',
        patch: () => ({ formApproved: true, status: 'FORM_APPROVED', by: { step: 'form_approved', userId: adminId } }),
      }),

    approveVisa: (adminId: string, id: string) =>
      adminStep(adminId, id, {
        action: 'registration.visa_approved',
        refuse: (r) =>
          r.visaApproved ? 'The visa is already approved.' : !r.visaSubmitted ? 'No visa documents have been submitted yet.' : undefined,
        patch: () => ({ visaApproved: true, status: 'VISA_APPROVED', by: { step: 'visa_approved', userId: adminId } }),
      }),

    recordFinalPayment: (adminId: string, id: string) =>
      adminStep(adminId, id, {
        action: 'registration.final_paid',
        refuse: (r) =>
          r.finalPaid
            ? 'The final payment is already recorded.'
            : !r.visaApproved
              ? 'The visa must be approved before the final payment is recorded.'
              : undefined,
        patch: () => ({ finalPaid: true, status: 'COMPLETED', by: { step: 'final_paid', userId: adminId } }),
      }),
  };
}
export type RegistrationService = ReturnType<typeof createRegistrationService>;
