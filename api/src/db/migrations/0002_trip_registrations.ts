import type { Knex } from 'knex';

const STATUSES = ['PENDING', 'DEPOSIT_PAID', 'FORM_SUBMITTED', 'FORM_APPROVED', 'VISA_SUBMITTED', 'VISA_APPROVED', 'COMPLETED'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('trip_registrations', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    // One registration per traveller.
    t.uuid('user_id').notNullable().unique().references('users.id').onDelete('CASCADE');
    t.string('status', 20).notNullable().defaultTo('PENDING');
    t.boolean('deposit_paid').notNullable().defaultTo(false);
    t.boolean('form_submitted').notNullable().defaultTo(false);
    t.boolean('form_approved').notNullable().defaultTo(false);
    t.boolean('visa_submitted').notNullable().defaultTo(false);
    t.boolean('visa_approved').notNullable().defaultTo(false);
    t.boolean('final_paid').notNullable().defaultTo(false);
    for (const step of ['deposit_paid', 'form_approved', 'visa_approved', 'final_paid']) {
      t.timestamp(`${step}_at`, { useTz: true });
      t.uuid(`${step}_by`).references('users.id').onDelete('SET NULL');
    }
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at']);
  });
  await knex.raw(
    `ALTER TABLE trip_registrations ADD CONSTRAINT trip_registrations_status_check CHECK (status IN (${STATUSES.map((s) => `'${s}'`).join(', ')}))`,
  );
  // The flags can only move forward together: a later step implies the earlier ones.
  await knex.raw(`ALTER TABLE trip_registrations ADD CONSTRAINT trip_registrations_steps_check CHECK (
    (NOT form_submitted OR deposit_paid) AND (NOT form_approved OR form_submitted) AND
    (NOT visa_submitted OR form_approved) AND (NOT visa_approved OR visa_submitted) AND
    (NOT final_paid OR visa_approved))`);

  await knex.schema.createTable('trip_forms', (t) => {
    t.uuid('registration_id').primary().references('trip_registrations.id').onDelete('CASCADE');
    t.string('full_name_as_per_passport', 200);
    t.date('date_of_birth');
    t.string('gender', 10);
    t.string('marital_status', 10);
    t.boolean('is_canadian_citizen').notNullable().defaultTo(false);
    t.boolean('has_valid_canadian_passport').notNullable().defaultTo(false);
    t.string('address', 500);
    t.string('mobile_phone', 30);
    t.string('emergency_contact_name', 200);
    t.string('emergency_contact_email', 254);
    t.string('emergency_contact_relationship', 100);
    // AES-256-GCM ciphertext (lib/cipher.ts); never the number in clear.
    t.text('passport_number_encrypted');
    t.date('passport_expiration_date');
    t.string('passport_issuance_country', 100);
    t.boolean('has_valid_saudi_visa').notNullable().defaultTo(false);
    t.text('room_preferences');
    t.boolean('is_under_18').notNullable().defaultTo(false);
    t.timestamp('submitted_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('audit_events', (t) => {
    t.bigIncrements('id');
    t.uuid('actor_user_id').references('users.id').onDelete('SET NULL');
    t.string('action', 64).notNullable();
    t.string('entity_type', 64).notNullable();
    t.uuid('entity_id');
    t.jsonb('payload').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['entity_type', 'entity_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('audit_events');
  await knex.schema.dropTable('trip_forms');
  await knex.schema.dropTable('trip_registrations');
}
