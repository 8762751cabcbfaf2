// The spec's §9 values in the shape of the Trip global (money in CAD dollars). Plain data: the
// api's tests check that it maps to exactly the api's own seed (graphql/src/content.ts).
export const tripSeed = {
  productName: 'Umrah',
  brand: { wordmark: 'Barakah', suffix: 'Lifestyle' },
  organiser: { name: 'Barakah Lifestyle', address: '' },
  title: 'Winter 2026 Umrah',
  dates: 'Dec. 31, 2025 to Jan. 12, 2026',
  datesNote: 'Dates are subject to change.',
  groupSize: 45,
  seats: { holdHours: 72, offerHours: 48 },
  cost: { barakah: 3300, nonBarakah: 3350 },
  paymentSchedule: [
    { amount: 200, description: 'Deposit at registration (Barakah members)', due: 'At registration', fare: 'barakah', dueDate: null },
    { amount: 250, description: 'Deposit at registration (non-members)', due: 'At registration', fare: 'nonBarakah', dueDate: null },
    // Noon UTC: the same calendar day in Toronto, where the schedule is read.
    { amount: 1300, description: 'First payment', due: 'Sept. 30, 2025', fare: 'all', dueDate: '2025-09-30T12:00:00.000Z' },
    { amount: 1800, description: 'Balance', due: 'Nov. 10, 2025', fare: 'all', dueDate: '2025-11-10T12:00:00.000Z' },
  ],
  purpose: 'A guided group pilgrimage to Madinah and Mecca, organised by two Canadian community organisations, for up to 45 travelers.',
  flights: 'Economy class, Montreal to London to Jeddah, returning the same way.',
  accommodations: {
    madinah: { name: 'Madinah hotel', stars: 4, location: 'Right across from the main mosque', dates: 'Jan. 2-7' },
    mecca: { name: 'Mecca hotel', stars: 5, location: "10 minutes' walk to the Haram", dates: 'Jan. 7-12' },
    note: 'All rooms are quadruple (4 twin beds).',
  },
  itinerary: {
    departure: {
      title: 'Departure',
      dates: 'Dec. 31, 2025 - Jan. 2, 2026',
      lines: [
        { time: 'Dec. 31', text: 'Depart Montreal for London (economy class)' },
        { time: 'Jan. 1', text: 'Connect in London for Jeddah' },
        { time: 'Jan. 2', text: 'Arrive in Jeddah and travel to Madinah by luxury bus' },
      ],
    },
    madinah: {
      title: 'Madinah',
      dates: 'Jan. 2-7',
      lines: [
        { time: 'Daily', text: 'Prayers at the main mosque, right across from the hotel' },
        { time: 'Jan. 4', text: 'Guided city tour of the holy sites' },
      ],
    },
    mecca: {
      title: 'Mecca',
      dates: 'Jan. 7-12',
      lines: [
        { time: 'Jan. 7', text: 'Travel to Mecca by luxury bus and perform Umrah with the imam' },
        { time: 'Jan. 9', text: 'Guided city tour of the holy sites' },
      ],
    },
    return: { title: 'Return', dates: 'Jan. 12, 2026', lines: [{ time: 'Jan. 12', text: 'Jeddah to London to Montreal' }] },
  },
  inclusions: ['Flights', 'Visa fee', 'Hotels', 'Luxury bus', 'Guided city tours', 'Travel support', 'Religious guidance by an imam'].map((item) => ({ item })),
  exclusions: [
    'Extra travel insurance (only health assistance insurance comes with the visa)',
    'Meals (breakfast may be provided by the hotels)',
    'SIM card',
    'Gifts and other expenses',
  ].map((item) => ({ item })),
  importantNotes: ['Minors travelling without guardians may need parental consent.', 'Dates are subject to change.'].map((item) => ({ item })),
  portal: {
    dates: '15 December 2025 to 2 January 2026',
    departure: 'From a Toronto international airport',
    packageLines: [
      'Round-trip flights',
      '4-star hotels',
      'Daily breakfast and dinner',
      'Guided tours of holy sites',
      'Transport within Saudi Arabia',
      'Spiritual guidance',
    ].map((item) => ({ item })),
    registrationSteps: [
      { title: 'Registration', description: 'Create your account and register for the trip.' },
      { title: 'Deposit Payment', description: 'Pay the non-refundable $500 deposit.' },
      { title: 'Form Submission', description: 'Complete and submit your registration form.' },
      { title: 'Document Upload', description: 'Upload your passport, visa and other documents.' },
      { title: 'Final Payment', description: 'Pay the balance 60 days before departure.' },
    ],
    deposit: 500,
    depositNote: 'The deposit is non-refundable and is applied toward the total cost.',
    finalPaymentRule: 'Final payment is due 60 days before departure.',
  },
  paymentForm: { url: 'https://payments.example.org/umrah-winter-2026', height: 766 },
  refundPolicy: {
    depositRefundable: false,
    tiers: [
      { before: '2025-11-10T12:00:00.000Z', percent: 100 },
      { before: '2025-12-01T12:00:00.000Z', percent: 50 },
    ],
  },
  paymentInstructions: {
    etransferEmail: 'payments@barakahlifestyle.ca',
    note: 'Write your reference code in the e-transfer message so the organisers can match your payment.',
  },
};
