import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorsOf, x } from './errors-of.test-util.js';
import {
  addMonths,
  ageOn,
  blockersOf,
  csvLine,
  manifestName,
  READINESS_REMINDER_DAYS,
  readinessReminderWindow,
  passportNames,
  MANIFEST_HEADERS,
  dayIn,
  daysBetween,
  DEFAULT_READINESS_RULES as RULES,
  evaluateReadiness,
  isReady,
  READINESS_MESSAGES,
  READINESS_RULE_IDS,
  readinessRulesSchema,
  travelDetailsRulesFor,
  type ReadinessItem,
  type ReadinessRuleId,
  type TravellerFacts,
} from './readiness.js';
import { shiftDay, TRIP_FACT_MESSAGES } from './trips.js';

const TRIP = { startsOn: '2026-12-20', endsOn: '2027-01-03' };
const READY: TravellerFacts = {
  dateOfBirth: '1980-05-01',
  passportExpirationDate: '2030-01-01',
  emergencyContactName: 'Aisha Khan',
  emergencyContactEmail: 'aisha@example.com',
  visa: { number: 'U1234567', type: 'umrah', issuedOn: '2026-11-01', expiresOn: '2027-03-01' },
  vaccination: { type: 'conjugate', givenOn: '2026-10-01', certificateUploaded: true },
  consentUploaded: false,
};

const of = (rule: ReadinessRuleId, f: Partial<TravellerFacts> = {}, trip = TRIP, rules = RULES): ReadinessItem =>
  evaluateReadiness({ ...READY, ...f }, trip, rules).find((i) => i.rule === rule)!;
const statusOf = (rule: ReadinessRuleId, f: Partial<TravellerFacts> = {}, trip = TRIP, rules = RULES) => of(rule, f, trip, rules).status;

// Arbitrary calendar days 1990–2060 (leap days included), as YYYY-MM-DD.
const dayArb = fc
  .date({ min: new Date(Date.UTC(1990, 0, 1)), max: new Date(Date.UTC(2060, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const tripArb = fc.tuple(dayArb, fc.integer({ min: 0, max: 60 })).map(([startsOn, len]) => ({ startsOn, endsOn: shiftDay(startsOn, len) }));

describe('calendar days', () => {
  it('when a day moves by months into a shorter month, then it lands on that month’s last day', () => {
    expect(addMonths('2025-08-31', 6)).toBe('2026-02-28');
    expect(addMonths('2023-08-31', 6)).toBe('2024-02-29');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2024-02-29', 48)).toBe('2028-02-29');
    expect(addMonths('2026-01-12', 6)).toBe('2026-07-12');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
  });

  it('when days are added, then daysBetween gives them back, across leap days and years', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: -3000, max: 3000 }), (d, n) => {
        expect(daysBetween(d, shiftDay(d, n))).toBe(n);
      }),
    );
    expect(shiftDay('2024-02-28', 1)).toBe('2024-02-29');
    expect(shiftDay('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('when months are added, then the result is a real day no later than the same day-of-month', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: 0, max: 36 }), (d, n) => {
        const r = addMonths(d, n);
        expect(new Date(`${r}T00:00:00Z`).toISOString().slice(0, 10)).toBe(r);
        expect(Number(r.slice(8))).toBeLessThanOrEqual(Number(d.slice(8)));
        const months = (Number(r.slice(0, 4)) - Number(d.slice(0, 4))) * 12 + Number(r.slice(5, 7)) - Number(d.slice(5, 7));
        expect(months).toBe(n);
      }),
    );
  });

  it('when someone is born on a day, then they are a year older on its anniversary and not the day before', () => {
    expect(ageOn('2000-05-10', '2018-05-10')).toBe(18);
    expect(ageOn('2000-05-10', '2018-05-09')).toBe(17);
    expect(ageOn('2000-05-10', '2018-04-30')).toBe(17);
    expect(ageOn('2000-05-10', '2018-06-01')).toBe(18);
    expect(ageOn('2000-02-29', '2018-02-28')).toBe(17);
    expect(ageOn('2000-02-29', '2018-03-01')).toBe(18);
  });

  it('when an instant is read in Toronto and in Riyadh, then Riyadh’s day is the same or the next', () => {
    expect(dayIn(new Date('2026-12-20T03:30:00Z'), 'America/Toronto')).toBe('2026-12-19');
    expect(dayIn(new Date('2026-12-20T03:30:00Z'), 'Asia/Riyadh')).toBe('2026-12-20');
    expect(dayIn(new Date('2026-12-20T21:30:00Z'), 'Asia/Riyadh')).toBe('2026-12-21');
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2060-01-01'), noInvalidDate: true }), (t) => {
        const gap = daysBetween(dayIn(t, 'America/Toronto'), dayIn(t, 'Asia/Riyadh'));
        expect([0, 1]).toContain(gap);
      }),
    );
  });
});

