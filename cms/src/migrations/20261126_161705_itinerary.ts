import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "trip_pages_programme_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"time" varchar
  );
  
  CREATE TABLE "trip_pages_programme_steps_locales" (
  	"title" varchar,
  	"place" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "trip_pages_programme" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone
  );
  
  CREATE TABLE "_trip_pages_v_version_programme_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"time" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_trip_pages_v_version_programme_steps_locales" (
  	"title" varchar,
  	"place" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_trip_pages_v_version_programme" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone,
  	"_uuid" varchar
  );
  
  ALTER TABLE "trip_pages_programme_steps" ADD CONSTRAINT "trip_pages_programme_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trip_pages_programme"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trip_pages_programme_steps_locales" ADD CONSTRAINT "trip_pages_programme_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trip_pages_programme_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trip_pages_programme" ADD CONSTRAINT "trip_pages_programme_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trip_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_trip_pages_v_version_programme_steps" ADD CONSTRAINT "_trip_pages_v_version_programme_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_trip_pages_v_version_programme"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_trip_pages_v_version_programme_steps_locales" ADD CONSTRAINT "_trip_pages_v_version_programme_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_trip_pages_v_version_programme_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_trip_pages_v_version_programme" ADD CONSTRAINT "_trip_pages_v_version_programme_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_trip_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "trip_pages_programme_steps_order_idx" ON "trip_pages_programme_steps" USING btree ("_order");
  CREATE INDEX "trip_pages_programme_steps_parent_id_idx" ON "trip_pages_programme_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "trip_pages_programme_steps_locales_locale_parent_id_unique" ON "trip_pages_programme_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "trip_pages_programme_order_idx" ON "trip_pages_programme" USING btree ("_order");
  CREATE INDEX "trip_pages_programme_parent_id_idx" ON "trip_pages_programme" USING btree ("_parent_id");
  CREATE INDEX "_trip_pages_v_version_programme_steps_order_idx" ON "_trip_pages_v_version_programme_steps" USING btree ("_order");
  CREATE INDEX "_trip_pages_v_version_programme_steps_parent_id_idx" ON "_trip_pages_v_version_programme_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_trip_pages_v_version_programme_steps_locales_locale_parent_" ON "_trip_pages_v_version_programme_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_trip_pages_v_version_programme_order_idx" ON "_trip_pages_v_version_programme" USING btree ("_order");
  CREATE INDEX "_trip_pages_v_version_programme_parent_id_idx" ON "_trip_pages_v_version_programme" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "trip_pages_programme_steps" CASCADE;
  DROP TABLE "trip_pages_programme_steps_locales" CASCADE;
  DROP TABLE "trip_pages_programme" CASCADE;
  DROP TABLE "_trip_pages_v_version_programme_steps" CASCADE;
  DROP TABLE "_trip_pages_v_version_programme_steps_locales" CASCADE;
  DROP TABLE "_trip_pages_v_version_programme" CASCADE;`)
}
