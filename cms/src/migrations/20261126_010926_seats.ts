// The trip's seats group: the hold period and the waiting-list offer period, in hours (issue 29;
// docs/product.md#seats). Only these two columns: other CMS fields come in migrations of their own.
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trip" ADD COLUMN "seats_hold_hours" numeric DEFAULT 72 NOT NULL;
  ALTER TABLE "trip" ADD COLUMN "seats_offer_hours" numeric DEFAULT 48 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trip" DROP COLUMN "seats_hold_hours";
  ALTER TABLE "trip" DROP COLUMN "seats_offer_hours";`)
}
