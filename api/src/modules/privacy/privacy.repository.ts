// What the product holds about one person, read for their data export, and erased when they
// delete their account (ADR 0101). A subject-access read spans every table that names the person
// by design: this repository is the one place that knows them all (docs/architecture.md#privacy).
import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import { AnnouncementRecipientModel } from '../announcements/announcement-recipient.model.js';
import { AuditEventModel } from '../audit/audit-event.model.js';
import { TripDocumentModel } from '../documents/document.model.js';
import { PaymentModel } from '../payments/payment.model.js';
import { TripRegistrationModel } from '../registration/registration.model.js';
import { WaitlistEntryModel } from '../seats/waitlist-entry.model.js';
import { TripFormModel } from '../trip-form/trip-form.model.js';
import { TravelDetailsModel } from '../readiness/travel-details.model.js';
import { UserModel } from '../users/user.model.js';
import { plain } from '../../lib/model.js';
import { EmailVerificationTokenModel } from '../auth/email-verification-token.model.js';
import { PasswordResetTokenModel } from '../auth/password-reset-token.model.js';
import { OutboxMessageModel } from '../messages/outbox-message.model.js';
import { ConsentModel } from './consent.model.js';

export interface Consent {
  noticeVersion: string;
  source: 'form' | 'api';
  acceptedAt: Date;
  ip: string | null;
}

export interface ExportDocument {
  id: string;
  registrationId: string;
  tripSlug: string;
  type: string;
  originalName: string;
  objectKey: string;
  contentType: string;
  sizeBytes: number;
  description: string | null;
  isPublic: boolean;
  uploadedAt: Date;
}

