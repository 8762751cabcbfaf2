// The portal's trip information (spec §2 /portal/register-trip, §9). Fixed texts for now; a later
// issue moves them to the CMS, so every text the page shows about the trip lives here.
export interface RegistrationStep {
  title: string;
  description: string;
}

export const TRIP_INFO = {
  dates: '15 December 2025 to 2 January 2026',
  departure: 'From a Toronto international airport',
  package: [
    'Round-trip flights',
    '4-star hotels',
    'Daily breakfast and dinner',
    'Guided tours of holy sites',
    'Transport within Saudi Arabia',
    'Spiritual guidance',
  ],
  steps: [
    { title: 'Registration', description: 'Register for the trip here in the portal.' },
    { title: 'Deposit Payment', description: 'Pay the non-refundable $500 deposit to secure your spot.' },
    { title: 'Form Submission', description: 'Complete and submit the registration form with your personal and passport details.' },
    { title: 'Document Upload', description: 'Upload your passport, visa and other documents.' },
    { title: 'Final Payment', description: 'Pay the remaining balance 60 days before departure.' },
  ] satisfies RegistrationStep[],
  deposit: {
    title: 'Deposit Required',
    text: 'A deposit of $500 is required to secure your spot. The deposit is non-refundable and will be applied toward the total cost of the trip.',
  },
  included: {
    title: "What's Included",
    text: 'Round-trip flights, 4-star hotels, daily breakfast and dinner, guided tours of holy sites, transport within Saudi Arabia and spiritual guidance.',
  },
} as const;
