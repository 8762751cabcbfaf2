// The spec's §9 words in the shape of a trip page (the `trip-pages` collection): everything but the
// trip's facts, which the api's trips table holds (ADR 0098). Plain data: the api's tests check
// that it maps to exactly the api's own seed words (graphql/src/content.ts).
export const FIRST_TRIP_SLUG = 'winter-2026';

export const tripPageSeed = {
  trip: FIRST_TRIP_SLUG,
  productName: 'Umrah',
  brand: { wordmark: 'Barakah', suffix: 'Lifestyle' },
  organiser: { name: 'Barakah Lifestyle', address: '' },
  datesNote: 'Dates are subject to change.',
  purpose: 'A guided group pilgrimage to Madinah and Mecca, organised by two Canadian community organisations.',
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
    packageLines: [
      'Round-trip flights',
      'Hotels in Madinah (4-star) and Mecca (5-star)',
      'Guided tours of holy sites',
      'Transport within Saudi Arabia',
      'Spiritual guidance',
    ].map((item) => ({ item })),
    registrationSteps: [
      { title: 'Registration', description: 'Create your account and register for the trip.' },
      { title: 'Deposit Payment', description: 'Pay the deposit for your fare.' },
      { title: 'Form Submission', description: 'Complete and submit your registration form.' },
      { title: 'Document Upload', description: 'Upload your passport, visa and other documents.' },
      { title: 'Final Payment', description: 'Pay the balance by its due date.' },
    ],
  },
  landing: {
    heroHeadline: 'A Journey of the Soul',
    heroInvitation:
      'You are warmly invited to travel with our community for a guided Umrah this winter: to pray in Madinah and Mecca together, with an imam beside you, hotels close to the holy mosques and companions at every step.',
    heroButton: 'Secure Your Spot',
    comingSoonEyebrow: 'Winter 2026',
    comingSoonHeading: 'Coming Soon',
    comingSoonText:
      'We are preparing an extraordinary spiritual journey for our community: a group Umrah in Winter 2026, with guidance, comfort and companionship at every step.',
    comingSoonStayTuned: 'Stay tuned for updates',
    interestTitle: 'Register your interest',
    interestIntro: 'Leave your details and we will contact you as soon as registration opens.',
    comingSoonLink: 'Secure your spot',
    registerEyebrow: 'Registration',
    registerHeading: 'Secure Your Spot',
    registerIntro: 'Read the trip details, then reserve your place through the payment portal.',
    footerTagline: 'A community Umrah organised from Canada. May your journey be accepted.',
  },
  paymentForm: { url: 'https://payments.example.org/umrah-winter-2026', height: 766 },
  paymentInstructions: {
    etransferEmail: 'payments@barakahlifestyle.ca',
    note: 'Write your reference code in the e-transfer message so the organisers can match your payment.',
  },
  // A few example days, hour by hour in Saudi time (a day-only date is kept at noon UTC, as the CMS's date picker does).
  programme: [
    {
      date: '2026-01-04T12:00:00.000Z',
      steps: [
        { time: '05:30', title: 'Fajr prayer', place: 'The Prophet’s Mosque' },
        { time: '08:00', title: 'Breakfast', place: 'Madinah hotel' },
        { time: '09:30', title: 'Guided city tour of the holy sites', place: 'Quba Mosque and Mount Uhud' },
        { time: '12:20', title: 'Dhuhr prayer', place: 'The Prophet’s Mosque' },
        { time: '20:00', title: 'Evening talk with the imam', place: 'Hotel lobby' },
      ],
    },
    {
      date: '2026-01-07T12:00:00.000Z',
      steps: [
        { time: '08:00', title: 'Check out and board the bus', place: 'Madinah hotel' },
        { time: '09:00', title: 'Ihram at the miqat', place: 'Dhul Hulayfah' },
        { time: '15:00', title: 'Arrive at the hotel', place: 'Mecca hotel' },
        { time: '21:00', title: 'Umrah with the imam', place: 'The Sacred Mosque' },
      ],
    },
    {
      date: '2026-01-09T12:00:00.000Z',
      steps: [
        { time: '08:00', title: 'Guided city tour of the holy sites', place: 'Arafat, Mina and Jabal al-Nour' },
        { time: '13:00', title: 'Free afternoon', place: '' },
      ],
    },
  ],
};