export function createPrivacyRepository(db: Knex) {
  const registrationIdsOf = (userId: string, trx: Knex = db) => TripRegistrationModel.query(trx).where({ user_id: userId }).select('id');
  return {
    async recordConsent(userId: string, c: { noticeVersion: string; source: 'form' | 'api'; ip: string | null }, trx: Knex): Promise<void> {
      await ConsentModel.query(trx).insert({ userId, noticeVersion: c.noticeVersion, source: c.source, ip: c.ip || null });
    },
    async consentsOf(userId: string): Promise<Consent[]> {
      return ConsentModel.query(db)
        .where({ user_id: userId })
        .orderBy('accepted_at')
        .select('notice_version', 'source', 'accepted_at', 'ip')
        .castTo<Consent[]>();
    },

    // The export's reads: the person's rows, each table's own columns (camelCase through the models).
    async account(userId: string) {
      const m = await UserModel.query(db).findById(userId);
      if (!m) return undefined;
      const { passwordHash: _hash, ...account } = plain(m);
      return account;
    },
    async registrations(userId: string) {
      const rows = await TripRegistrationModel.query(db)
        .alias('r')
        .join('trips as t', 't.id', 'r.trip_id')
        .where('r.user_id', userId)
        .orderBy('r.created_at')
        .select('r.*', 't.name as trip_name', 't.slug as trip_slug');
      return rows.map((r) => plain(r) as ModelObject<TripRegistrationModel> & { tripName: string; tripSlug: string });
    },
    async forms(userId: string) {
      return (await TripFormModel.query(db).whereIn('registration_id', registrationIdsOf(userId))).map(plain);
    },
    /** What the traveller gave for each trip (visa, vaccine; care needs still encrypted). */
    async travelDetails(userId: string) {
      return (await TravelDetailsModel.query(db).whereIn('registration_id', registrationIdsOf(userId)).orderBy('updated_at')).map(plain);
    },
    async payments(userId: string) {
      return (await PaymentModel.query(db).whereIn('registration_id', registrationIdsOf(userId)).orderBy('receipt_number')).map(plain);
    },
    async waitlist(userId: string) {
      return (await WaitlistEntryModel.query(db).where({ user_id: userId }).orderBy('created_at')).map(plain);
    },
    async announcements(userId: string) {
      return AnnouncementRecipientModel.query(db)
        .alias('ar')
        .join('announcements as a', 'a.id', 'ar.announcement_id')
        .where('ar.user_id', userId)
        .orderBy('a.created_at')
        .select('a.id', 'a.subject', 'a.body', 'a.created_at', 'ar.dismissed_at')
        .castTo<{ id: string; subject: string; body: string; createdAt: Date; dismissedAt: Date | null }[]>();
    },
    /** Audit lines the person caused or that concern them (their registrations, their account). */
    async audit(userId: string) {
      return (
        await AuditEventModel.query(db)
          .where((q) =>
            q
              .where('actor_user_id', userId)
              .orWhereIn('registration_id', registrationIdsOf(userId))
              .orWhere((w) => w.where({ entity_type: 'user', entity_id: userId })),
          )
          .orderBy('id')
          .select('id', 'action', 'entity_type', 'entity_id', 'registration_id', 'trip_id', 'payload', 'created_at')
      ).map(plain);
    },
    async documents(userId: string): Promise<ExportDocument[]> {
      return TripDocumentModel.query(db)
        .alias('d')
        .join('trips as t', 't.id', 'd.trip_id')
        .where('d.user_id', userId)
        .orderBy('d.uploaded_at')
        .select(
          'd.id',
          'd.registration_id',
          't.slug as trip_slug',
          'd.type',
          'd.original_name',
          'd.object_key',
          'd.content_type',
          'd.size_bytes',
          'd.description',
          'd.is_public',
          'd.uploaded_at',
        )
        .castTo<ExportDocument[]>();
    },

    // The deletion's writes.
    /** Registrations on trips that have not come back and are not cancelled: they block a deletion. */
    async activeRegistrations(userId: string, trx: Knex = db): Promise<number> {
      return TripRegistrationModel.query(trx)
        .alias('r')
        .join('trips as t', 't.id', 'r.trip_id')
        .where('r.user_id', userId)
        .whereNull('r.cancelled_at')
        .whereNotIn('t.status', ['returned', 'archived'])
        .resultSize();
    },
    async lockUser(userId: string, trx: Knex): Promise<void> {
      await UserModel.query(trx).findById(userId).forUpdate();
    },
    async passwordHash(userId: string): Promise<string | undefined> {
      return (await UserModel.query(db).findById(userId).select('password_hash'))?.passwordHash ?? undefined;
    },
    async documentKeys(userId: string): Promise<{ id: string; objectKey: string }[]> {
      return TripDocumentModel.query(db).where({ user_id: userId }).select('id', 'object_key');
    },
    async deleteDocuments(userId: string, ids: string[]): Promise<number> {
      if (!ids.length) return 0;
      return TripDocumentModel.query(db).where({ user_id: userId }).whereIn('id', ids).delete();
    },
    /** Erases everything but the pseudonymised row the ledger points at; answers the forms deleted. */
    async erase(userId: string, p: { username: string; email: string; fullName: string; passwordHash: string; at: Date }, trx: Knex): Promise<number> {
      const forms = await TripFormModel.query(trx).whereIn('registration_id', registrationIdsOf(userId, trx)).delete();
      await TravelDetailsModel.query(trx).whereIn('registration_id', registrationIdsOf(userId, trx)).delete();
      await WaitlistEntryModel.query(trx)
        .where({ user_id: userId })
        .whereIn('state', ['waiting', 'offered'])
        .patch({ state: 'left', closedAt: p.at, updatedAt: p.at });
      await AnnouncementRecipientModel.query(trx).where({ user_id: userId }).delete();
      await EmailVerificationTokenModel.query(trx).where({ user_id: userId }).delete();
      await PasswordResetTokenModel.query(trx).where({ user_id: userId }).delete();
      // Unsent emails to them are dropped; sent ones lose the address.
      await OutboxMessageModel.query(trx).where({ recipient_user_id: userId }).whereNot({ status: 'sent' }).delete();
      await OutboxMessageModel.query(trx).where({ recipient_user_id: userId }).patch({ toEmail: p.email, payload: {} });
      await ConsentModel.query(trx).where({ user_id: userId }).patch({ ip: null });
      await UserModel.query(trx).findById(userId).patch({
        username: p.username,
        email: p.email,
        phone: '0000000000',
        fullName: p.fullName,
        passwordHash: p.passwordHash,
        passwordChangedAt: p.at,
        emailVerifiedAt: null,
        remindersOptOut: true,
        deletedAt: p.at,
        updatedAt: p.at,
      });
      return forms;
    },
  };
}
export type PrivacyRepository = ReturnType<typeof createPrivacyRepository>;
