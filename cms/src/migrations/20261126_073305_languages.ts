import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'fr', 'ar');
  CREATE TYPE "public"."enum__trip_pages_v_published_locale" AS ENUM('en', 'fr', 'ar');
  CREATE TYPE "public"."enum__privacy_v_published_locale" AS ENUM('en', 'fr', 'ar');
  CREATE TABLE "trip_pages_itinerary_departure_lines_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "trip_pages_itinerary_madinah_lines_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "trip_pages_itinerary_mecca_lines_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "trip_pages_itinerary_return_lines_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "trip_pages_inclusions_locales" (
  	"item" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "trip_pages_exclusions_locales" (
  	"item" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "trip_pages_important_notes_locales" (
  	"item" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "trip_pages_portal_package_lines_locales" (
  	"item" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "trip_pages_portal_registration_steps_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "trip_pages_locales" (
  	"landing_hero_headline" varchar,
  	"landing_hero_invitation" varchar,
  	"landing_hero_button" varchar,
  	"landing_coming_soon_eyebrow" varchar,
  	"landing_coming_soon_heading" varchar,
  	"landing_coming_soon_text" varchar,
  	"landing_coming_soon_stay_tuned" varchar,
  	"landing_interest_title" varchar,
  	"landing_interest_intro" varchar,
  	"landing_coming_soon_link" varchar,
  	"landing_register_eyebrow" varchar,
  	"landing_register_heading" varchar,
  	"landing_register_intro" varchar,
  	"landing_footer_tagline" varchar,
  	"product_name" varchar,
  	"dates_note" varchar,
  	"purpose" varchar,
  	"flights" varchar,
  	"accommodations_madinah_location" varchar,
  	"accommodations_mecca_location" varchar,
  	"accommodations_note" varchar,
  	"itinerary_departure_title" varchar,
  	"itinerary_madinah_title" varchar,
  	"itinerary_mecca_title" varchar,
  	"itinerary_return_title" varchar,
  	"payment_instructions_note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_trip_pages_v_version_itinerary_departure_lines_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_trip_pages_v_version_itinerary_madinah_lines_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_trip_pages_v_version_itinerary_mecca_lines_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_trip_pages_v_version_itinerary_return_lines_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_trip_pages_v_version_inclusions_locales" (
  	"item" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_trip_pages_v_version_exclusions_locales" (
  	"item" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_trip_pages_v_version_important_notes_locales" (
  	"item" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_trip_pages_v_version_portal_package_lines_locales" (
  	"item" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_trip_pages_v_version_portal_registration_steps_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_trip_pages_v_locales" (
  	"version_landing_hero_headline" varchar,
  	"version_landing_hero_invitation" varchar,
  	"version_landing_hero_button" varchar,
  	"version_landing_coming_soon_eyebrow" varchar,
  	"version_landing_coming_soon_heading" varchar,
  	"version_landing_coming_soon_text" varchar,
  	"version_landing_coming_soon_stay_tuned" varchar,
  	"version_landing_interest_title" varchar,
  	"version_landing_interest_intro" varchar,
  	"version_landing_coming_soon_link" varchar,
  	"version_landing_register_eyebrow" varchar,
  	"version_landing_register_heading" varchar,
  	"version_landing_register_intro" varchar,
  	"version_landing_footer_tagline" varchar,
  	"version_product_name" varchar,
  	"version_dates_note" varchar,
  	"version_purpose" varchar,
  	"version_flights" varchar,
  	"version_accommodations_madinah_location" varchar,
  	"version_accommodations_mecca_location" varchar,
  	"version_accommodations_note" varchar,
  	"version_itinerary_departure_title" varchar,
  	"version_itinerary_madinah_title" varchar,
  	"version_itinerary_mecca_title" varchar,
  	"version_itinerary_return_title" varchar,
  	"version_payment_instructions_note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "privacy_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_privacy_v_locales" (
  	"version_title" varchar,
  	"version_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "_trip_pages_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_trip_pages_v" ADD COLUMN "published_locale" "enum__trip_pages_v_published_locale";
  ALTER TABLE "_privacy_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_privacy_v" ADD COLUMN "published_locale" "enum__privacy_v_published_locale";
  ALTER TABLE "trip_pages_itinerary_departure_lines_locales" ADD CONSTRAINT "trip_pages_itinerary_departure_lines_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trip_pages_itinerary_departure_lines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trip_pages_itinerary_madinah_lines_locales" ADD CONSTRAINT "trip_pages_itinerary_madinah_lines_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trip_pages_itinerary_madinah_lines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trip_pages_itinerary_mecca_lines_locales" ADD CONSTRAINT "trip_pages_itinerary_mecca_lines_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trip_pages_itinerary_mecca_lines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trip_pages_itinerary_return_lines_locales" ADD CONSTRAINT "trip_pages_itinerary_return_lines_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trip_pages_itinerary_return_lines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trip_pages_inclusions_locales" ADD CONSTRAINT "trip_pages_inclusions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trip_pages_inclusions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trip_pages_exclusions_locales" ADD CONSTRAINT "trip_pages_exclusions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trip_pages_exclusions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trip_pages_important_notes_locales" ADD CONSTRAINT "trip_pages_important_notes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trip_pages_important_notes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trip_pages_portal_package_lines_locales" ADD CONSTRAINT "trip_pages_portal_package_lines_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trip_pages_portal_package_lines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trip_pages_portal_registration_steps_locales" ADD CONSTRAINT "trip_pages_portal_registration_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trip_pages_portal_registration_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trip_pages_locales" ADD CONSTRAINT "trip_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trip_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_trip_pages_v_version_itinerary_departure_lines_locales" ADD CONSTRAINT "_trip_pages_v_version_itinerary_departure_lines_locales_p_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_trip_pages_v_version_itinerary_departure_lines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_trip_pages_v_version_itinerary_madinah_lines_locales" ADD CONSTRAINT "_trip_pages_v_version_itinerary_madinah_lines_locales_par_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_trip_pages_v_version_itinerary_madinah_lines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_trip_pages_v_version_itinerary_mecca_lines_locales" ADD CONSTRAINT "_trip_pages_v_version_itinerary_mecca_lines_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_trip_pages_v_version_itinerary_mecca_lines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_trip_pages_v_version_itinerary_return_lines_locales" ADD CONSTRAINT "_trip_pages_v_version_itinerary_return_lines_locales_pare_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_trip_pages_v_version_itinerary_return_lines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_trip_pages_v_version_inclusions_locales" ADD CONSTRAINT "_trip_pages_v_version_inclusions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_trip_pages_v_version_inclusions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_trip_pages_v_version_exclusions_locales" ADD CONSTRAINT "_trip_pages_v_version_exclusions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_trip_pages_v_version_exclusions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_trip_pages_v_version_important_notes_locales" ADD CONSTRAINT "_trip_pages_v_version_important_notes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_trip_pages_v_version_important_notes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_trip_pages_v_version_portal_package_lines_locales" ADD CONSTRAINT "_trip_pages_v_version_portal_package_lines_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_trip_pages_v_version_portal_package_lines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_trip_pages_v_version_portal_registration_steps_locales" ADD CONSTRAINT "_trip_pages_v_version_portal_registration_steps_locales_p_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_trip_pages_v_version_portal_registration_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_trip_pages_v_locales" ADD CONSTRAINT "_trip_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_trip_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "privacy_locales" ADD CONSTRAINT "privacy_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."privacy"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_privacy_v_locales" ADD CONSTRAINT "_privacy_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_privacy_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "trip_pages_itinerary_departure_lines_locales_locale_parent_i" ON "trip_pages_itinerary_departure_lines_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "trip_pages_itinerary_madinah_lines_locales_locale_parent_id_" ON "trip_pages_itinerary_madinah_lines_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "trip_pages_itinerary_mecca_lines_locales_locale_parent_id_un" ON "trip_pages_itinerary_mecca_lines_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "trip_pages_itinerary_return_lines_locales_locale_parent_id_u" ON "trip_pages_itinerary_return_lines_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "trip_pages_inclusions_locales_locale_parent_id_unique" ON "trip_pages_inclusions_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "trip_pages_exclusions_locales_locale_parent_id_unique" ON "trip_pages_exclusions_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "trip_pages_important_notes_locales_locale_parent_id_unique" ON "trip_pages_important_notes_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "trip_pages_portal_package_lines_locales_locale_parent_id_uni" ON "trip_pages_portal_package_lines_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "trip_pages_portal_registration_steps_locales_locale_parent_i" ON "trip_pages_portal_registration_steps_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "trip_pages_locales_locale_parent_id_unique" ON "trip_pages_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_trip_pages_v_version_itinerary_departure_lines_locales_loca" ON "_trip_pages_v_version_itinerary_departure_lines_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_trip_pages_v_version_itinerary_madinah_lines_locales_locale" ON "_trip_pages_v_version_itinerary_madinah_lines_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_trip_pages_v_version_itinerary_mecca_lines_locales_locale_p" ON "_trip_pages_v_version_itinerary_mecca_lines_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_trip_pages_v_version_itinerary_return_lines_locales_locale_" ON "_trip_pages_v_version_itinerary_return_lines_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_trip_pages_v_version_inclusions_locales_locale_parent_id_un" ON "_trip_pages_v_version_inclusions_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_trip_pages_v_version_exclusions_locales_locale_parent_id_un" ON "_trip_pages_v_version_exclusions_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_trip_pages_v_version_important_notes_locales_locale_parent_" ON "_trip_pages_v_version_important_notes_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_trip_pages_v_version_portal_package_lines_locales_locale_pa" ON "_trip_pages_v_version_portal_package_lines_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_trip_pages_v_version_portal_registration_steps_locales_loca" ON "_trip_pages_v_version_portal_registration_steps_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_trip_pages_v_locales_locale_parent_id_unique" ON "_trip_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "privacy_locales_locale_parent_id_unique" ON "privacy_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_privacy_v_locales_locale_parent_id_unique" ON "_privacy_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_trip_pages_v_snapshot_idx" ON "_trip_pages_v" USING btree ("snapshot");
  CREATE INDEX "_trip_pages_v_published_locale_idx" ON "_trip_pages_v" USING btree ("published_locale");
  CREATE INDEX "_privacy_v_snapshot_idx" ON "_privacy_v" USING btree ("snapshot");
  CREATE INDEX "_privacy_v_published_locale_idx" ON "_privacy_v" USING btree ("published_locale");
  -- Today's words are the English ones (ADR 0112): every translated column is copied into its
  -- table's English row (_locale 'en', same parent) before the column is dropped.
  INSERT INTO "trip_pages_itinerary_departure_lines_locales" ("text", "_locale", "_parent_id") SELECT "text", 'en', "id" FROM "trip_pages_itinerary_departure_lines";
  INSERT INTO "trip_pages_itinerary_madinah_lines_locales" ("text", "_locale", "_parent_id") SELECT "text", 'en', "id" FROM "trip_pages_itinerary_madinah_lines";
  INSERT INTO "trip_pages_itinerary_mecca_lines_locales" ("text", "_locale", "_parent_id") SELECT "text", 'en', "id" FROM "trip_pages_itinerary_mecca_lines";
  INSERT INTO "trip_pages_itinerary_return_lines_locales" ("text", "_locale", "_parent_id") SELECT "text", 'en', "id" FROM "trip_pages_itinerary_return_lines";
  INSERT INTO "trip_pages_inclusions_locales" ("item", "_locale", "_parent_id") SELECT "item", 'en', "id" FROM "trip_pages_inclusions";
  INSERT INTO "trip_pages_exclusions_locales" ("item", "_locale", "_parent_id") SELECT "item", 'en', "id" FROM "trip_pages_exclusions";
  INSERT INTO "trip_pages_important_notes_locales" ("item", "_locale", "_parent_id") SELECT "item", 'en', "id" FROM "trip_pages_important_notes";
  INSERT INTO "trip_pages_portal_package_lines_locales" ("item", "_locale", "_parent_id") SELECT "item", 'en', "id" FROM "trip_pages_portal_package_lines";
  INSERT INTO "trip_pages_portal_registration_steps_locales" ("title", "description", "_locale", "_parent_id") SELECT "title", "description", 'en', "id" FROM "trip_pages_portal_registration_steps";
  INSERT INTO "trip_pages_locales" ("landing_hero_headline", "landing_hero_invitation", "landing_hero_button", "landing_coming_soon_eyebrow", "landing_coming_soon_heading", "landing_coming_soon_text", "landing_coming_soon_stay_tuned", "landing_interest_title", "landing_interest_intro", "landing_coming_soon_link", "landing_register_eyebrow", "landing_register_heading", "landing_register_intro", "landing_footer_tagline", "product_name", "dates_note", "purpose", "flights", "accommodations_madinah_location", "accommodations_mecca_location", "accommodations_note", "itinerary_departure_title", "itinerary_madinah_title", "itinerary_mecca_title", "itinerary_return_title", "payment_instructions_note", "_locale", "_parent_id") SELECT "landing_hero_headline", "landing_hero_invitation", "landing_hero_button", "landing_coming_soon_eyebrow", "landing_coming_soon_heading", "landing_coming_soon_text", "landing_coming_soon_stay_tuned", "landing_interest_title", "landing_interest_intro", "landing_coming_soon_link", "landing_register_eyebrow", "landing_register_heading", "landing_register_intro", "landing_footer_tagline", "product_name", "dates_note", "purpose", "flights", "accommodations_madinah_location", "accommodations_mecca_location", "accommodations_note", "itinerary_departure_title", "itinerary_madinah_title", "itinerary_mecca_title", "itinerary_return_title", "payment_instructions_note", 'en', "id" FROM "trip_pages";
  INSERT INTO "_trip_pages_v_version_itinerary_departure_lines_locales" ("text", "_locale", "_parent_id") SELECT "text", 'en', "id" FROM "_trip_pages_v_version_itinerary_departure_lines";
  INSERT INTO "_trip_pages_v_version_itinerary_madinah_lines_locales" ("text", "_locale", "_parent_id") SELECT "text", 'en', "id" FROM "_trip_pages_v_version_itinerary_madinah_lines";
  INSERT INTO "_trip_pages_v_version_itinerary_mecca_lines_locales" ("text", "_locale", "_parent_id") SELECT "text", 'en', "id" FROM "_trip_pages_v_version_itinerary_mecca_lines";
  INSERT INTO "_trip_pages_v_version_itinerary_return_lines_locales" ("text", "_locale", "_parent_id") SELECT "text", 'en', "id" FROM "_trip_pages_v_version_itinerary_return_lines";
  INSERT INTO "_trip_pages_v_version_inclusions_locales" ("item", "_locale", "_parent_id") SELECT "item", 'en', "id" FROM "_trip_pages_v_version_inclusions";
  INSERT INTO "_trip_pages_v_version_exclusions_locales" ("item", "_locale", "_parent_id") SELECT "item", 'en', "id" FROM "_trip_pages_v_version_exclusions";
  INSERT INTO "_trip_pages_v_version_important_notes_locales" ("item", "_locale", "_parent_id") SELECT "item", 'en', "id" FROM "_trip_pages_v_version_important_notes";
  INSERT INTO "_trip_pages_v_version_portal_package_lines_locales" ("item", "_locale", "_parent_id") SELECT "item", 'en', "id" FROM "_trip_pages_v_version_portal_package_lines";
  INSERT INTO "_trip_pages_v_version_portal_registration_steps_locales" ("title", "description", "_locale", "_parent_id") SELECT "title", "description", 'en', "id" FROM "_trip_pages_v_version_portal_registration_steps";
  INSERT INTO "_trip_pages_v_locales" ("version_landing_hero_headline", "version_landing_hero_invitation", "version_landing_hero_button", "version_landing_coming_soon_eyebrow", "version_landing_coming_soon_heading", "version_landing_coming_soon_text", "version_landing_coming_soon_stay_tuned", "version_landing_interest_title", "version_landing_interest_intro", "version_landing_coming_soon_link", "version_landing_register_eyebrow", "version_landing_register_heading", "version_landing_register_intro", "version_landing_footer_tagline", "version_product_name", "version_dates_note", "version_purpose", "version_flights", "version_accommodations_madinah_location", "version_accommodations_mecca_location", "version_accommodations_note", "version_itinerary_departure_title", "version_itinerary_madinah_title", "version_itinerary_mecca_title", "version_itinerary_return_title", "version_payment_instructions_note", "_locale", "_parent_id") SELECT "version_landing_hero_headline", "version_landing_hero_invitation", "version_landing_hero_button", "version_landing_coming_soon_eyebrow", "version_landing_coming_soon_heading", "version_landing_coming_soon_text", "version_landing_coming_soon_stay_tuned", "version_landing_interest_title", "version_landing_interest_intro", "version_landing_coming_soon_link", "version_landing_register_eyebrow", "version_landing_register_heading", "version_landing_register_intro", "version_landing_footer_tagline", "version_product_name", "version_dates_note", "version_purpose", "version_flights", "version_accommodations_madinah_location", "version_accommodations_mecca_location", "version_accommodations_note", "version_itinerary_departure_title", "version_itinerary_madinah_title", "version_itinerary_mecca_title", "version_itinerary_return_title", "version_payment_instructions_note", 'en', "id" FROM "_trip_pages_v";
  INSERT INTO "media_locales" ("alt", "_locale", "_parent_id") SELECT coalesce("alt", ''), 'en', "id" FROM "media";
  INSERT INTO "privacy_locales" ("title", "body", "_locale", "_parent_id") SELECT "title", "body", 'en', "id" FROM "privacy";
  INSERT INTO "_privacy_v_locales" ("version_title", "version_body", "_locale", "_parent_id") SELECT "version_title", "version_body", 'en', "id" FROM "_privacy_v";
  ALTER TABLE "trip_pages_itinerary_departure_lines" DROP COLUMN "text";
  ALTER TABLE "trip_pages_itinerary_madinah_lines" DROP COLUMN "text";
  ALTER TABLE "trip_pages_itinerary_mecca_lines" DROP COLUMN "text";
  ALTER TABLE "trip_pages_itinerary_return_lines" DROP COLUMN "text";
  ALTER TABLE "trip_pages_inclusions" DROP COLUMN "item";
  ALTER TABLE "trip_pages_exclusions" DROP COLUMN "item";
  ALTER TABLE "trip_pages_important_notes" DROP COLUMN "item";
  ALTER TABLE "trip_pages_portal_package_lines" DROP COLUMN "item";
  ALTER TABLE "trip_pages_portal_registration_steps" DROP COLUMN "title";
  ALTER TABLE "trip_pages_portal_registration_steps" DROP COLUMN "description";
  ALTER TABLE "trip_pages" DROP COLUMN "landing_hero_headline";
  ALTER TABLE "trip_pages" DROP COLUMN "landing_hero_invitation";
  ALTER TABLE "trip_pages" DROP COLUMN "landing_hero_button";
  ALTER TABLE "trip_pages" DROP COLUMN "landing_coming_soon_eyebrow";
  ALTER TABLE "trip_pages" DROP COLUMN "landing_coming_soon_heading";
  ALTER TABLE "trip_pages" DROP COLUMN "landing_coming_soon_text";
  ALTER TABLE "trip_pages" DROP COLUMN "landing_coming_soon_stay_tuned";
  ALTER TABLE "trip_pages" DROP COLUMN "landing_interest_title";
  ALTER TABLE "trip_pages" DROP COLUMN "landing_interest_intro";
  ALTER TABLE "trip_pages" DROP COLUMN "landing_coming_soon_link";
  ALTER TABLE "trip_pages" DROP COLUMN "landing_register_eyebrow";
  ALTER TABLE "trip_pages" DROP COLUMN "landing_register_heading";
  ALTER TABLE "trip_pages" DROP COLUMN "landing_register_intro";
  ALTER TABLE "trip_pages" DROP COLUMN "landing_footer_tagline";
  ALTER TABLE "trip_pages" DROP COLUMN "product_name";
  ALTER TABLE "trip_pages" DROP COLUMN "dates_note";
  ALTER TABLE "trip_pages" DROP COLUMN "purpose";
  ALTER TABLE "trip_pages" DROP COLUMN "flights";
  ALTER TABLE "trip_pages" DROP COLUMN "accommodations_madinah_location";
  ALTER TABLE "trip_pages" DROP COLUMN "accommodations_mecca_location";
  ALTER TABLE "trip_pages" DROP COLUMN "accommodations_note";
  ALTER TABLE "trip_pages" DROP COLUMN "itinerary_departure_title";
  ALTER TABLE "trip_pages" DROP COLUMN "itinerary_madinah_title";
  ALTER TABLE "trip_pages" DROP COLUMN "itinerary_mecca_title";
  ALTER TABLE "trip_pages" DROP COLUMN "itinerary_return_title";
  ALTER TABLE "trip_pages" DROP COLUMN "payment_instructions_note";
  ALTER TABLE "_trip_pages_v_version_itinerary_departure_lines" DROP COLUMN "text";
  ALTER TABLE "_trip_pages_v_version_itinerary_madinah_lines" DROP COLUMN "text";
  ALTER TABLE "_trip_pages_v_version_itinerary_mecca_lines" DROP COLUMN "text";
  ALTER TABLE "_trip_pages_v_version_itinerary_return_lines" DROP COLUMN "text";
  ALTER TABLE "_trip_pages_v_version_inclusions" DROP COLUMN "item";
  ALTER TABLE "_trip_pages_v_version_exclusions" DROP COLUMN "item";
  ALTER TABLE "_trip_pages_v_version_important_notes" DROP COLUMN "item";
  ALTER TABLE "_trip_pages_v_version_portal_package_lines" DROP COLUMN "item";
  ALTER TABLE "_trip_pages_v_version_portal_registration_steps" DROP COLUMN "title";
  ALTER TABLE "_trip_pages_v_version_portal_registration_steps" DROP COLUMN "description";
  ALTER TABLE "_trip_pages_v" DROP COLUMN "version_landing_hero_headline";
  ALTER TABLE "_trip_pages_v" DROP COLUMN "version_landing_hero_invitation";
  ALTER TABLE "_trip_pages_v" DROP COLUMN "version_landing_hero_button";
  ALTER TABLE "_trip_pages_v" DROP COLUMN "version_landing_coming_soon_eyebrow";
  ALTER TABLE "_trip_pages_v" DROP COLUMN "version_landing_coming_soon_heading";
  ALTER TABLE "_trip_pages_v" DROP COLUMN "version_landing_coming_soon_text";
  ALTER TABLE "_trip_pages_v" DROP COLUMN "version_landing_coming_soon_stay_tuned";
  ALTER TABLE "_trip_pages_v" DROP COLUMN "version_landing_interest_title";
  ALTER TABLE "_trip_pages_v" DROP COLUMN "version_landing_interest_intro";
  ALTER TABLE "_trip_pages_v" DROP COLUMN "version_landing_coming_soon_link";
  ALTER TABLE "_trip_pages_v" DROP COLUMN "version_landing_register_eyebrow";
  ALTER TABLE "_trip_pages_v" DROP COLUMN "version_landing_register_heading";
  ALTER TABLE "_trip_pages_v" DROP COLUMN "version_landing_register_intro";
  ALTER TABLE "_trip_pages_v" DROP COLUMN "version_landing_footer_tagline";
  ALTER TABLE "_trip_pages_v" DROP COLUMN "version_product_name";
  ALTER TABLE "_trip_pages_v" DROP COLUMN "version_dates_note";
  ALTER TABLE "_trip_pages_v" DROP COLUMN "version_purpose";
  ALTER TABLE "_trip_pages_v" DROP COLUMN "version_flights";
  ALTER TABLE "_trip_pages_v" DROP COLUMN "version_accommodations_madinah_location";
  ALTER TABLE "_trip_pages_v" DROP COLUMN "version_accommodations_mecca_location";
  ALTER TABLE "_trip_pages_v" DROP COLUMN "version_accommodations_note";
  ALTER TABLE "_trip_pages_v" DROP COLUMN "version_itinerary_departure_title";
  ALTER TABLE "_trip_pages_v" DROP COLUMN "version_itinerary_madinah_title";
  ALTER TABLE "_trip_pages_v" DROP COLUMN "version_itinerary_mecca_title";
  ALTER TABLE "_trip_pages_v" DROP COLUMN "version_itinerary_return_title";
  ALTER TABLE "_trip_pages_v" DROP COLUMN "version_payment_instructions_note";
  ALTER TABLE "media" DROP COLUMN "alt";
  ALTER TABLE "privacy" DROP COLUMN "title";
  ALTER TABLE "privacy" DROP COLUMN "body";
  ALTER TABLE "_privacy_v" DROP COLUMN "version_title";
  ALTER TABLE "_privacy_v" DROP COLUMN "version_body";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trip_pages_itinerary_departure_lines_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trip_pages_itinerary_madinah_lines_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trip_pages_itinerary_mecca_lines_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trip_pages_itinerary_return_lines_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trip_pages_inclusions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trip_pages_exclusions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trip_pages_important_notes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trip_pages_portal_package_lines_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trip_pages_portal_registration_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trip_pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_trip_pages_v_version_itinerary_departure_lines_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_trip_pages_v_version_itinerary_madinah_lines_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_trip_pages_v_version_itinerary_mecca_lines_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_trip_pages_v_version_itinerary_return_lines_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_trip_pages_v_version_inclusions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_trip_pages_v_version_exclusions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_trip_pages_v_version_important_notes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_trip_pages_v_version_portal_package_lines_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_trip_pages_v_version_portal_registration_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_trip_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "media_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "privacy_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_privacy_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP INDEX "_trip_pages_v_snapshot_idx";
  DROP INDEX "_trip_pages_v_published_locale_idx";
  DROP INDEX "_privacy_v_snapshot_idx";
  DROP INDEX "_privacy_v_published_locale_idx";
  ALTER TABLE "trip_pages_itinerary_departure_lines" ADD COLUMN "text" varchar;
  ALTER TABLE "trip_pages_itinerary_madinah_lines" ADD COLUMN "text" varchar;
  ALTER TABLE "trip_pages_itinerary_mecca_lines" ADD COLUMN "text" varchar;
  ALTER TABLE "trip_pages_itinerary_return_lines" ADD COLUMN "text" varchar;
  ALTER TABLE "trip_pages_inclusions" ADD COLUMN "item" varchar;
  ALTER TABLE "trip_pages_exclusions" ADD COLUMN "item" varchar;
  ALTER TABLE "trip_pages_important_notes" ADD COLUMN "item" varchar;
  ALTER TABLE "trip_pages_portal_package_lines" ADD COLUMN "item" varchar;
  ALTER TABLE "trip_pages_portal_registration_steps" ADD COLUMN "title" varchar;
  ALTER TABLE "trip_pages_portal_registration_steps" ADD COLUMN "description" varchar;
  ALTER TABLE "trip_pages" ADD COLUMN "landing_hero_headline" varchar DEFAULT 'A Journey of the Soul';
  ALTER TABLE "trip_pages" ADD COLUMN "landing_hero_invitation" varchar DEFAULT 'You are warmly invited to travel with our community for a guided Umrah this winter: to pray in Madinah and Mecca together, with an imam beside you, hotels close to the holy mosques and companions at every step.';
  ALTER TABLE "trip_pages" ADD COLUMN "landing_hero_button" varchar DEFAULT 'Secure Your Spot';
  ALTER TABLE "trip_pages" ADD COLUMN "landing_coming_soon_eyebrow" varchar DEFAULT 'Winter 2026';
  ALTER TABLE "trip_pages" ADD COLUMN "landing_coming_soon_heading" varchar DEFAULT 'Coming Soon';
  ALTER TABLE "trip_pages" ADD COLUMN "landing_coming_soon_text" varchar DEFAULT 'We are preparing an extraordinary spiritual journey for our community: a group Umrah in Winter 2026, with guidance, comfort and companionship at every step.';
  ALTER TABLE "trip_pages" ADD COLUMN "landing_coming_soon_stay_tuned" varchar DEFAULT 'Stay tuned for updates';
  ALTER TABLE "trip_pages" ADD COLUMN "landing_interest_title" varchar DEFAULT 'Register your interest';
  ALTER TABLE "trip_pages" ADD COLUMN "landing_interest_intro" varchar DEFAULT 'Leave your details and we will contact you as soon as registration opens.';
  ALTER TABLE "trip_pages" ADD COLUMN "landing_coming_soon_link" varchar DEFAULT 'Secure your spot';
  ALTER TABLE "trip_pages" ADD COLUMN "landing_register_eyebrow" varchar DEFAULT 'Registration';
  ALTER TABLE "trip_pages" ADD COLUMN "landing_register_heading" varchar DEFAULT 'Secure Your Spot';
  ALTER TABLE "trip_pages" ADD COLUMN "landing_register_intro" varchar DEFAULT 'Read the trip details, then reserve your place through the payment portal.';
  ALTER TABLE "trip_pages" ADD COLUMN "landing_footer_tagline" varchar DEFAULT 'A community Umrah organised from Canada. May your journey be accepted.';
  ALTER TABLE "trip_pages" ADD COLUMN "product_name" varchar DEFAULT 'Umrah';
  ALTER TABLE "trip_pages" ADD COLUMN "dates_note" varchar;
  ALTER TABLE "trip_pages" ADD COLUMN "purpose" varchar;
  ALTER TABLE "trip_pages" ADD COLUMN "flights" varchar;
  ALTER TABLE "trip_pages" ADD COLUMN "accommodations_madinah_location" varchar;
  ALTER TABLE "trip_pages" ADD COLUMN "accommodations_mecca_location" varchar;
  ALTER TABLE "trip_pages" ADD COLUMN "accommodations_note" varchar;
  ALTER TABLE "trip_pages" ADD COLUMN "itinerary_departure_title" varchar;
  ALTER TABLE "trip_pages" ADD COLUMN "itinerary_madinah_title" varchar;
  ALTER TABLE "trip_pages" ADD COLUMN "itinerary_mecca_title" varchar;
  ALTER TABLE "trip_pages" ADD COLUMN "itinerary_return_title" varchar;
  ALTER TABLE "trip_pages" ADD COLUMN "payment_instructions_note" varchar DEFAULT 'Write your reference code in the e-transfer message so the organisers can match your payment.';
  ALTER TABLE "_trip_pages_v_version_itinerary_departure_lines" ADD COLUMN "text" varchar;
  ALTER TABLE "_trip_pages_v_version_itinerary_madinah_lines" ADD COLUMN "text" varchar;
  ALTER TABLE "_trip_pages_v_version_itinerary_mecca_lines" ADD COLUMN "text" varchar;
  ALTER TABLE "_trip_pages_v_version_itinerary_return_lines" ADD COLUMN "text" varchar;
  ALTER TABLE "_trip_pages_v_version_inclusions" ADD COLUMN "item" varchar;
  ALTER TABLE "_trip_pages_v_version_exclusions" ADD COLUMN "item" varchar;
  ALTER TABLE "_trip_pages_v_version_important_notes" ADD COLUMN "item" varchar;
  ALTER TABLE "_trip_pages_v_version_portal_package_lines" ADD COLUMN "item" varchar;
  ALTER TABLE "_trip_pages_v_version_portal_registration_steps" ADD COLUMN "title" varchar;
  ALTER TABLE "_trip_pages_v_version_portal_registration_steps" ADD COLUMN "description" varchar;
  ALTER TABLE "_trip_pages_v" ADD COLUMN "version_landing_hero_headline" varchar DEFAULT 'A Journey of the Soul';
  ALTER TABLE "_trip_pages_v" ADD COLUMN "version_landing_hero_invitation" varchar DEFAULT 'You are warmly invited to travel with our community for a guided Umrah this winter: to pray in Madinah and Mecca together, with an imam beside you, hotels close to the holy mosques and companions at every step.';
  ALTER TABLE "_trip_pages_v" ADD COLUMN "version_landing_hero_button" varchar DEFAULT 'Secure Your Spot';
  ALTER TABLE "_trip_pages_v" ADD COLUMN "version_landing_coming_soon_eyebrow" varchar DEFAULT 'Winter 2026';
  ALTER TABLE "_trip_pages_v" ADD COLUMN "version_landing_coming_soon_heading" varchar DEFAULT 'Coming Soon';
  ALTER TABLE "_trip_pages_v" ADD COLUMN "version_landing_coming_soon_text" varchar DEFAULT 'We are preparing an extraordinary spiritual journey for our community: a group Umrah in Winter 2026, with guidance, comfort and companionship at every step.';
  ALTER TABLE "_trip_pages_v" ADD COLUMN "version_landing_coming_soon_stay_tuned" varchar DEFAULT 'Stay tuned for updates';
  ALTER TABLE "_trip_pages_v" ADD COLUMN "version_landing_interest_title" varchar DEFAULT 'Register your interest';
  ALTER TABLE "_trip_pages_v" ADD COLUMN "version_landing_interest_intro" varchar DEFAULT 'Leave your details and we will contact you as soon as registration opens.';
  ALTER TABLE "_trip_pages_v" ADD COLUMN "version_landing_coming_soon_link" varchar DEFAULT 'Secure your spot';
  ALTER TABLE "_trip_pages_v" ADD COLUMN "version_landing_register_eyebrow" varchar DEFAULT 'Registration';
  ALTER TABLE "_trip_pages_v" ADD COLUMN "version_landing_register_heading" varchar DEFAULT 'Secure Your Spot';
  ALTER TABLE "_trip_pages_v" ADD COLUMN "version_landing_register_intro" varchar DEFAULT 'Read the trip details, then reserve your place through the payment portal.';
  ALTER TABLE "_trip_pages_v" ADD COLUMN "version_landing_footer_tagline" varchar DEFAULT 'A community Umrah organised from Canada. May your journey be accepted.';
  ALTER TABLE "_trip_pages_v" ADD COLUMN "version_product_name" varchar DEFAULT 'Umrah';
  ALTER TABLE "_trip_pages_v" ADD COLUMN "version_dates_note" varchar;
  ALTER TABLE "_trip_pages_v" ADD COLUMN "version_purpose" varchar;
  ALTER TABLE "_trip_pages_v" ADD COLUMN "version_flights" varchar;
  ALTER TABLE "_trip_pages_v" ADD COLUMN "version_accommodations_madinah_location" varchar;
  ALTER TABLE "_trip_pages_v" ADD COLUMN "version_accommodations_mecca_location" varchar;
  ALTER TABLE "_trip_pages_v" ADD COLUMN "version_accommodations_note" varchar;
  ALTER TABLE "_trip_pages_v" ADD COLUMN "version_itinerary_departure_title" varchar;
  ALTER TABLE "_trip_pages_v" ADD COLUMN "version_itinerary_madinah_title" varchar;
  ALTER TABLE "_trip_pages_v" ADD COLUMN "version_itinerary_mecca_title" varchar;
  ALTER TABLE "_trip_pages_v" ADD COLUMN "version_itinerary_return_title" varchar;
  ALTER TABLE "_trip_pages_v" ADD COLUMN "version_payment_instructions_note" varchar DEFAULT 'Write your reference code in the e-transfer message so the organisers can match your payment.';
  ALTER TABLE "media" ADD COLUMN "alt" varchar;
  ALTER TABLE "privacy" ADD COLUMN "title" varchar DEFAULT 'Privacy notice';
  ALTER TABLE "privacy" ADD COLUMN "body" varchar;
  ALTER TABLE "_privacy_v" ADD COLUMN "version_title" varchar DEFAULT 'Privacy notice';
  ALTER TABLE "_privacy_v" ADD COLUMN "version_body" varchar;
  -- The English words back into their columns; other languages' words are lost.
  UPDATE "trip_pages_itinerary_departure_lines" SET "text" = l."text" FROM "trip_pages_itinerary_departure_lines_locales" l WHERE l."_parent_id" = "trip_pages_itinerary_departure_lines"."id" AND l."_locale" = 'en';
  UPDATE "trip_pages_itinerary_madinah_lines" SET "text" = l."text" FROM "trip_pages_itinerary_madinah_lines_locales" l WHERE l."_parent_id" = "trip_pages_itinerary_madinah_lines"."id" AND l."_locale" = 'en';
  UPDATE "trip_pages_itinerary_mecca_lines" SET "text" = l."text" FROM "trip_pages_itinerary_mecca_lines_locales" l WHERE l."_parent_id" = "trip_pages_itinerary_mecca_lines"."id" AND l."_locale" = 'en';
  UPDATE "trip_pages_itinerary_return_lines" SET "text" = l."text" FROM "trip_pages_itinerary_return_lines_locales" l WHERE l."_parent_id" = "trip_pages_itinerary_return_lines"."id" AND l."_locale" = 'en';
  UPDATE "trip_pages_inclusions" SET "item" = l."item" FROM "trip_pages_inclusions_locales" l WHERE l."_parent_id" = "trip_pages_inclusions"."id" AND l."_locale" = 'en';
  UPDATE "trip_pages_exclusions" SET "item" = l."item" FROM "trip_pages_exclusions_locales" l WHERE l."_parent_id" = "trip_pages_exclusions"."id" AND l."_locale" = 'en';
  UPDATE "trip_pages_important_notes" SET "item" = l."item" FROM "trip_pages_important_notes_locales" l WHERE l."_parent_id" = "trip_pages_important_notes"."id" AND l."_locale" = 'en';
  UPDATE "trip_pages_portal_package_lines" SET "item" = l."item" FROM "trip_pages_portal_package_lines_locales" l WHERE l."_parent_id" = "trip_pages_portal_package_lines"."id" AND l."_locale" = 'en';
  UPDATE "trip_pages_portal_registration_steps" SET "title" = l."title", "description" = l."description" FROM "trip_pages_portal_registration_steps_locales" l WHERE l."_parent_id" = "trip_pages_portal_registration_steps"."id" AND l."_locale" = 'en';
  UPDATE "trip_pages" SET "landing_hero_headline" = l."landing_hero_headline", "landing_hero_invitation" = l."landing_hero_invitation", "landing_hero_button" = l."landing_hero_button", "landing_coming_soon_eyebrow" = l."landing_coming_soon_eyebrow", "landing_coming_soon_heading" = l."landing_coming_soon_heading", "landing_coming_soon_text" = l."landing_coming_soon_text", "landing_coming_soon_stay_tuned" = l."landing_coming_soon_stay_tuned", "landing_interest_title" = l."landing_interest_title", "landing_interest_intro" = l."landing_interest_intro", "landing_coming_soon_link" = l."landing_coming_soon_link", "landing_register_eyebrow" = l."landing_register_eyebrow", "landing_register_heading" = l."landing_register_heading", "landing_register_intro" = l."landing_register_intro", "landing_footer_tagline" = l."landing_footer_tagline", "product_name" = l."product_name", "dates_note" = l."dates_note", "purpose" = l."purpose", "flights" = l."flights", "accommodations_madinah_location" = l."accommodations_madinah_location", "accommodations_mecca_location" = l."accommodations_mecca_location", "accommodations_note" = l."accommodations_note", "itinerary_departure_title" = l."itinerary_departure_title", "itinerary_madinah_title" = l."itinerary_madinah_title", "itinerary_mecca_title" = l."itinerary_mecca_title", "itinerary_return_title" = l."itinerary_return_title", "payment_instructions_note" = l."payment_instructions_note" FROM "trip_pages_locales" l WHERE l."_parent_id" = "trip_pages"."id" AND l."_locale" = 'en';
  UPDATE "_trip_pages_v_version_itinerary_departure_lines" SET "text" = l."text" FROM "_trip_pages_v_version_itinerary_departure_lines_locales" l WHERE l."_parent_id" = "_trip_pages_v_version_itinerary_departure_lines"."id" AND l."_locale" = 'en';
  UPDATE "_trip_pages_v_version_itinerary_madinah_lines" SET "text" = l."text" FROM "_trip_pages_v_version_itinerary_madinah_lines_locales" l WHERE l."_parent_id" = "_trip_pages_v_version_itinerary_madinah_lines"."id" AND l."_locale" = 'en';
  UPDATE "_trip_pages_v_version_itinerary_mecca_lines" SET "text" = l."text" FROM "_trip_pages_v_version_itinerary_mecca_lines_locales" l WHERE l."_parent_id" = "_trip_pages_v_version_itinerary_mecca_lines"."id" AND l."_locale" = 'en';
  UPDATE "_trip_pages_v_version_itinerary_return_lines" SET "text" = l."text" FROM "_trip_pages_v_version_itinerary_return_lines_locales" l WHERE l."_parent_id" = "_trip_pages_v_version_itinerary_return_lines"."id" AND l."_locale" = 'en';
  UPDATE "_trip_pages_v_version_inclusions" SET "item" = l."item" FROM "_trip_pages_v_version_inclusions_locales" l WHERE l."_parent_id" = "_trip_pages_v_version_inclusions"."id" AND l."_locale" = 'en';
  UPDATE "_trip_pages_v_version_exclusions" SET "item" = l."item" FROM "_trip_pages_v_version_exclusions_locales" l WHERE l."_parent_id" = "_trip_pages_v_version_exclusions"."id" AND l."_locale" = 'en';
  UPDATE "_trip_pages_v_version_important_notes" SET "item" = l."item" FROM "_trip_pages_v_version_important_notes_locales" l WHERE l."_parent_id" = "_trip_pages_v_version_important_notes"."id" AND l."_locale" = 'en';
  UPDATE "_trip_pages_v_version_portal_package_lines" SET "item" = l."item" FROM "_trip_pages_v_version_portal_package_lines_locales" l WHERE l."_parent_id" = "_trip_pages_v_version_portal_package_lines"."id" AND l."_locale" = 'en';
  UPDATE "_trip_pages_v_version_portal_registration_steps" SET "title" = l."title", "description" = l."description" FROM "_trip_pages_v_version_portal_registration_steps_locales" l WHERE l."_parent_id" = "_trip_pages_v_version_portal_registration_steps"."id" AND l."_locale" = 'en';
  UPDATE "_trip_pages_v" SET "version_landing_hero_headline" = l."version_landing_hero_headline", "version_landing_hero_invitation" = l."version_landing_hero_invitation", "version_landing_hero_button" = l."version_landing_hero_button", "version_landing_coming_soon_eyebrow" = l."version_landing_coming_soon_eyebrow", "version_landing_coming_soon_heading" = l."version_landing_coming_soon_heading", "version_landing_coming_soon_text" = l."version_landing_coming_soon_text", "version_landing_coming_soon_stay_tuned" = l."version_landing_coming_soon_stay_tuned", "version_landing_interest_title" = l."version_landing_interest_title", "version_landing_interest_intro" = l."version_landing_interest_intro", "version_landing_coming_soon_link" = l."version_landing_coming_soon_link", "version_landing_register_eyebrow" = l."version_landing_register_eyebrow", "version_landing_register_heading" = l."version_landing_register_heading", "version_landing_register_intro" = l."version_landing_register_intro", "version_landing_footer_tagline" = l."version_landing_footer_tagline", "version_product_name" = l."version_product_name", "version_dates_note" = l."version_dates_note", "version_purpose" = l."version_purpose", "version_flights" = l."version_flights", "version_accommodations_madinah_location" = l."version_accommodations_madinah_location", "version_accommodations_mecca_location" = l."version_accommodations_mecca_location", "version_accommodations_note" = l."version_accommodations_note", "version_itinerary_departure_title" = l."version_itinerary_departure_title", "version_itinerary_madinah_title" = l."version_itinerary_madinah_title", "version_itinerary_mecca_title" = l."version_itinerary_mecca_title", "version_itinerary_return_title" = l."version_itinerary_return_title", "version_payment_instructions_note" = l."version_payment_instructions_note" FROM "_trip_pages_v_locales" l WHERE l."_parent_id" = "_trip_pages_v"."id" AND l."_locale" = 'en';
  UPDATE "media" SET "alt" = l."alt" FROM "media_locales" l WHERE l."_parent_id" = "media"."id" AND l."_locale" = 'en';
  UPDATE "privacy" SET "title" = l."title", "body" = l."body" FROM "privacy_locales" l WHERE l."_parent_id" = "privacy"."id" AND l."_locale" = 'en';
  UPDATE "_privacy_v" SET "version_title" = l."version_title", "version_body" = l."version_body" FROM "_privacy_v_locales" l WHERE l."_parent_id" = "_privacy_v"."id" AND l."_locale" = 'en';
  ALTER TABLE "media" ALTER COLUMN "alt" SET NOT NULL;
  DROP TABLE "trip_pages_itinerary_departure_lines_locales" CASCADE;
  DROP TABLE "trip_pages_itinerary_madinah_lines_locales" CASCADE;
  DROP TABLE "trip_pages_itinerary_mecca_lines_locales" CASCADE;
  DROP TABLE "trip_pages_itinerary_return_lines_locales" CASCADE;
  DROP TABLE "trip_pages_inclusions_locales" CASCADE;
  DROP TABLE "trip_pages_exclusions_locales" CASCADE;
  DROP TABLE "trip_pages_important_notes_locales" CASCADE;
  DROP TABLE "trip_pages_portal_package_lines_locales" CASCADE;
  DROP TABLE "trip_pages_portal_registration_steps_locales" CASCADE;
  DROP TABLE "trip_pages_locales" CASCADE;
  DROP TABLE "_trip_pages_v_version_itinerary_departure_lines_locales" CASCADE;
  DROP TABLE "_trip_pages_v_version_itinerary_madinah_lines_locales" CASCADE;
  DROP TABLE "_trip_pages_v_version_itinerary_mecca_lines_locales" CASCADE;
  DROP TABLE "_trip_pages_v_version_itinerary_return_lines_locales" CASCADE;
  DROP TABLE "_trip_pages_v_version_inclusions_locales" CASCADE;
  DROP TABLE "_trip_pages_v_version_exclusions_locales" CASCADE;
  DROP TABLE "_trip_pages_v_version_important_notes_locales" CASCADE;
  DROP TABLE "_trip_pages_v_version_portal_package_lines_locales" CASCADE;
  DROP TABLE "_trip_pages_v_version_portal_registration_steps_locales" CASCADE;
  DROP TABLE "_trip_pages_v_locales" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "privacy_locales" CASCADE;
  DROP TABLE "_privacy_v_locales" CASCADE;
  ALTER TABLE "_trip_pages_v" DROP COLUMN "snapshot";
  ALTER TABLE "_trip_pages_v" DROP COLUMN "published_locale";
  ALTER TABLE "_privacy_v" DROP COLUMN "snapshot";
  ALTER TABLE "_privacy_v" DROP COLUMN "published_locale";
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum__trip_pages_v_published_locale";
  DROP TYPE "public"."enum__privacy_v_published_locale";`)
}
