// The organisers' name and postal address, printed on every receipt (polish item 9).
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trip" ADD COLUMN "organiser_name" varchar DEFAULT 'Barakah Lifestyle' NOT NULL;
  ALTER TABLE "trip" ADD COLUMN "organiser_address" varchar;
`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trip" DROP COLUMN "organiser_name";
  ALTER TABLE "trip" DROP COLUMN "organiser_address";`)
}
