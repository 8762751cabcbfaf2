import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trip_pages" ADD COLUMN "online_payment_offered" boolean DEFAULT true;
  ALTER TABLE "trip_pages_locales" ADD COLUMN "online_payment_surcharge" varchar;
  ALTER TABLE "_trip_pages_v" ADD COLUMN "version_online_payment_offered" boolean DEFAULT true;
  ALTER TABLE "_trip_pages_v_locales" ADD COLUMN "version_online_payment_surcharge" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trip_pages" DROP COLUMN "online_payment_offered";
  ALTER TABLE "trip_pages_locales" DROP COLUMN "online_payment_surcharge";
  ALTER TABLE "_trip_pages_v" DROP COLUMN "version_online_payment_offered";
  ALTER TABLE "_trip_pages_v_locales" DROP COLUMN "version_online_payment_surcharge";`)
}
