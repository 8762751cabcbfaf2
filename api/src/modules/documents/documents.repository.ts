// The only code that touches trip_documents.
import type { DocumentTypeValue } from '@umrah/graphql';
import type { Knex } from 'knex';
import { raw, type ModelObject } from 'objection';
import { TripDocumentModel } from './document.model.js';

export interface TripDocument {
  id: string;
  /** The trip of its registration (taken by the insert trigger: ADR 0092). */
  tripId: string;
  userId: string;
  registrationId: string;
  type: DocumentTypeValue;
  originalName: string;
  objectKey: string;
  contentType: string;
  size: number;
  description: string | null;
  isPublic: boolean;
  uploadedAt: Date;
}

// The model's properties are the view but for the size (the column says its unit: size_bytes).
const toDocument = ({ sizeBytes, ...d }: ModelObject<TripDocumentModel>): TripDocument => ({ ...d, size: sizeBytes });

export function createDocumentsRepository(db: Knex) {
  const q = (trx: Knex = db) => TripDocumentModel.query(trx);
  return {
    async insert(d: Omit<TripDocument, 'id' | 'uploadedAt' | 'tripId'>, trx: Knex): Promise<TripDocument> {
      const { userId, registrationId, type, originalName, objectKey, contentType, size, description, isPublic } = d;
      const m = await q(trx)
        .insert({ userId, registrationId, type, originalName, objectKey, contentType, sizeBytes: size, description, isPublic })
        .returning('*');
      return toDocument(m);
    },
    /** The traveller's documents on one trip. */
    async listByUser(userId: string, tripId: string): Promise<TripDocument[]> {
      return (await q().where({ user_id: userId, trip_id: tripId }).orderBy('uploaded_at', 'desc')).map(toDocument);
    },
    async listByRegistration(registrationId: string): Promise<TripDocument[]> {
      return (await q().where({ registration_id: registrationId }).orderBy('uploaded_at', 'desc')).map(toDocument);
    },
    /** Documents of the given types across the trip's group, oldest first, in batches (a streamed ZIP). */
    async *ofTypes(tripId: string, types: string[], batchSize = 200): AsyncGenerator<(TripDocument & { ownerUsername: string })[]> {
      let offset = 0;
      for (;;) {
        const rows = await q()
          .alias('d')
          .join('users as u', 'u.id', 'd.user_id')
          .where('d.trip_id', tripId)
          .whereIn('d.type', types)
          .orderBy([
            { column: 'd.uploaded_at', order: 'asc' },
            { column: 'd.id', order: 'asc' },
          ])
          .limit(batchSize)
          .offset(offset)
          .select('d.*', 'u.username as owner_username')
          .castTo<(ModelObject<TripDocumentModel> & { ownerUsername: string })[]>();
        if (!rows.length) return;
        yield rows.map(({ ownerUsername, ...d }) => ({ ...toDocument(d), ownerUsername }));
        if (rows.length < batchSize) return;
        offset += batchSize;
      }
    },
    /** The trip's public documents of everyone but `exceptUserId`, newest first. */
    async listPublic(exceptUserId: string, tripId: string): Promise<TripDocument[]> {
      return (await q().where({ is_public: true, trip_id: tripId }).whereNot({ user_id: exceptUserId }).orderBy('uploaded_at', 'desc')).map(toDocument);
    },
    async lockById(id: string, trx: Knex): Promise<TripDocument | undefined> {
      const m = await q(trx).findById(id).forUpdate();
      return m && toDocument(m);
    },
    async findByKey(objectKey: string): Promise<TripDocument | undefined> {
      const m = await q().findOne({ object_key: objectKey });
      return m && toDocument(m);
    },
    async delete(id: string, trx: Knex): Promise<void> {
      await q(trx).deleteById(id);
    },
    /** How many documents a traveller keeps on one trip and their total size (for the quota). */
    async usageOf(userId: string, tripId: string, trx: Knex = db): Promise<{ count: number; bytes: number }> {
      const row = await q(trx)
        .where({ user_id: userId, trip_id: tripId })
        .select(raw('count(*)::int as count, coalesce(sum(size_bytes), 0)::bigint as bytes'))
        .first()
        .castTo<{ count: number; bytes: number } | undefined>();
      return { count: Number(row?.count ?? 0), bytes: Number(row?.bytes ?? 0) };
    },
    async countVisa(registrationId: string, trx: Knex): Promise<number> {
      return q(trx).where({ registration_id: registrationId, type: 'visa' }).resultSize();
    },
  };
}
export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
