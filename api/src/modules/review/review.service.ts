// The admin's review of one registration: everything the traveller submitted, the passport
// number masked until an audited reveal, and the registration's history.
import { SERVER_MESSAGES } from '@umrah/graphql';
import type { Transactor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import { toDocumentView, type DocumentView } from '../documents/documents.service.js';
import type { DocumentsRepository } from '../documents/documents.repository.js';
import { toProfileView, type ProfileView } from '../profile/profile.service.js';
import { REGISTRATION_NOT_FOUND, toRegistrationView, UUID, type RegistrationView } from '../registration/registration.service.js';
import type { RegistrationRepository } from '../registration/registration.repository.js';
import type { TripFormService } from '../trip-form/trip-form.service.js';
import type { UsersRepository } from '../users/users.repository.js';
import { toTimelineEntry, type TimelineEntryView } from './timeline.js';

export const NO_PASSPORT_NUMBER = SERVER_MESSAGES.noPassportNumber;

export interface RegistrationReviewView {
  registration: RegistrationView;
  traveller: ProfileView;
  form: Awaited<ReturnType<TripFormService['forReview']>>;
  documents: DocumentView[];
  timeline: TimelineEntryView[];
}

interface Deps {
  tx: Transactor;
  registrations: RegistrationRepository;
  users: UsersRepository;
  tripForm: TripFormService;
  documents: DocumentsRepository;
  audit: AuditRepository;
}

export function createReviewService({ tx, registrations, users, tripForm, documents, audit }: Deps) {
  const notFound = () => new AppError('NOT_FOUND', REGISTRATION_NOT_FOUND);

  return {
    /**
     * Anyone on the roster may open a registration (ADR 0102); its documents are shown to staff who
     * read documents, and even the masked passport number only to staff who may reveal it.
     */
    async review(id: string, may: { documents: boolean; passports: boolean }): Promise<RegistrationReviewView> {
      const registration = UUID.test(id) ? await registrations.findWithUser(id) : undefined;
      if (!registration) throw notFound();
      const [traveller, form, docs, events] = await Promise.all([
        users.findById(registration.userId),
        tripForm.forReview(id),
        documents.listByRegistration(id),
        audit.forRegistration(id),
      ]);
      if (!traveller) throw notFound();
      return {
        registration: toRegistrationView(registration),
        traveller: toProfileView(traveller),
        form: form && !may.passports ? { ...form, passportNumberMasked: null } : form,
        documents: may.documents ? docs.map(toDocumentView) : [],
        timeline: events.map(toTimelineEntry),
      };
    },

    /** The passport number in clear; the reveal is audited in the same transaction. */
    async revealPassportNumber(adminId: string, id: string): Promise<string> {
      if (!UUID.test(id)) throw notFound();
      return tx.transaction(async (trx) => {
        const registration = await registrations.lockById(id, trx);
        if (!registration) throw notFound();
        const number = await tripForm.passportNumberOf(id);
        if (!number) throw new AppError('NOT_FOUND', NO_PASSPORT_NUMBER);
        await audit.record({ actorUserId: adminId, action: 'passport.revealed', entityType: 'trip_registration', entityId: id, registrationId: id }, trx);
        return number;
      });
    },
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;
