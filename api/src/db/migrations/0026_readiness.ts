import type { Knex } from 'knex';

// Ready to travel (issue 35, ADR 0119–0120). Each trip carries its readiness rules as data (the
// parameters, and the day and source each was last checked against); the traveller's visa details,
// the vaccine on their certificate, and their medical and mobility needs (encrypted with the
// passport number's field cipher) sit in travel_details, one row per registration; a vaccination
// certificate and a minor's consent letter are document types of their own. Existing rows keep
// everything: trips get the default rules, documents and forms are untouched.

/** The rules every trip starts with, written out (a migration must not change with the shared package). */
export const DEFAULT_RULES_0026 = {
  warnDays: 30,
  passport: {
    monthsAfterReturn: 6,
    checkedOn: '2026-11-26',
    source: { title: 'Ministry of Foreign Affairs of Saudi Arabia: visa requirements', url: 'https://visa.mofa.gov.sa' },
  },
  visa: { checkedOn: '2026-11-26', source: { title: 'Nusuk: Umrah visa', url: 'https://www.nusuk.sa' } },
  meningitis: {
    fromAgeYears: 1,
    daysBeforeDeparture: 10,
    validityYears: { polysaccharide: 3, conjugate: 5 },
    checkedOn: '2026-11-26',
    source: {
      title: 'Saudi Ministry of Health: health requirements for Umrah pilgrims',
      url: 'https://www.moh.gov.sa/en/HealthAwareness/Campaigns/Hajj/Pages/default.aspx',
    },
  },
  emergencyContact: { checkedOn: '2026-11-26', source: { title: 'Agency policy (docs/product.md#ready-to-travel)', url: 'https://umrah.example/policy' } },
  minorConsent: {
    underAgeYears: 18,
    checkedOn: '2026-11-26',
    source: {
      title: 'Government of Canada: recommended consent letter for children travelling abroad',
      url: 'https://travel.gc.ca/travelling/children/consent-letter',
    },
  },
};

const OLD_TYPES = ['passport', 'visa', 'photo', 'other'];
const NEW_TYPES = [...OLD_TYPES, 'vaccination', 'consent'];
const typeCheck = (types: string[]) => `CHECK (type IN (${types.map((t) => `'${t}'`).join(', ')}))`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('trips', (t) => {
    t.jsonb('readiness_rules')
      .notNullable()
      .defaultTo(knex.raw(`'${JSON.stringify(DEFAULT_RULES_0026)}'::jsonb`));
  });

  await knex.raw('ALTER TABLE trip_documents DROP CONSTRAINT trip_documents_type_check');
  await knex.raw(`ALTER TABLE trip_documents ADD CONSTRAINT trip_documents_type_check ${typeCheck(NEW_TYPES)}`);
  // Health and a minor's consent are never shared, like a passport page.
  await knex.raw(`ALTER TABLE trip_documents ADD CONSTRAINT trip_documents_private_types CHECK (type NOT IN ('vaccination', 'consent') OR NOT is_public)`);

  await knex.schema.createTable('travel_details', (t) => {
    t.uuid('registration_id').primary().references('trip_registrations.id').onDelete('CASCADE');
    t.uuid('trip_id').notNullable();
    t.string('visa_number', 20);
    t.string('visa_type', 10);
    t.date('visa_issued_on');
    t.date('visa_expires_on');
    t.string('vaccine_type', 16);
    t.date('vaccinated_on');
    // Medical notes, diet and wheelchair as one JSON value, encrypted (AAD: travel_details.care:<registration>).
    t.text('care_encrypted');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['trip_id', 'registration_id']);
  });
  await knex.raw(`ALTER TABLE travel_details ADD CONSTRAINT travel_details_registration_trip FOREIGN KEY (registration_id, trip_id)
    REFERENCES trip_registrations (id, trip_id) ON DELETE CASCADE`);
  await knex.raw(`CREATE TRIGGER travel_details_take_registration_trip BEFORE INSERT ON travel_details FOR EACH ROW EXECUTE FUNCTION take_registration_trip()`);
  await knex.raw(`ALTER TABLE travel_details ADD CONSTRAINT travel_details_values_check CHECK (
    (visa_type IS NULL OR visa_type IN ('umrah', 'tourist', 'other')) AND
    (vaccine_type IS NULL OR vaccine_type IN ('conjugate', 'polysaccharide')) AND
    (visa_issued_on IS NULL OR visa_expires_on IS NULL OR visa_issued_on <= visa_expires_on))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('travel_details');
  await knex.raw('ALTER TABLE trip_documents DROP CONSTRAINT trip_documents_private_types');
  await knex('trip_documents').whereIn('type', ['vaccination', 'consent']).update({ type: 'other' });
  await knex.raw('ALTER TABLE trip_documents DROP CONSTRAINT trip_documents_type_check');
  await knex.raw(`ALTER TABLE trip_documents ADD CONSTRAINT trip_documents_type_check ${typeCheck(OLD_TYPES)}`);
  await knex.schema.alterTable('trips', (t) => t.dropColumn('readiness_rules'));
}