describe('the rules as data', () => {
  it('when the default rules are read, then each carries a day and a source, and the spec’s figures', () => {
    expect(readinessRulesSchema.parse(RULES)).toEqual(RULES);
    for (const rule of READINESS_RULE_IDS) {
      expect(RULES[rule].checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(RULES[rule].source.url).toMatch(/^https:\/\//);
      expect(RULES[rule].source.title.length).toBeGreaterThan(5);
    }
    expect(RULES.passport.monthsAfterReturn).toBe(6);
    expect(RULES.meningitis).toMatchObject({ fromAgeYears: 1, daysBeforeDeparture: 10, validityYears: { polysaccharide: 3, conjugate: 5 } });
    expect(RULES.minorConsent.underAgeYears).toBe(18);
    expect(RULES.warnDays).toBe(30);
  });

  it('when an edited rule set is broken, then it is refused', () => {
    expect(readinessRulesSchema.safeParse({ ...RULES, warnDays: -1 }).success).toBe(false);
    expect(readinessRulesSchema.safeParse({ ...RULES, warnDays: 366 }).success).toBe(false);
    expect(readinessRulesSchema.safeParse({ ...RULES, passport: { ...RULES.passport, monthsAfterReturn: 1.5 } }).success).toBe(false);
    expect(readinessRulesSchema.safeParse({ ...RULES, passport: { ...RULES.passport, monthsAfterReturn: 25 } }).success).toBe(false);
    expect(readinessRulesSchema.safeParse({ ...RULES, visa: { ...RULES.visa, checkedOn: '2026-02-30' } }).success).toBe(false);
    expect(readinessRulesSchema.safeParse({ ...RULES, visa: { ...RULES.visa, source: { title: 'x', url: 'not a url' } } }).success).toBe(false);
    expect(readinessRulesSchema.safeParse({ ...RULES, visa: { ...RULES.visa, source: { title: '', url: 'https://a.b' } } }).success).toBe(false);
    expect(readinessRulesSchema.safeParse({ ...RULES, meningitis: { ...RULES.meningitis, validityYears: { conjugate: 0, polysaccharide: 3 } } }).success).toBe(
      false,
    );
    expect(readinessRulesSchema.safeParse({ ...RULES, minorConsent: { ...RULES.minorConsent, underAgeYears: 22 } }).success).toBe(false);
    expect(readinessRulesSchema.safeParse({ ...RULES, passport: { ...RULES.passport, monthsAfterReturn: 0 } }).success).toBe(true);
  });
});

describe('an edited rule set’s messages', () => {
  const M = READINESS_MESSAGES;
  const P = RULES.passport;
  const MEN = RULES.meningitis;
  it.each([
    ['warnDays below 0', { ...RULES, warnDays: -1 }, 'warnDays', M.warnDays],
    ['warnDays above 365', { ...RULES, warnDays: 366 }, 'warnDays', M.warnDays],
    ['warnDays as text', { ...RULES, warnDays: '30' }, 'warnDays', M.warnDays],
    ['months below 0', { ...RULES, passport: { ...P, monthsAfterReturn: -1 } }, 'passport.monthsAfterReturn', M.monthsAfterReturn],
    ['months not whole', { ...RULES, passport: { ...P, monthsAfterReturn: 4.5 } }, 'passport.monthsAfterReturn', M.monthsAfterReturn],
    ['months above 24', { ...RULES, passport: { ...P, monthsAfterReturn: 25 } }, 'passport.monthsAfterReturn', M.monthsAfterReturn],
    ['vaccine age above 120', { ...RULES, meningitis: { ...MEN, fromAgeYears: 121 } }, 'meningitis.fromAgeYears', M.fromAgeYears],
    ['vaccine age below 0', { ...RULES, meningitis: { ...MEN, fromAgeYears: -1 } }, 'meningitis.fromAgeYears', M.fromAgeYears],
    [
      'days before departure above 365',
      { ...RULES, meningitis: { ...MEN, daysBeforeDeparture: 366 } },
      'meningitis.daysBeforeDeparture',
      M.daysBeforeDeparture,
    ],
    ['days before departure below 0', { ...RULES, meningitis: { ...MEN, daysBeforeDeparture: -1 } }, 'meningitis.daysBeforeDeparture', M.daysBeforeDeparture],
    [
      'conjugate validity 0',
      { ...RULES, meningitis: { ...MEN, validityYears: { conjugate: 0, polysaccharide: 3 } } },
      'meningitis.validityYears.conjugate',
      M.validityYears,
    ],
    [
      'polysaccharide validity 21',
      { ...RULES, meningitis: { ...MEN, validityYears: { conjugate: 5, polysaccharide: 21 } } },
      'meningitis.validityYears.polysaccharide',
      M.validityYears,
    ],
    ['minor age 22', { ...RULES, minorConsent: { ...RULES.minorConsent, underAgeYears: 22 } }, 'minorConsent.underAgeYears', M.underAgeYears],
    ['minor age -1', { ...RULES, minorConsent: { ...RULES.minorConsent, underAgeYears: -1 } }, 'minorConsent.underAgeYears', M.underAgeYears],
    ['a day that does not exist', { ...RULES, visa: { ...RULES.visa, checkedOn: '2026-02-30' } }, 'visa.checkedOn', M.checkedOn],
    ['a day as a number', { ...RULES, visa: { ...RULES.visa, checkedOn: 20260201 } }, 'visa.checkedOn', M.checkedOn],
    ['an empty title', { ...RULES, visa: { ...RULES.visa, source: { ...RULES.visa.source, title: '' } } }, 'visa.source.title', M.sourceTitle],
    ['a title of 201 characters', { ...RULES, visa: { ...RULES.visa, source: { ...RULES.visa.source, title: x(201) } } }, 'visa.source.title', M.sourceTitle],
    ['a title as a number', { ...RULES, visa: { ...RULES.visa, source: { ...RULES.visa.source, title: 7 } } }, 'visa.source.title', M.sourceTitle],
    [
      'a javascript: address',
      { ...RULES, visa: { ...RULES.visa, source: { ...RULES.visa.source, url: 'javascript:alert(1)' } } },
      'visa.source.url',
      M.sourceUrl,
    ],
    ['an ftp address', { ...RULES, visa: { ...RULES.visa, source: { ...RULES.visa.source, url: 'ftp://example.org/x' } } }, 'visa.source.url', M.sourceUrl],
    ['no address at all', { ...RULES, visa: { ...RULES.visa, source: { ...RULES.visa.source, url: 'nothing' } } }, 'visa.source.url', M.sourceUrl],
  ])('when the owner gives %s, then that field reads its message', (_name, input, field, message) => {
    expect(errorsOf(readinessRulesSchema, input)).toEqual({ [field]: message });
  });

  it('when the limits themselves are given, and an http address, then the set is accepted', () => {
    const edges = {
      ...RULES,
      warnDays: 365,
      passport: { ...P, monthsAfterReturn: 24, source: { title: x(200), url: 'http://example.org' } },
      meningitis: { ...MEN, fromAgeYears: 120, daysBeforeDeparture: 0, validityYears: { conjugate: 20, polysaccharide: 1 } },
      minorConsent: { ...RULES.minorConsent, underAgeYears: 21 },
    };
    expect(errorsOf(readinessRulesSchema, edges)).toEqual({});
    expect(errorsOf(readinessRulesSchema, { ...RULES, warnDays: 0, minorConsent: { ...RULES.minorConsent, underAgeYears: 0 } })).toEqual({});
  });
});

describe('a traveller with everything given', () => {
  it('when every fact is in order, then every rule is ready, in order, and the traveller is ready', () => {
    const items = evaluateReadiness(READY, TRIP);
    expect(items.map((i) => i.rule)).toEqual([...READINESS_RULE_IDS]);
    expect(items.map((i) => i.status)).toEqual(['ready', 'ready', 'ready', 'ready', 'ready']);
    expect(items.map((i) => i.message)).toEqual([
      'rules.readiness.passportReady',
      'rules.readiness.visaReady',
      'rules.readiness.meningitisReady',
      'rules.readiness.emergencyContactReady',
      'rules.readiness.minorConsentNotRequired',
    ]);
    expect(items.map((i) => i.fix)).toEqual([
      '/portal/registration-form',
      '/portal/documents',
      '/portal/documents',
      '/portal/registration-form',
      '/portal/documents',
    ]);
    expect(items.map((i) => i.until)).toEqual(['2027-07-03', '2027-01-03', '2026-12-10', null, null]);
    expect(isReady(items)).toBe(true);
    expect(blockersOf(items)).toEqual([]);
  });

  it('when rules are not given, then the defaults apply', () => {
    expect(evaluateReadiness(READY, TRIP)).toEqual(evaluateReadiness(READY, TRIP, RULES));
  });

  it('when every message id is read, then it names a message of the catalogue', () => {
    for (const i of evaluateReadiness(READY, TRIP)) expect(Object.keys(READINESS_MESSAGES)).toContain(i.message.replace('rules.readiness.', ''));
  });
});

describe('the passport', () => {
  it('when no expiry date is given, then it is missing, with the form to fix it', () => {
    expect(of('passport', { passportExpirationDate: null })).toEqual({
      rule: 'passport',
      status: 'missing',
      message: 'rules.readiness.passportMissing',
      fix: '/portal/registration-form',
      until: '2027-07-03',
    });
  });

  it('when the passport expires exactly N months after the return, then it is enough; a day earlier blocks', () => {
    fc.assert(
      fc.property(tripArb, fc.integer({ min: 0, max: 24 }), (trip, n) => {
        const rules = { ...RULES, warnDays: 0, passport: { ...RULES.passport, monthsAfterReturn: n } };
        const limit = addMonths(trip.endsOn, n);
        expect(statusOf('passport', { passportExpirationDate: limit }, trip, rules)).toBe('ready');
        expect(statusOf('passport', { passportExpirationDate: shiftDay(limit, -1) }, trip, rules)).toBe('blocked');
        expect(of('passport', { passportExpirationDate: shiftDay(limit, -1) }, trip, rules).message).toBe('rules.readiness.passportTooSoon');
      }),
    );
  });

  it('when the return is Aug. 31, then six months later is the last day of February, leap years too', () => {
    expect(of('passport', { passportExpirationDate: '2026-02-28' }, { startsOn: '2025-08-20', endsOn: '2025-08-31' }).until).toBe('2026-02-28');
    expect(statusOf('passport', { passportExpirationDate: '2026-02-27' }, { startsOn: '2025-08-20', endsOn: '2025-08-31' })).toBe('blocked');
    expect(statusOf('passport', { passportExpirationDate: '2024-02-29' }, { startsOn: '2023-08-20', endsOn: '2023-08-31' }, { ...RULES, warnDays: 0 })).toBe(
      'ready',
    );
    expect(statusOf('passport', { passportExpirationDate: '2024-02-28' }, { startsOn: '2023-08-20', endsOn: '2023-08-31' })).toBe('blocked');
  });

  it('when the passport reaches the limit with less than warnDays to spare, then it is expiring', () => {
    const limit = addMonths(TRIP.endsOn, 6);
    expect(of('passport', { passportExpirationDate: shiftDay(limit, 29) })).toMatchObject({ status: 'expiring', message: 'rules.readiness.passportExpiring' });
    expect(statusOf('passport', { passportExpirationDate: shiftDay(limit, 30) })).toBe('ready');
    expect(statusOf('passport', { passportExpirationDate: limit })).toBe('expiring');
  });

  it('when the trip asks for more months, then the same passport may no longer do', () => {
    const rules = { ...RULES, passport: { ...RULES.passport, monthsAfterReturn: 12 } };
    expect(statusOf('passport', { passportExpirationDate: '2027-12-01' })).toBe('ready');
    expect(statusOf('passport', { passportExpirationDate: '2027-12-01' }, TRIP, rules)).toBe('blocked');
  });
});

describe('the visa', () => {
  const visa = (v: Partial<TravellerFacts['visa']>) => ({ visa: { ...READY.visa, ...v } });

  it('when any of its details is missing, then it is missing', () => {
    for (const key of ['number', 'type', 'issuedOn', 'expiresOn'] as const) {
      expect(of('visa', visa({ [key]: null }))).toEqual({
        rule: 'visa',
        status: 'missing',
        message: 'rules.readiness.visaMissing',
        fix: '/portal/documents',
        until: '2027-01-03',
      });
    }
  });

  it('when its dates cover the trip exactly, then it is enough; a day short at either end blocks', () => {
    fc.assert(
      fc.property(tripArb, (trip) => {
        const rules = { ...RULES, warnDays: 0 };
        expect(statusOf('visa', visa({ issuedOn: trip.startsOn, expiresOn: trip.endsOn }), trip, rules)).toBe('ready');
        expect(statusOf('visa', visa({ issuedOn: shiftDay(trip.startsOn, 1), expiresOn: trip.endsOn }), trip, rules)).toBe('blocked');
        expect(statusOf('visa', visa({ issuedOn: trip.startsOn, expiresOn: shiftDay(trip.endsOn, -1) }), trip, rules)).toBe('blocked');
      }),
    );
    expect(of('visa', visa({ expiresOn: '2027-01-02' })).message).toBe('rules.readiness.visaNotCovering');
  });

  it('when it expires within warnDays of the return, then it is expiring', () => {
    expect(of('visa', visa({ expiresOn: shiftDay(TRIP.endsOn, 29) }))).toMatchObject({ status: 'expiring', message: 'rules.readiness.visaExpiring' });
    expect(statusOf('visa', visa({ expiresOn: shiftDay(TRIP.endsOn, 30) }))).toBe('ready');
  });
});

describe('the meningitis ACWY certificate', () => {
  const vax = (v: Partial<TravellerFacts['vaccination']>) => ({ vaccination: { ...READY.vaccination, ...v } });

  it('when the vaccine, its date or the certificate is missing, then it is missing, to be given by 10 days before', () => {
    for (const v of [{ type: null }, { givenOn: null }, { certificateUploaded: false }]) {
      expect(of('meningitis', vax(v))).toEqual({
        rule: 'meningitis',
        status: 'missing',
        message: 'rules.readiness.meningitisMissing',
        fix: '/portal/documents',
        until: '2026-12-10',
      });
    }
  });

  it('when it is dated exactly 10 days before departure, then it counts; 9 days before blocks', () => {
    fc.assert(
      fc.property(tripArb, fc.constantFrom('conjugate' as const, 'polysaccharide' as const), (trip, type) => {
        const rules = { ...RULES, warnDays: 0 };
        const f = { dateOfBirth: '1950-01-01' };
        expect(statusOf('meningitis', { ...f, ...vax({ type, givenOn: shiftDay(trip.startsOn, -10) }) }, trip, rules)).toBe('ready');
        expect(statusOf('meningitis', { ...f, ...vax({ type, givenOn: shiftDay(trip.startsOn, -9) }) }, trip, rules)).toBe('blocked');
      }),
    );
    expect(of('meningitis', vax({ givenOn: '2026-12-11' })).message).toBe('rules.readiness.meningitisTooLate');
  });

  it('when it is older than its validity on departure, then it blocks: 3 years polysaccharide, 5 conjugate', () => {
    expect(of('meningitis', vax({ type: 'polysaccharide', givenOn: '2023-12-19' }))).toMatchObject({
      status: 'blocked',
      message: 'rules.readiness.meningitisLapsed',
    });
    expect(statusOf('meningitis', vax({ type: 'polysaccharide', givenOn: '2023-12-20' }))).toBe('expiring');
    expect(statusOf('meningitis', vax({ type: 'conjugate', givenOn: '2023-12-19' }))).toBe('ready');
    expect(statusOf('meningitis', vax({ type: 'conjugate', givenOn: '2021-12-19' }))).toBe('blocked');
    expect(statusOf('meningitis', vax({ type: 'conjugate', givenOn: '2021-12-20' }))).toBe('expiring');
  });

  it('when a leap-day certificate reaches its anniversary, then it is valid until Feb. 28', () => {
    const trip = { startsOn: '2027-02-28', endsOn: '2027-03-10' };
    expect(statusOf('meningitis', vax({ type: 'polysaccharide', givenOn: '2024-02-29' }), trip)).toBe('expiring');
    expect(statusOf('meningitis', vax({ type: 'polysaccharide', givenOn: '2024-02-29' }), { startsOn: '2027-03-01', endsOn: '2027-03-10' })).toBe('blocked');
  });

  it('when it lapses during the trip or within warnDays after, then it is expiring', () => {
    expect(of('meningitis', vax({ type: 'conjugate', givenOn: '2022-01-20' }))).toMatchObject({
      status: 'expiring',
      message: 'rules.readiness.meningitisExpiring',
    });
    expect(statusOf('meningitis', vax({ type: 'conjugate', givenOn: '2022-02-01' }))).toBe('expiring');
    expect(statusOf('meningitis', vax({ type: 'conjugate', givenOn: '2022-02-02' }))).toBe('ready');
  });

  it('when the traveller is under one on departure, then no vaccine is required; on their first birthday it is', () => {
    const none = vax({ type: null, givenOn: null, certificateUploaded: false });
    expect(of('meningitis', { ...none, dateOfBirth: '2025-12-21' })).toEqual({
      rule: 'meningitis',
      status: 'ready',
      message: 'rules.readiness.meningitisNotRequired',
      fix: '/portal/documents',
      until: null,
    });
    expect(statusOf('meningitis', { ...none, dateOfBirth: '2025-12-20' })).toBe('missing');
    expect(statusOf('meningitis', { ...none, dateOfBirth: null })).toBe('missing');
  });
});

describe('the emergency contact and the minor’s consent', () => {
  it('when the name or the email of the contact is blank, then it is missing', () => {
    for (const f of [{ emergencyContactName: null }, { emergencyContactEmail: '  ' }, { emergencyContactName: ' ' }, { emergencyContactEmail: null }]) {
      expect(of('emergencyContact', f)).toEqual({
        rule: 'emergencyContact',
        status: 'missing',
        message: 'rules.readiness.emergencyContactMissing',
        fix: '/portal/registration-form',
        until: null,
      });
    }
  });

  it('when a traveller is under 18 on departure, then a consent letter is needed; from their 18th birthday it is not', () => {
    expect(of('minorConsent', { dateOfBirth: '2008-12-21' })).toEqual({
      rule: 'minorConsent',
      status: 'missing',
      message: 'rules.readiness.minorConsentMissing',
      fix: '/portal/documents',
      until: null,
    });
    expect(of('minorConsent', { dateOfBirth: '2008-12-21', consentUploaded: true })).toMatchObject({
      status: 'ready',
      message: 'rules.readiness.minorConsentReady',
    });
    expect(of('minorConsent', { dateOfBirth: '2008-12-20' })).toMatchObject({ status: 'ready', message: 'rules.readiness.minorConsentNotRequired' });
    expect(statusOf('minorConsent', { dateOfBirth: null })).toBe('missing');
  });
});

describe('ready to travel', () => {
  it('when an item is missing or blocked, then the traveller is not ready and it is a blocker; expiring still boards', () => {
    const items = evaluateReadiness(
      { ...READY, passportExpirationDate: '2027-01-01', emergencyContactName: null, visa: { ...READY.visa, expiresOn: '2027-01-20' } },
      TRIP,
    );
    expect(items.map((i) => i.status)).toEqual(['blocked', 'expiring', 'ready', 'missing', 'ready']);
    expect(isReady(items)).toBe(false);
    expect(blockersOf(items)).toEqual(['passport', 'emergencyContact']);
    expect(isReady(items.filter((i) => i.status !== 'blocked' && i.status !== 'missing'))).toBe(true);
  });
});

describe('what the traveller gives', () => {
  const NOW = new Date('2026-11-26T15:00:00Z');
  const rules = travelDetailsRulesFor(TRIP, NOW);
  const VISA = { visaNumber: 'u1234567', visaType: 'umrah', visaIssuedOn: '2026-11-01', visaExpiresOn: '2027-02-01' };

  it('when nothing is given, then it is all empty and no wheelchair', () => {
    expect(rules.parse({})).toEqual({
      visaNumber: null,
      visaType: null,
      visaIssuedOn: null,
      visaExpiresOn: null,
      vaccineType: null,
      vaccinatedOn: null,
      medicalNotes: null,
      diet: null,
      wheelchair: false,
    });
  });

  it('when everything is given, then it is kept, the visa number in capitals', () => {
    expect(
      rules.parse({ ...VISA, vaccineType: 'conjugate', vaccinatedOn: '2026-11-26', medicalNotes: ' Asthma ', diet: 'Halal, no nuts', wheelchair: true }),
    ).toEqual({
      visaNumber: 'U1234567',
      visaType: 'umrah',
      visaIssuedOn: '2026-11-01',
      visaExpiresOn: '2027-02-01',
      vaccineType: 'conjugate',
      vaccinatedOn: '2026-11-26',
      medicalNotes: 'Asthma',
      diet: 'Halal, no nuts',
      wheelchair: true,
    });
  });

  it('when a certificate is dated after today in Toronto, then it is refused, even where it is already tomorrow', () => {
    const m = READINESS_MESSAGES;
    expect(errorsOf(rules, { vaccineType: 'conjugate', vaccinatedOn: '2026-11-27' })).toEqual({ vaccinatedOn: m.certificateInFuture });
    // 03:30 UTC on Nov. 27 is still Nov. 26 in Toronto: Nov. 27 is the future there.
    const lateEvening = travelDetailsRulesFor(TRIP, new Date('2026-11-27T03:30:00Z'));
    expect(errorsOf(lateEvening, { vaccineType: 'conjugate', vaccinatedOn: '2026-11-27' })).toEqual({ vaccinatedOn: m.certificateInFuture });
    expect(errorsOf(travelDetailsRulesFor(TRIP, new Date('2026-11-27T05:30:00Z')), { vaccineType: 'conjugate', vaccinatedOn: '2026-11-27' })).toEqual({});
  });

  it('when a visa expires before it is issued, or before the departure, then each has its message', () => {
    const m = READINESS_MESSAGES;
    expect(errorsOf(rules, { ...VISA, visaExpiresOn: '2026-10-31' })).toEqual({ visaExpiresOn: m.visaOrder });
    expect(errorsOf(rules, { ...VISA, visaExpiresOn: '2026-12-19' })).toEqual({ visaExpiresOn: m.visaBeforeDeparture });
    expect(errorsOf(rules, { ...VISA, visaExpiresOn: '2026-12-20' })).toEqual({});
    expect(errorsOf(rules, { ...VISA, visaIssuedOn: '2026-12-19', visaExpiresOn: '2026-12-19' })).toEqual({ visaExpiresOn: m.visaBeforeDeparture });
  });

  it('when the visa or the vaccine is half given, or badly written, then it says what is wrong', () => {
    const m = READINESS_MESSAGES;
    expect(errorsOf(rules, { visaNumber: 'U1234567' })).toEqual({ visaNumber: m.visaIncomplete });
    expect(errorsOf(rules, { ...VISA, visaType: null })).toEqual({ visaNumber: m.visaIncomplete });
    expect(errorsOf(rules, { ...VISA, visaNumber: 'U12' })).toEqual({ visaNumber: m.visaNumber });
    expect(errorsOf(rules, { ...VISA, visaNumber: 'U123-4567' })).toEqual({ visaNumber: m.visaNumber });
    expect(errorsOf(rules, { ...VISA, visaNumber: 'U'.repeat(21) })).toEqual({ visaNumber: m.visaNumber });
    expect(errorsOf(rules, { ...VISA, visaNumber: 'U'.repeat(20) })).toEqual({});
    expect(errorsOf(rules, { ...VISA, visaNumber: 'U1234' })).toEqual({});
    expect(errorsOf(rules, { ...VISA, visaNumber: 12345 })).toEqual({ visaNumber: m.visaNumber });
    expect(errorsOf(rules, { ...VISA, visaType: 'business' })).toEqual({ visaType: m.visaType });
    expect(errorsOf(rules, { ...VISA, visaIssuedOn: '2026-02-30' })).toEqual({ visaIssuedOn: TRIP_FACT_MESSAGES.date });
    expect(errorsOf(rules, { ...VISA, visaIssuedOn: 5 })).toEqual({ visaIssuedOn: TRIP_FACT_MESSAGES.date });
    expect(errorsOf(rules, { vaccineType: 'conjugate' })).toEqual({ vaccinatedOn: m.vaccinationIncomplete });
    expect(errorsOf(rules, { vaccinatedOn: '2026-10-01' })).toEqual({ vaccinatedOn: m.vaccinationIncomplete });
    expect(errorsOf(rules, { vaccineType: 'live', vaccinatedOn: '2026-10-01' })).toEqual({ vaccineType: m.vaccineType });
    expect(errorsOf(rules, { medicalNotes: x(1001) })).toEqual({ medicalNotes: m.medicalNotes });
    expect(errorsOf(rules, { medicalNotes: x(1000), diet: x(200) })).toEqual({});
    expect(errorsOf(rules, { diet: x(201) })).toEqual({ diet: m.diet });
    expect(errorsOf(rules, { diet: 3 })).toEqual({ diet: m.diet });
    expect(errorsOf(rules, { wheelchair: 'yes' })).toEqual({ wheelchair: m.wheelchair });
    expect(rules.parse({ visaIssuedOn: '', medicalNotes: '   ' })).toMatchObject({ visaIssuedOn: null, medicalNotes: null });
  });
});

describe('the airline manifest', () => {
  it('when a passport name is split, then the last word is the surname and the rest the given names', () => {
    expect(manifestName('Amina Binti Rahman')).toEqual({ surname: 'Rahman', givenNames: 'Amina Binti' });
    expect(manifestName('  Yusuf   Ali  ')).toEqual({ surname: 'Ali', givenNames: 'Yusuf' });
    expect(manifestName('Cher')).toEqual({ surname: 'Cher', givenNames: '' });
    expect(manifestName(null)).toEqual({ surname: '', givenNames: '' });
    expect(manifestName('')).toEqual({ surname: '', givenNames: '' });
  });

  it('when a surname has particles before it, then they go with it; the first word always stays a given name', () => {
    expect(manifestName('Maria de la Cruz')).toEqual({ surname: 'de la Cruz', givenNames: 'Maria' });
    expect(manifestName('Ali AL Hassan')).toEqual({ surname: 'AL Hassan', givenNames: 'Ali' });
    expect(manifestName('Jan van der Berg')).toEqual({ surname: 'van der Berg', givenNames: 'Jan' });
    expect(manifestName('Al Hassan')).toEqual({ surname: 'Hassan', givenNames: 'Al' });
    expect(manifestName('Omar Adel Cruz')).toEqual({ surname: 'Cruz', givenNames: 'Omar Adel' });
    expect(manifestName('Omar De Cruz Khan')).toEqual({ surname: 'Khan', givenNames: 'Omar De Cruz' });
  });

  it('when the form gives the surname and given names, then the manifest uses them; else it splits the full name', () => {
    expect(passportNames({ fullNameAsPerPassport: 'Amina Binti Rahman', passportSurname: ' Binti Rahman ', passportGivenNames: ' Amina ' })).toEqual({
      surname: 'Binti Rahman',
      givenNames: 'Amina',
    });
    expect(passportNames({ fullNameAsPerPassport: 'Cher', passportSurname: 'Cher', passportGivenNames: null })).toEqual({ surname: 'Cher', givenNames: '' });
    expect(passportNames({ fullNameAsPerPassport: 'Yusuf Ali', passportSurname: '  ', passportGivenNames: 'X' })).toEqual({
      surname: 'Ali',
      givenNames: 'Yusuf',
    });
    expect(passportNames({ fullNameAsPerPassport: 'Yusuf Ali' })).toEqual({ surname: 'Ali', givenNames: 'Yusuf' });
  });

  it('when a line is written, then cells are neutralised and quoted only when they must be', () => {
    expect(MANIFEST_HEADERS).toEqual(['Surname', 'Given names', 'Date of birth', 'Gender', 'Nationality', 'Passport number', 'Passport expiry']);
    expect(csvLine(['Rahman', 'Amina', '1988-04-12'])).toBe('Rahman,Amina,1988-04-12');
    expect(csvLine(['=HYPERLINK("x")', 'a,b', 'say "hi"', 'two\nlines', 'r\rx'])).toBe(`"'=HYPERLINK(""x"")","a,b","say ""hi""","two\nlines","r\rx"`);
    expect(csvLine(['+1 416 555 0100', '@SUM(A1)'])).toBe("+1 416 555 0100,'@SUM(A1)");
    expect(csvLine([])).toBe('');
  });
});

describe('the readiness reminders', () => {
  it('when the days before departure reach 90, 30 and 7, then each window starts on its day and none is open after departure', () => {
    expect(READINESS_REMINDER_DAYS).toEqual([90, 30, 7]);
    expect(readinessReminderWindow('2026-09-20', '2026-12-20')).toBeNull(); // 91 days
    expect(readinessReminderWindow('2026-09-21', '2026-12-20')).toBe(90);
    expect(readinessReminderWindow('2026-11-19', '2026-12-20')).toBe(90); // 31 days
    expect(readinessReminderWindow('2026-11-20', '2026-12-20')).toBe(30);
    expect(readinessReminderWindow('2026-12-12', '2026-12-20')).toBe(30); // 8 days
    expect(readinessReminderWindow('2026-12-13', '2026-12-20')).toBe(7);
    expect(readinessReminderWindow('2026-12-20', '2026-12-20')).toBe(7);
    expect(readinessReminderWindow('2026-12-21', '2026-12-20')).toBeNull();
    // Across a leap day: Feb. 29 counts (Feb. 23 → Mar. 1 is 7 days in 2028).
    expect(readinessReminderWindow('2028-02-23', '2028-03-01')).toBe(7);
    expect(readinessReminderWindow('2028-02-22', '2028-03-01')).toBe(30);
    expect(readinessReminderWindow('2027-02-22', '2027-03-01')).toBe(7);
  });
});
