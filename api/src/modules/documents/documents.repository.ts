// The only code that touches trip_documents.
import type { DocumentTypeValue } from '@umrah/graphql';
import type { Knex } from 'knex';

export interface TripDocument {
  id: string;
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

/** A trip_documents row as Postgres answers it. */
interface DocumentRow {
  id: string;
  user_id: string;
  registration_id: string;
  type: DocumentTypeValue;
  original_name: string;
  object_key: string;
  content_type: string;
  size_bytes: number;
  description: string | null;
  is_public: boolean;
  uploaded_at: Date;
}

const fromRow = (r: DocumentRow): TripDocument => ({
  id: r.id,
  userId: r.user_id,
  registrationId: r.registration_id,
  type: r.type,
  originalName: r.original_name,
  objectKey: r.object_key,
  contentType: r.content_type,
  size: r.size_bytes,
  description: r.description,
  isPublic: r.is_public,
  uploadedAt: r.uploaded_at,
});

export function createDocumentsRepository(db: Knex) {
  return {
    async insert(d: Omit<TripDocument, 'id' | 'uploadedAt'>, trx: Knex): Promise<TripDocument> {
      const [row] = await trx('trip_documents')
        .insert({
          user_id: d.userId,
          registration_id: d.registrationId,
          type: d.type,
          original_name: d.originalName,
          object_key: d.objectKey,
          content_type: d.contentType,
          size_bytes: d.size,
          description: d.description,
          is_public: d.isPublic,
        })
        .returning('*');
      return fromRow(row);
    },
    async listByUser(userId: string): Promise<TripDocument[]> {
      return (await db('trip_documents').where({ user_id: userId }).orderBy('uploaded_at', 'desc')).map(fromRow);
    },
    async listByRegistration(registrationId: string): Promise<TripDocument[]> {
      return (await db('trip_documents').where({ registration_id: registrationId }).orderBy('uploaded_at', 'desc')).map(fromRow);
    },
    /** Documents of the given types across the group, oldest first, in batches (a streamed ZIP). */
    async *ofTypes(types: string[], batchSize = 200): AsyncGenerator<(TripDocument & { ownerUsername: string })[]> {
      let offset = 0;
      for (;;) {
        const rows = await db('trip_documents as d')
          .join('users as u', 'u.id', 'd.user_id')
          .whereIn('d.type', types)
          .orderBy([{ column: 'd.uploaded_at', order: 'asc' }, { column: 'd.id', order: 'asc' }])
          .limit(batchSize)
          .offset(offset)
          .select('d.*', 'u.username as owner_username');
        if (!rows.length) return;
        yield rows.map((r: DocumentRow & { owner_username: string }) => ({ ...fromRow(r), ownerUsername: r.owner_username }));
        if (rows.length < batchSize) return;
        offset += batchSize;
      }
    },
    /** Public documents of everyone but `exceptUserId`, newest first. */
    async listPublic(exceptUserId: string): Promise<TripDocument[]> {
      return (await db('trip_documents').where({ is_public: true }).whereNot({ user_id: exceptUserId }).orderBy('uploaded_at', 'desc')).map(fromRow);
    },
    async lockById(id: string, trx: Knex): Promise<TripDocument | undefined> {
      const row = await trx('trip_documents').where({ id }).forUpdate().first();
      return row && fromRow(row);
    },
    async findByKey(objectKey: string): Promise<TripDocument | undefined> {
      const row = await db('trip_documents').where({ object_key: objectKey }).first();
      return row && fromRow(row);
    },
    async delete(id: string, trx: Knex): Promise<void> {
      await trx('trip_documents').where({ id }).delete();
    },
    /** How many documents a traveller keeps and their total size (for the quota). */
    async usageOf(userId: string, trx: Knex = db): Promise<{ count: number; bytes: number }> {
      const row = (await trx('trip_documents').where({ user_id: userId }).select(trx.raw('count(*)::int as count, coalesce(sum(size_bytes), 0)::bigint as bytes')))[0];
      return { count: Number(row?.count ?? 0), bytes: Number(row?.bytes ?? 0) };
    },
    async countVisa(registrationId: string, trx: Knex): Promise<number> {
      const row = (await trx('trip_documents').where({ registration_id: registrationId, type: 'visa' }).count<{ count: number }[]>('* as count'))[0];
      return Number(row?.count ?? 0);
    },
  };
}
export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
