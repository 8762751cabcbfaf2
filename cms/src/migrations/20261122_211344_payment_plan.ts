// The payment schedule becomes data the api reads (issue 11): each line's fare and due date.
// Also adds the column the S3 storage plugin keeps for media (issue 14: media uploads failed).
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_trip_payment_schedule_fare" AS ENUM('all', 'barakah', 'nonBarakah');
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "trip_payment_schedule" ADD COLUMN "fare" "enum_trip_payment_schedule_fare" DEFAULT 'all' NOT NULL;
  ALTER TABLE "trip_payment_schedule" ADD COLUMN "due_date" timestamp(3) with time zone;
  -- The deposit lines the seed wrote name their fare: say so in the new column.
  UPDATE "trip_payment_schedule" SET "fare" = 'barakah' WHERE "description" ILIKE '%(Barakah members)%';
  UPDATE "trip_payment_schedule" SET "fare" = 'nonBarakah' WHERE "description" ILIKE '%(non-members)%';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" DROP COLUMN "_objectkey";
  ALTER TABLE "trip_payment_schedule" DROP COLUMN "fare";
  ALTER TABLE "trip_payment_schedule" DROP COLUMN "due_date";
  DROP TYPE "public"."enum_trip_payment_schedule_fare";`)
}
