// The column the S3 storage plugin keeps for media (issue 14: GET /api/media answered 500 and
// uploads failed). Idempotent: main's 20261122_211344_payment_plan adds the same column, and
// either may run first after the merge. No snapshot (.json) of its own, so the latest snapshot
// stays the one that describes the whole schema.
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "media" ADD COLUMN IF NOT EXISTS "_objectkey" varchar;`);
}

// Nothing: the column may belong to another migration, and the initial one drops the table.
export async function down(_args: MigrateDownArgs): Promise<void> {}
