// Trip documents: upload (after the form is approved), list, share, delete, download.
// No row without its object and no object without its row: the object is written first and
// removed again if the row cannot be; a delete removes the object inside the row's transaction.
import { can, documentMetadataRules, DOCUMENT_MESSAGES, JOURNEY_MESSAGES, roleCan, type Permission, type StaffRole, SERVER_MESSAGES } from '@umrah/graphql';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { AppError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import type { Storage } from '../../lib/storage.js';
import { ALLOWED_TYPES, EMPTY_FILE, nameForType, NOT_ALLOWED, sniffFile, type SpooledFile } from '../../lib/uploads.js';
import { validate } from '../../lib/validate.js';
import type { Transactor, Tx } from '../../lib/db.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { JourneyStore } from '../registration/journey.store.js';
import type { RegistrationRepository } from '../registration/registration.repository.js';
import type { DocumentsRepository, TripDocument } from './documents.repository.js';

/** Who acts: an account's id and role (the request's viewer). */
type Actor = { id: string; role: string; staffRole?: StaffRole | null };
/** Staff whose role holds the permission (ADR 0102): they act on any traveller's documents. */
const staffMay = (actor: Actor, permission: Permission) => actor.role === 'admin' && roleCan(actor.staffRole ?? null, permission);

export const NEED_REGISTRATION = SERVER_MESSAGES.needRegistration;
export const NEED_APPROVAL = JOURNEY_MESSAGES.documentsNeedApproval;
export const DOCUMENT_NOT_FOUND = SERVER_MESSAGES.documentNotFound;
export const VISA_LOCKED = JOURNEY_MESSAGES.visaLocked;
export const STORAGE_DOWN = SERVER_MESSAGES.storageDown;
const quotaCount = (n: number) => `You can keep at most ${n} documents. Delete one to upload another.`;
const quotaBytes = (mb: number) => `Your documents can take at most ${mb} MB in total. Delete one to upload another.`;

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

export const toDocumentView = (d: TripDocument): DocumentView => ({
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

interface Deps {
  tx: Transactor;
  documents: DocumentsRepository;
  registrations: RegistrationRepository;
  journey: JourneyStore;
  audit: AuditRepository;
  storage: Storage;
  logger: Logger;
  /** Per traveller and trip: documents kept and their total size. */
  quota: { count: number; megabytes: number };
  /** The trip the traveller's routes act on (the current one). */
  currentTripId: () => Promise<string>;
}

export function createDocumentsService({ tx, documents, registrations, journey, audit, storage, logger, quota, currentTripId }: Deps) {
  /** Refuses an upload that would pass the traveller's quota on this trip (size 0: before the body is read). */
  async function assertWithinQuota(userId: string, tripId: string, size: number, trx?: Tx): Promise<void> {
    const usage = await documents.usageOf(userId, tripId, trx);
    if (usage.count >= quota.count) throw new AppError('CONFLICT', quotaCount(quota.count));
    if (usage.bytes + size > quota.megabytes * 1024 * 1024) throw new AppError('PAYLOAD_TOO_LARGE', quotaBytes(quota.megabytes));
  }

  const storageCall = async <T>(what: string, fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (err) {
      logger.error({ err, what }, 'object storage failed');
      throw new AppError('SERVICE_UNAVAILABLE', STORAGE_DOWN);
    }
  };

  /** Whether the traveller's deposit is paid on this trip (the group's shared documents are theirs to see). */
  const depositPaid = async (userId: string, tripId: string) => Boolean((await registrations.findByUser(userId, tripId))?.depositPaid);

  /** The traveller's step allows uploads: a cheap refusal before the body is read. */
  async function assertCanUpload(user: Actor): Promise<void> {
    const tripId = await currentTripId();
    const registration = await registrations.findByUser(user.id, tripId);
    if (!registration) throw new AppError('CONFLICT', NEED_REGISTRATION);
    if (!can(registration, { type: 'UPLOAD_DOCUMENT', documentType: 'other' })) throw new AppError('CONFLICT', NEED_APPROVAL);
    await assertWithinQuota(user.id, tripId, 0);
  }

  return {
    assertCanUpload,
    checkMetadata: (metadata: unknown) => validate(documentMetadataRules, metadata),

    async upload(user: Actor, file: SpooledFile | undefined, originalName: string | undefined, metadata: unknown): Promise<DocumentView> {
      if (!file) throw new AppError('BAD_USER_INPUT', DOCUMENT_MESSAGES.noFile, { file: DOCUMENT_MESSAGES.noFile });
      // The callers ran assertCanUpload before reading the body; the authoritative check is
      // repeated under the registration's lock below.
      const meta = validate(documentMetadataRules, metadata);
      if (file.size === 0) throw new AppError('BAD_USER_INPUT', EMPTY_FILE, { file: EMPTY_FILE });
      const contentType = await sniffFile(file.path);
      if (!contentType) throw new AppError('BAD_USER_INPUT', NOT_ALLOWED, { file: NOT_ALLOWED });
      const ext = ALLOWED_TYPES[contentType];
      const objectKey = `${randomUUID()}.${ext}`;

      const tripId = await currentTripId();
      await storageCall('put', () => storage.putFile(objectKey, file.path, file.size, contentType));
      try {
        const doc = await tx.transaction(async (trx) => {
          const registration = await registrations.lockByUser(user.id, tripId, trx);
          if (!registration) throw new AppError('CONFLICT', NEED_REGISTRATION);
          await journey.apply(trx, user.id, registration, { type: 'UPLOAD_DOCUMENT', documentType: meta.type });
          // Under the registration's lock: two parallel uploads cannot both take the last place.
          await assertWithinQuota(user.id, tripId, file.size, trx);
          const saved = await documents.insert(
            {
              userId: user.id,
              registrationId: registration.id,
              type: meta.type,
              originalName: nameForType(originalName, contentType),
              objectKey,
              contentType,
              size: file.size,
              description: meta.description,
              isPublic: meta.isPublic,
            },
            trx,
          );
          await audit.record(
            {
              actorUserId: user.id,
              action: 'document.uploaded',
              entityType: 'trip_document',
              entityId: saved.id,
              registrationId: registration.id,
              payload: { type: meta.type, name: saved.originalName },
            },
            trx,
          );
          return saved;
        });
        return toDocumentView(doc);
      } catch (err) {
        // The row did not land: the object must not stay behind.
        await storage.remove(objectKey).catch((removeErr) => logger.error({ err: removeErr, objectKey }, 'could not remove the object of a failed upload'));
        throw err;
      }
    },

    /** The traveller's documents on the current trip. */
    async mine(userId: string): Promise<DocumentView[]> {
      return (await documents.listByUser(userId, await currentTripId())).map(toDocumentView);
    },

    /** The traveller's documents on a past trip (read-only: their "Past trips"). */
    async ofTrip(userId: string, tripId: string): Promise<DocumentView[]> {
      return (await documents.listByUser(userId, tripId)).map(toDocumentView);
    },

    /** The current group's shared documents: for travellers whose deposit is paid (docs/product.md §6), else none. */
    async shared(userId: string): Promise<SharedDocumentView[]> {
      const tripId = await currentTripId();
      if (!(await depositPaid(userId, tripId))) return [];
      return (await documents.listPublic(userId, tripId)).map((d) => ({
        ...toDocumentView(d),
        description: d.description,
        sharedAt: d.uploadedAt.toISOString(),
      }));
    },

    /** Owner or a reviewer. Deleting the last visa document before approval takes the visa step back. */
    async remove(actor: Actor, id: string): Promise<void> {
      if (!UUID.test(id)) throw new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND);
      await tx.transaction(async (trx) => {
        const doc = await documents.lockById(id, trx);
        // Someone else's document does not exist, as far as this caller can tell.
        if (!doc || (doc.userId !== actor.id && !staffMay(actor, 'forms:review'))) throw new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND);
        // A past trip is read-only to its traveller (docs/product.md#trips).
        if (!staffMay(actor, 'forms:review') && doc.tripId !== (await currentTripId())) throw new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND);
        const registration = await registrations.lockById(doc.registrationId, trx);
        if (!registration) throw new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND);
        await documents.delete(id, trx);
        const remainingVisaDocuments = doc.type === 'visa' ? await documents.countVisa(registration.id, trx) : 0;
        await journey.apply(trx, actor.id, registration, { type: 'DELETE_DOCUMENT', documentType: doc.type, remainingVisaDocuments });
        await audit.record(
          {
            actorUserId: actor.id,
            action: 'document.deleted',
            entityType: 'trip_document',
            entityId: id,
            registrationId: registration.id,
            payload: { type: doc.type, owner: doc.userId, name: doc.originalName },
          },
          trx,
        );
        // Inside the transaction: if storage refuses, the row stays too.
        await storageCall('remove', () => storage.remove(doc.objectKey));
      });
    },

    /** The object for GET /uploads/{key}: owner, staff who read documents, or a deposit-paid traveller when public; else 404. */
    async open(viewer: Actor | undefined, key: string): Promise<{ doc: TripDocument; body: Readable }> {
      const notFound = () => new AppError('NOT_FOUND', SERVER_MESSAGES.notFound);
      if (!viewer || !KEY.test(key)) throw notFound();
      const doc = await documents.findByKey(key);
      if (!doc) throw notFound();
      // A photo is how a leader knows a face in the crowd (ADR 0132): who keeps the headcount sees it.
      const allowed =
        doc.userId === viewer.id ||
        staffMay(viewer, 'documents:read') ||
        (doc.type === 'photo' && staffMay(viewer, 'headcount:write')) ||
        (doc.isPublic && (await depositPaid(viewer.id, doc.tripId)));
      if (!allowed) throw notFound();
      return { doc, body: await storageCall('get', () => storage.get(key)) };
    },
  };
}
export type DocumentsService = ReturnType<typeof createDocumentsService>;
