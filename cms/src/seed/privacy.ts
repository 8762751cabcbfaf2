// The first privacy notice. Plain data: the api's tests check it maps to the api's own seed.
export const privacySeed = {
  version: '2026-11-26',
  title: 'Privacy notice',
  body: [
    'Barakah Lifestyle organises this Umrah and keeps the personal information you give us to run it: your account, your registration form (passport, emergency contact and medical details), your documents and your payments.',
    'We use it only to organise your trip: to book flights, hotels and visas, to keep in touch with you, and to keep the accounts the law requires.',
    'Passport numbers, documents, emergency and medical details are deleted 90 days after the trip returns, unless the organisers set another period for the trip. Payment records are kept six years for tax purposes.',
    'You may download everything we hold about you from your profile, and ask for your account to be deleted. For any question, write to payments@barakahlifestyle.ca.',
  ].join('\n\n'),
};
