// The traveller's own data (docs/product.md#privacy; ADR 0101): a copy of everything the product
// holds about them, streamed as a ZIP (data.json and their files), and the deletion of their
// account (personal data erased, the ledger kept under a pseudonym).
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import archiver from 'archiver';
import { deleteAccountRules, PRIVACY_MESSAGES, pseudonymOf, safeArchiveSegment, SERVER_MESSAGES } from '@umrah/graphql';
import type { Transactor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import { assertHashCapacity, hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { RateLimits } from '../../lib/rate-limit.js';
import type { Storage } from '../../lib/storage.js';
import { validate } from '../../lib/validate.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { PrivacyRepository } from './privacy.repository.js';

interface Deps {
  tx: Transactor;
  privacy: PrivacyRepository;
  audit: AuditRepository;
  storage: Pick<Storage, 'get' | 'remove'>;
  limits: Pick<RateLimits, 'dataExport'>;
  decryptPassport: (registrationId: string, encrypted: string | null) => string | null;
  /** The care needs (medical notes, diet, wheelchair) in clear, for their owner (readiness.service.ts). */
  decryptCare: (registrationId: string, encrypted: string | null) => { medicalNotes: string | null; diet: string | null; wheelchair: boolean };
  logger: Logger;
  clock: () => Date;
}

export const ACCOUNT_NOT_FOUND = SERVER_MESSAGES.accountNotFound;

export function createPrivacyService({ tx, privacy, audit, storage, limits, decryptPassport, decryptCare, logger, clock }: Deps) {
  /** Everything held about the person, as data.json shows it; the passport number in clear for its owner. */
  async function dataOf(userId: string) {
    const account = await privacy.account(userId);
    if (!account) throw new AppError('NOT_FOUND', ACCOUNT_NOT_FOUND);
    const [consents, registrations, forms, travelDetails, payments, waitingList, announcements, auditLines, documents] = await Promise.all([
      privacy.consentsOf(userId),
      privacy.registrations(userId),
      privacy.forms(userId),
      privacy.travelDetails(userId),
      privacy.payments(userId),
      privacy.waitlist(userId),
      privacy.announcements(userId),
      privacy.audit(userId),
      privacy.documents(userId),
    ]);
    return {
      exportedAt: clock().toISOString(),
      account,
      consents,
      registrations,
      forms: forms.map(({ passportNumberEncrypted, ...form }) => ({
        ...form,
        passportNumber: decryptPassport(form.registrationId, passportNumberEncrypted),
      })),
      // Visa, vaccine and care needs (ADR 0120), the care in clear for their owner; who confirmed the visa stays staff's.
      travelDetails: travelDetails.map(({ careEncrypted, visaConfirmedBy: _by, tripId: _trip, ...d }) => ({
        ...d,
        ...decryptCare(d.registrationId, careEncrypted),
      })),
      payments: payments.map(({ clientKey: _key, ...p }) => p),
      waitingList,
      announcements,
      auditLines,
      documents: documents.map(({ objectKey: _key, ...d }) => ({ ...d, file: null as string | null })),
    };
  }

  return {
    /** Checks the limit and audits before the first byte: a refusal can still be a clean answer. */
    async startExport(userId: string): Promise<void> {
      await limits.dataExport(userId);
    },

    /** Streams the ZIP to `out`: data.json first, then each file, one object open at a time. */
    async exportZip(userId: string, out: Writable): Promise<number> {
      const data = await dataOf(userId);
      const docs = await privacy.documents(userId);
      const archive = archiver('zip', { zlib: { level: 6 } });
      const done = new Promise<void>((resolve, reject) => {
        out.on('close', resolve);
        out.on('finish', resolve);
        archive.on('error', reject);
        out.on('error', reject);
      });
      archive.pipe(out);
      const used = new Set<string>();
      const names = docs.map((d) => {
        // Typed by people: each part stays one name inside the folder (no "../").
        let name = `files/${safeArchiveSegment(d.tripSlug)}/${d.type}-${safeArchiveSegment(d.originalName)}`;
        if (used.has(name)) name = `files/${safeArchiveSegment(d.tripSlug)}/${d.type}-${d.id.slice(0, 8)}-${safeArchiveSegment(d.originalName)}`;
        used.add(name);
        return name;
      });
      data.documents.forEach((d, i) => (d.file = names[i]!));
      await audit.record({ actorUserId: userId, action: 'account.data_exported', entityType: 'user', entityId: userId, payload: { documents: docs.length } });
      archive.append(JSON.stringify(data, null, 2), { name: 'data.json' });
      await once(archive, 'entry');
      for (const [i, doc] of docs.entries()) {
        // Stored files are already compressed (PDF, JPEG, PNG, WebP): stored as they are.
        archive.append(await storage.get(doc.objectKey), { name: names[i]!, date: doc.uploadedAt, store: true });
        await once(archive, 'entry');
      }
      await archive.finalize();
      await done;
      return docs.length;
    },

    /** "Delete my account" (ADR 0101): refused for staff and while a registration is active. */
    async deleteAccount(userId: string, input: unknown): Promise<void> {
      const { password } = validate(deleteAccountRules, input);
      const user = await privacy.account(userId);
      if (!user || user.deletedAt) throw new AppError('NOT_FOUND', ACCOUNT_NOT_FOUND);
      if (user.role !== 'traveler') throw new AppError('FORBIDDEN', PRIVACY_MESSAGES.staff);
      assertHashCapacity();
      const hash = await privacy.passwordHash(userId);
      if (!hash || !(await verifyPassword(hash, password)))
        throw new AppError('BAD_USER_INPUT', PRIVACY_MESSAGES.password, { password: PRIVACY_MESSAGES.password });
      if (await privacy.activeRegistrations(userId)) throw new AppError('CONFLICT', PRIVACY_MESSAGES.paidRegistration);

      // Files first (each row goes once its object is gone, so a retry never deletes twice).
      let documents = 0;
      for (const d of await privacy.documentKeys(userId)) {
        await storage.remove(d.objectKey);
        documents += await privacy.deleteDocuments(userId, [d.id]);
      }
      const tag = randomBytes(8);
      const pseudonym = pseudonymOf(tag);
      const suffix = tag.toString('hex');
      const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
      await tx.transaction(async (trx) => {
        // A registration may have started meanwhile: checked again under the lock.
        await privacy.lockUser(userId, trx);
        if (await privacy.activeRegistrations(userId, trx)) throw new AppError('CONFLICT', PRIVACY_MESSAGES.paidRegistration);
        const at = clock();
        const forms = await privacy.erase(
          userId,
          { username: `deleted_${suffix}`, email: `deleted-${suffix}@deleted.invalid`, fullName: pseudonym, passwordHash, at },
          trx,
        );
        await audit.record({ actorUserId: userId, action: 'account.deleted', entityType: 'user', entityId: userId, payload: { documents, forms } }, trx);
      });
      logger.info({ userId }, 'account deleted by its owner');
    },
  };
}
export type PrivacyService = ReturnType<typeof createPrivacyService>;
