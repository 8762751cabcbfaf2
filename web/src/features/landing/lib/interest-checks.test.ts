// Parity: the landing page's hand-written checks and the server's zod rules get the same table
// of cases and must agree on every field's verdict and message, and on the cleaned values.
import { fieldErrorsOf, interestRules } from '@umrah/graphql';
import { describe, expect, it } from 'vitest';
import { checkInterest, type InterestDraft } from './interest-checks';

const VALID: InterestDraft = { name: 'Fatima Zahra', email: 'fatima@example.com', phone: '4165550199', travelers: '4', message: '', website: '' };

const at = (local: string, domain = 'example.com') => `${local}@${domain}`;
const CASES: [string, Partial<InterestDraft>][] = [
  ['a valid form', {}],
  ['a one-letter name', { name: 'A' }],
  ['a two-letter name', { name: 'Al' }],
  ['a name of spaces around one letter', { name: '  A  ' }],
  ['a blank name', { name: '   ' }],
  ['a 200-character name', { name: 'x'.repeat(200) }],
  ['a 201-character name', { name: 'x'.repeat(201) }],
  ['a name with spaces to trim', { name: '  Fatima  ' }],
  ['an email without a domain dot', { email: 'a@b' }],
  ['an email with a one-letter top-level domain', { email: 'a@b.c' }],
  ['an email with a plus', { email: 'fatima+trip@example.co' }],
  ['an email with dots in the local part', { email: 'f.z.q@example.com' }],
  ['an email with two dots in a row', { email: 'f..z@example.com' }],
  ['an email ending in a dot before @', { email: 'fz.@example.com' }],
  ['an email with spaces around it', { email: '  fatima@example.com ' }],
  ['an email with a space inside', { email: 'fat ima@example.com' }],
  ['an email with an apostrophe', { email: "o'brien@example.com" }],
  ['an email with a subdomain', { email: 'fatima@mail.example.ca' }],
  ['an email with a hyphen-led domain', { email: 'fatima@-example.com' }],
  ['an email of 254 characters', { email: at('x'.repeat(64), `${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(57)}.com`) }],
  ['an email of 255 characters', { email: at('x'.repeat(64), `${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(58)}.com`) }],
  ['no email', { email: '' }],
  ['a 9-character phone', { phone: '416555019' }],
  ['a 10-character phone', { phone: '4165550199' }],
  ['a phone with spaces around 9 characters', { phone: '  416555019  ' }],
  ['a 30-character phone', { phone: '+1 (416) 555-0199 ext. 1234567' }],
  ['a 31-character phone', { phone: '+1 (416) 555-0199 ext. 12345678' }],
  ['0 travelers', { travelers: '0' }],
  ['1 traveler', { travelers: '1' }],
  ['45 travelers', { travelers: '45' }],
  ['46 travelers', { travelers: '46' }],
  ['2.5 travelers', { travelers: '2.5' }],
  ['no travelers', { travelers: '' }],
  ['travelers as words', { travelers: 'four' }],
  ['-3 travelers', { travelers: '-3' }],
  ['a 2000-character message', { message: 'm'.repeat(2000) }],
  ['a 2001-character message', { message: 'm'.repeat(2001) }],
  ['a blank message', { message: '    ' }],
  ['a message with spaces to trim', { message: '  Two adults.  ' }],
  ['a filled honeypot', { website: 'https://spam.example' }],
  ['everything wrong', { name: '', email: 'x', phone: '1', travelers: '99', message: 'm'.repeat(2001) }],
];

describe('the landing page’s interest checks and the zod rules agree', () => {
  it.each(CASES)('when the form holds %s, then both give the same verdict, messages and values', (_label, over) => {
    const draft = { ...VALID, ...over };
    const browser = checkInterest(draft);
    // What the landing page sends: its own cleaned values (travelers as a number).
    const sent = {
      name: draft.name,
      email: draft.email,
      phone: draft.phone,
      travelers: browser.values.travelers,
      message: draft.message,
      website: draft.website || null,
    };
    const server = interestRules.safeParse(sent);
    const serverErrors = server.success ? {} : fieldErrorsOf(server.error);
    expect(browser.errors).toEqual(serverErrors);
    if (server.success) expect(browser.values).toEqual(server.data);
  });

  it('when the messages are shown, then they are the product’s exact texts', () => {
    expect(checkInterest({ name: '', email: '', phone: '', travelers: '', message: 'm'.repeat(2001), website: '' }).errors).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      travelers: 'Number of travelers must be between 1 and 45',
      message: 'Message must be at most 2000 characters',
    });
  });
});
