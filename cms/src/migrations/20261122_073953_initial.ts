import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "trip_payment_schedule" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"amount" numeric NOT NULL,
  	"description" varchar NOT NULL,
  	"due" varchar
  );
  
  CREATE TABLE "trip_itinerary_departure_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"time" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "trip_itinerary_madinah_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"time" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "trip_itinerary_mecca_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"time" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "trip_itinerary_return_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"time" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "trip_inclusions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item" varchar NOT NULL
  );
  
  CREATE TABLE "trip_exclusions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item" varchar NOT NULL
  );
  
  CREATE TABLE "trip_important_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item" varchar NOT NULL
  );
  
  CREATE TABLE "trip_portal_package_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item" varchar NOT NULL
  );
  
  CREATE TABLE "trip_portal_registration_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar
  );
  
  CREATE TABLE "trip" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_name" varchar DEFAULT 'Umrah' NOT NULL,
  	"brand_wordmark" varchar NOT NULL,
  	"brand_suffix" varchar,
  	"title" varchar NOT NULL,
  	"dates" varchar NOT NULL,
  	"dates_note" varchar,
  	"group_size" numeric NOT NULL,
  	"cost_barakah" numeric NOT NULL,
  	"cost_non_barakah" numeric NOT NULL,
  	"purpose" varchar,
  	"flights" varchar,
  	"accommodations_madinah_name" varchar NOT NULL,
  	"accommodations_madinah_stars" numeric NOT NULL,
  	"accommodations_madinah_location" varchar NOT NULL,
  	"accommodations_madinah_dates" varchar NOT NULL,
  	"accommodations_mecca_name" varchar NOT NULL,
  	"accommodations_mecca_stars" numeric NOT NULL,
  	"accommodations_mecca_location" varchar NOT NULL,
  	"accommodations_mecca_dates" varchar NOT NULL,
  	"accommodations_note" varchar,
  	"itinerary_departure_title" varchar NOT NULL,
  	"itinerary_departure_dates" varchar NOT NULL,
  	"itinerary_madinah_title" varchar NOT NULL,
  	"itinerary_madinah_dates" varchar NOT NULL,
  	"itinerary_mecca_title" varchar NOT NULL,
  	"itinerary_mecca_dates" varchar NOT NULL,
  	"itinerary_return_title" varchar NOT NULL,
  	"itinerary_return_dates" varchar NOT NULL,
  	"portal_dates" varchar NOT NULL,
  	"portal_departure" varchar NOT NULL,
  	"portal_deposit" numeric NOT NULL,
  	"portal_deposit_note" varchar,
  	"portal_final_payment_rule" varchar,
  	"hero_image_id" integer,
  	"footer_image_id" integer,
  	"payment_form_url" varchar NOT NULL,
  	"payment_form_height" numeric DEFAULT 766 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trip_payment_schedule" ADD CONSTRAINT "trip_payment_schedule_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trip_itinerary_departure_lines" ADD CONSTRAINT "trip_itinerary_departure_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trip_itinerary_madinah_lines" ADD CONSTRAINT "trip_itinerary_madinah_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trip_itinerary_mecca_lines" ADD CONSTRAINT "trip_itinerary_mecca_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trip_itinerary_return_lines" ADD CONSTRAINT "trip_itinerary_return_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trip_inclusions" ADD CONSTRAINT "trip_inclusions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trip_exclusions" ADD CONSTRAINT "trip_exclusions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trip_important_notes" ADD CONSTRAINT "trip_important_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trip_portal_package_lines" ADD CONSTRAINT "trip_portal_package_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trip_portal_registration_steps" ADD CONSTRAINT "trip_portal_registration_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trip" ADD CONSTRAINT "trip_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trip" ADD CONSTRAINT "trip_footer_image_id_media_id_fk" FOREIGN KEY ("footer_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "trip_payment_schedule_order_idx" ON "trip_payment_schedule" USING btree ("_order");
  CREATE INDEX "trip_payment_schedule_parent_id_idx" ON "trip_payment_schedule" USING btree ("_parent_id");
  CREATE INDEX "trip_itinerary_departure_lines_order_idx" ON "trip_itinerary_departure_lines" USING btree ("_order");
  CREATE INDEX "trip_itinerary_departure_lines_parent_id_idx" ON "trip_itinerary_departure_lines" USING btree ("_parent_id");
  CREATE INDEX "trip_itinerary_madinah_lines_order_idx" ON "trip_itinerary_madinah_lines" USING btree ("_order");
  CREATE INDEX "trip_itinerary_madinah_lines_parent_id_idx" ON "trip_itinerary_madinah_lines" USING btree ("_parent_id");
  CREATE INDEX "trip_itinerary_mecca_lines_order_idx" ON "trip_itinerary_mecca_lines" USING btree ("_order");
  CREATE INDEX "trip_itinerary_mecca_lines_parent_id_idx" ON "trip_itinerary_mecca_lines" USING btree ("_parent_id");
  CREATE INDEX "trip_itinerary_return_lines_order_idx" ON "trip_itinerary_return_lines" USING btree ("_order");
  CREATE INDEX "trip_itinerary_return_lines_parent_id_idx" ON "trip_itinerary_return_lines" USING btree ("_parent_id");
  CREATE INDEX "trip_inclusions_order_idx" ON "trip_inclusions" USING btree ("_order");
  CREATE INDEX "trip_inclusions_parent_id_idx" ON "trip_inclusions" USING btree ("_parent_id");
  CREATE INDEX "trip_exclusions_order_idx" ON "trip_exclusions" USING btree ("_order");
  CREATE INDEX "trip_exclusions_parent_id_idx" ON "trip_exclusions" USING btree ("_parent_id");
  CREATE INDEX "trip_important_notes_order_idx" ON "trip_important_notes" USING btree ("_order");
  CREATE INDEX "trip_important_notes_parent_id_idx" ON "trip_important_notes" USING btree ("_parent_id");
  CREATE INDEX "trip_portal_package_lines_order_idx" ON "trip_portal_package_lines" USING btree ("_order");
  CREATE INDEX "trip_portal_package_lines_parent_id_idx" ON "trip_portal_package_lines" USING btree ("_parent_id");
  CREATE INDEX "trip_portal_registration_steps_order_idx" ON "trip_portal_registration_steps" USING btree ("_order");
  CREATE INDEX "trip_portal_registration_steps_parent_id_idx" ON "trip_portal_registration_steps" USING btree ("_parent_id");
  CREATE INDEX "trip_hero_image_idx" ON "trip" USING btree ("hero_image_id");
  CREATE INDEX "trip_footer_image_idx" ON "trip" USING btree ("footer_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "trip_payment_schedule" CASCADE;
  DROP TABLE "trip_itinerary_departure_lines" CASCADE;
  DROP TABLE "trip_itinerary_madinah_lines" CASCADE;
  DROP TABLE "trip_itinerary_mecca_lines" CASCADE;
  DROP TABLE "trip_itinerary_return_lines" CASCADE;
  DROP TABLE "trip_inclusions" CASCADE;
  DROP TABLE "trip_exclusions" CASCADE;
  DROP TABLE "trip_important_notes" CASCADE;
  DROP TABLE "trip_portal_package_lines" CASCADE;
  DROP TABLE "trip_portal_registration_steps" CASCADE;
  DROP TABLE "trip" CASCADE;`)
}
