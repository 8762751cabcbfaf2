// Trip documents: upload (after the form is approved), list, share, delete, download.
// No row without its object and no object without its row: the object is written first and
// removed again if the row cannot be; a delete removes the object inside the row's transaction.
import { documentLocked, documentMetadataRules, DOCUMENT_MESSAGES, VISA_LOCKED } from '@umrah/graphql';
import type { Knex } from 'knex';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { AppError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import type { Storage } from '../../lib/storage.js';
import { ALLOWED_TYPES, EMPTY_FILE, NOT_ALLOWED, sniffFile, type SpooledFile } from '../../lib/uploads.js';
import { validate } from '../../lib/validate.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { RegistrationRepository } from '../registration/registration.repository.js';
import type { User } from '../users/users.repository.js';
import type { DocumentsRepository, TripDocument } from './documents.repository.js';

export const NEED_REGISTRATION = 'You need to register for the trip before you can upload documents.';
export const NEED_APPROVAL = 'Your registration form needs to be approved before you can upload documents.';
export const DOCUMENT_NOT_FOUND = 'Document not found';
export { VISA_LOCKED };
export const STORAGE_DOWN = 'Document storage is unavailable. Please try again later.';

export interface DocumentView {
  id: string;
  type: TripDocument['type'];
  /** The stored name (random, original extension): GET /uploads/{filename} opens it. */
  filename: string;
  originalName: string;
  url: string;
  contentType: string;
  isPublic: boolean;
  uploadedAt: string;
  metadata: { size: number; description: string | null };
}

/** What other travellers see of a shared document: nothing about its owner. */
export interface SharedDocumentView extends DocumentView {
  description: string | null;
  sharedAt: string;
}

const toView = (d: TripDocument): DocumentView => ({
  id: d.id,
  type: d.type,
  filename: d.objectKey,
  originalName: d.originalName,
  url: `/uploads/${d.objectKey}`,
  contentType: d.contentType,
  isPublic: d.isPublic,
  uploadedAt: d.uploadedAt.toISOString(),
  metadata: { size: d.size, description: d.description },
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|jpg|png|webp)$/;

/** A name safe to store and to put in a Content-Disposition header. */
export function cleanName(name: string | undefined, ext: string): string {
  const base = (name ?? '').split(/[\\/]/).pop()!.replace(/[^\w.\- ()]+/g, '_').replace(/^\.+/, '').slice(0, 200).trim();
  return base || `document.${ext}`;
}

interface Deps {
  db: Knex;
  documents: DocumentsRepository;
  registrations: RegistrationRepository;
  audit: AuditRepository;
  storage: Storage;
  logger: Logger;
}

export function createDocumentsService({ db, documents, registrations, audit, storage, logger }: Deps) {
  const storageCall = async <T>(what: string, fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (err) {
      logger.error({ err, what }, 'object storage failed');
      throw new AppError('SERVICE_UNAVAILABLE', STORAGE_DOWN);
    }
  };

  /** The traveller's step allows uploads: a cheap refusal before the body is read. */
  async function assertCanUpload(user: User): Promise<void> {
    const registration = await registrations.findByUser(user.id);
    if (!registration) throw new AppError('CONFLICT', NEED_REGISTRATION);
    if (!registration.formApproved) throw new AppError('CONFLICT', NEED_APPROVAL);
  }

  return {
    assertCanUpload,
    checkMetadata: (metadata: unknown) => validate(documentMetadataRules, metadata),

    async upload(user: User, file: SpooledFile | undefined, originalName: string | undefined, metadata: unknown): Promise<DocumentView> {
      if (!file) throw new AppError('BAD_USER_INPUT', DOCUMENT_MESSAGES.noFile, { file: DOCUMENT_MESSAGES.noFile });
      // The callers ran assertCanUpload before reading the body; the authoritative check is
      // repeated under the registration's lock below.
      const meta = validate(documentMetadataRules, metadata);
      if (file.size === 0) throw new AppError('BAD_USER_INPUT', EMPTY_FILE, { file: EMPTY_FILE });
      const contentType = await sniffFile(file.path);
      if (!contentType) throw new AppError('BAD_USER_INPUT', NOT_ALLOWED, { file: NOT_ALLOWED });
      const ext = ALLOWED_TYPES[contentType];
      const objectKey = `${randomUUID()}.${ext}`;

      await storageCall('put', () => storage.putFile(objectKey, file.path, file.size, contentType));
      try {
        const doc = await db.transaction(async (trx) => {
          const registration = await registrations.lockByUser(user.id, trx);
          if (!registration) throw new AppError('CONFLICT', NEED_REGISTRATION);
          if (!registration.formApproved) throw new AppError('CONFLICT', NEED_APPROVAL);
          const saved = await documents.insert(
            {
              userId: user.id,
              registrationId: registration.id,
              type: meta.type,
              originalName: cleanName(originalName, ext),
              objectKey,
              contentType,
              size: file.size,
              description: meta.description,
              isPublic: meta.isPublic,
            },
            trx,
          );
          if (meta.type === 'visa' && !registration.visaSubmitted) {
            await registrations.patch(registration.id, { visaSubmitted: true, status: 'VISA_SUBMITTED' }, trx);
          }
          await audit.record({ actorUserId: user.id, action: 'document.uploaded', entityType: 'trip_document', entityId: saved.id, payload: { type: meta.type } }, trx);
          return saved;
        });
        return toView(doc);
      } catch (err) {
        // The row did not land: the object must not stay behind.
        await storage.remove(objectKey).catch((removeErr) => logger.error({ err: removeErr, objectKey }, 'could not remove the object of a failed upload'));
        throw err;
      }
    },

    async mine(userId: string): Promise<DocumentView[]> {
      return (await documents.listByUser(userId)).map(toView);
    },

    async shared(userId: string): Promise<SharedDocumentView[]> {
      return (await documents.listPublic(userId)).map((d) => ({ ...toView(d), description: d.description, sharedAt: d.uploadedAt.toISOString() }));
    },

    /** Owner or admin. Deleting the last visa document before approval takes the visa step back. */
    async remove(actor: User, id: string): Promise<void> {
      if (!UUID.test(id)) throw new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND);
      await db.transaction(async (trx) => {
        const doc = await documents.lockById(id, trx);
        // Someone else's document does not exist, as far as this caller can tell.
        if (!doc || (doc.userId !== actor.id && actor.role !== 'admin')) throw new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND);
        const registration = await registrations.lockById(doc.registrationId, trx);
        if (documentLocked(doc.type, registration)) throw new AppError('CONFLICT', VISA_LOCKED);
        await documents.delete(id, trx);
        if (doc.type === 'visa' && registration?.visaSubmitted && (await documents.countVisa(registration.id, trx)) === 0) {
          await registrations.patch(registration.id, { visaSubmitted: false, status: 'FORM_APPROVED' }, trx);
        }
        await audit.record({ actorUserId: actor.id, action: 'document.deleted', entityType: 'trip_document', entityId: id, payload: { type: doc.type, owner: doc.userId } }, trx);
        // Inside the transaction: if storage refuses, the row stays too.
        await storageCall('remove', () => storage.remove(doc.objectKey));
      });
    },

    /** The object for GET /uploads/{key}: owner, admin, or any signed-in user when public; else 404. */
    async open(viewer: User | undefined, key: string): Promise<{ doc: TripDocument; body: Readable }> {
      const notFound = () => new AppError('NOT_FOUND', 'Not found');
      if (!viewer || !KEY.test(key)) throw notFound();
      const doc = await documents.findByKey(key);
      if (!doc) throw notFound();
      const allowed = doc.userId === viewer.id || viewer.role === 'admin' || doc.isPublic;
      if (!allowed) throw notFound();
      return { doc, body: await storageCall('get', () => storage.get(key)) };
    },
  };
}
export type DocumentsService = ReturnType<typeof createDocumentsService>;
