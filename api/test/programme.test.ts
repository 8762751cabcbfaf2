// The daily programme (issue 37 item 5; ADR 0134): written in the CMS per day with times in Saudi
// time and words per language, read by the content adapter, and given to the pilgrim's card (REST,
// GraphQL, PDF) and the leader's road roster in the reader's language, English wherever a title or
// a place is not translated. Not on the public trip content. The CMS answers over HTTP as Payload
// does (fake-cms.ts); the api's clock is fixed on a day of the programme.
import request from 'supertest';
import type { BuiltApp } from '../src/app.js';
import { wordsFromPayload } from '../src/modules/content/payload-trip.js';
import { tripPageSeed } from '../../cms/src/seed/trip.js';
import { startFakeCms, type FakeCms } from './fake-cms.js';
import { binary, pdfText } from './files.js';
import { gql, resetDb, signedInAdmin, signedInStaff, startApp, travellerAt, type Agent } from './helpers.js';

const page = (programme: unknown) => ({ ...structuredClone(tripPageSeed), programme, updatedAt: null });

describe('the daily programme read from the CMS', () => {
  it('when a day is stored as Payload keeps a day-only date, then it is that day; steps come in time order; an empty place is none', () => {
    const words = wordsFromPayload(
      page([
        {
          id: 'd1',
          date: '2026-01-04T12:00:00.000Z',
          steps: [
            { id: 's2', time: '12:20', title: 'Dhuhr prayer', place: '' },
            { id: 's1', time: '05:30', title: 'Fajr prayer', place: 'The Prophet’s Mosque' },
            { id: 's3', time: '20:00', title: 'Evening talk' },
          ],
        },
      ]),
    );
    expect(words.programme).toEqual([
      {
        date: '2026-01-04',
        steps: [
          { time: '05:30', title: 'Fajr prayer', place: 'The Prophet’s Mosque' },
          { time: '12:20', title: 'Dhuhr prayer', place: null },
          { time: '20:00', title: 'Evening talk', place: null },
        ],
      },
    ]);
  });

  it('when a page is from before the programme, then it has none', () => {
    const { programme: _none, ...older } = structuredClone(tripPageSeed) as Record<string, unknown>;
    expect(wordsFromPayload({ ...older, updatedAt: null }).programme).toEqual([]);
  });

  it('when a step has no time of day or no title, then the page is refused whole (the last good copy is served)', () => {
    expect(() => wordsFromPayload(page([{ date: '2026-01-04T12:00:00.000Z', steps: [{ time: '9:30', title: 'Tour' }] }]))).toThrow();
    expect(() => wordsFromPayload(page([{ date: '2026-01-04T12:00:00.000Z', steps: [{ time: '24:00', title: 'Tour' }] }]))).toThrow();
    expect(() => wordsFromPayload(page([{ date: '2026-01-04T12:00:00.000Z', steps: [{ time: '09:30', title: ' ' }] }]))).toThrow();
    expect(() => wordsFromPayload(page([{ date: 'someday', steps: [] }]))).toThrow();
  });
});

describe('without the CMS', () => {
  it('when the CMS never gave the trip’s page (the seed words stand in), then the card has no programme: the seed’s days are examples', async () => {
    const built = await startApp();
    try {
      await resetDb(built.db);
      const { agent: owner } = await signedInAdmin(built);
      const t = await travellerAt(built, owner, 'DEPOSIT_PAID');
      expect((await t.agent.get('/api/trip/card').expect(200)).body.programme).toEqual([]);
      // The trip's page itself still reads (the seed's words).
      expect((await request(built.app).get('/api/trip/content').expect(200)).body.landing.heroHeadline).toBe('A Journey of the Soul');
    } finally {
      await built.close();
    }
  });
});

describe('the programme on the card and the road page', () => {
  let cms: FakeCms;
  let built: BuiltApp;
  let owner: Agent;
  // 10:00 in Riyadh on the seed's first day: the guided tour (09:30) is under way.
  let nowMs = Date.parse('2026-01-04T07:00:00Z');
  beforeAll(async () => {
    cms = await startFakeCms();
    // French for the first step's title only: its place, and every other step, stay English.
    cms.translations.fr = { 'winter-2026': { programme: [{ steps: [{ title: 'Prière de l’aube (Fajr)' }] }] } };
    cms.translations.ar = { 'winter-2026': { programme: [{ steps: [{ title: 'صلاة الفجر', place: 'المسجد النبوي' }] }] } };
    built = await startApp({ CMS_URL: cms.url }, { clock: () => new Date(nowMs) });
    await resetDb(built.db);
    ({ agent: owner } = await signedInAdmin(built));
  });
  afterAll(async () => {
    await built.close();
    await cms.stop();
  });

  /** The account's language, as if chosen on the language switch. */
  const readsIn = (userId: string, locale: 'en' | 'fr' | 'ar') => built.db('users').where({ id: userId }).update({ locale });

  const firstDayFr = {
    date: '2026-01-04',
    steps: [
      { time: '05:30', title: 'Prière de l’aube (Fajr)', place: 'The Prophet’s Mosque' },
      { time: '08:00', title: 'Breakfast', place: 'Madinah hotel' },
      { time: '09:30', title: 'Guided city tour of the holy sites', place: 'Quba Mosque and Mount Uhud' },
      { time: '12:20', title: 'Dhuhr prayer', place: 'The Prophet’s Mosque' },
      { time: '20:00', title: 'Evening talk with the imam', place: 'Hotel lobby' },
    ],
  };

  it('when a traveller opens their card in French, then every day comes, translated where the CMS has it, English elsewhere; GraphQL answers the same', async () => {
    const t = await travellerAt(built, owner, 'DEPOSIT_PAID');
    await readsIn(t.userId, 'fr');
    const res = await t.agent.get('/api/trip/card').expect(200);
    expect(res.body.programme.map((d: { date: string }) => d.date)).toEqual(['2026-01-04', '2026-01-07', '2026-01-09']);
    expect(res.body.programme[0]).toEqual(firstDayFr);
    expect(res.body.programme[2].steps[1]).toEqual({ time: '13:00', title: 'Free afternoon', place: null });
    const viaGql = await gql(t.agent, 'MyCard');
    expect(viaGql.errors).toBeUndefined();
    expect(viaGql.data?.myCard.programme).toEqual(res.body.programme);
    // In English, the English title.
    await readsIn(t.userId, 'en');
    const en = await t.agent.get('/api/trip/card').expect(200);
    expect(en.body.programme[0].steps[0].title).toBe('Fajr prayer');
  });

  it('when the leader opens the road roster, then the programme comes with it in their language, on both faces', async () => {
    const { agent: leader, userId } = await signedInStaff(built, owner, 'leader');
    await readsIn(userId, 'fr');
    const res = await leader.get('/api/admin/road/roster').expect(200);
    expect(res.body.programme[0]).toEqual(firstDayFr);
    const viaGql = await gql(leader, 'RoadRoster');
    expect(viaGql.errors).toBeUndefined();
    expect(viaGql.data?.roadRoster.programme).toEqual(res.body.programme);
  });

  it('when a traveller, a treasurer or nobody asks for the road roster, then refused; the public trip content has no programme', async () => {
    const t = await travellerAt(built, owner, 'DEPOSIT_PAID');
    await t.agent.get('/api/admin/road/roster').expect(403);
    const treasurer = (await signedInStaff(built, owner, 'treasurer')).agent;
    await treasurer.get('/api/admin/road/roster').expect(403);
    expect((await gql(treasurer, 'RoadRoster')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await request(built.app).get('/api/admin/road/roster').expect(401);
    await request(built.app).get('/api/trip/card').expect(401);
    const content = await request(built.app).get('/api/trip/content').expect(200);
    expect(content.body).not.toHaveProperty('programme');
    expect(JSON.stringify(content.body)).not.toContain('Evening talk with the imam');
  });

  it('when the card is printed on a day of the programme, then the day’s steps are on it; on another day, none', async () => {
    const t = await travellerAt(built, owner, 'DEPOSIT_PAID');
    const pdf = await t.agent.get('/api/trip/card.pdf').buffer(true).parse(binary).expect(200);
    const text = pdfText(pdf.body as Buffer).replace(/ +/g, ' ');
    for (const expected of [
      'Today’s programme',
      'January 4, 2026 · times in Makkah and Madinah (Saudi time)',
      '05:30 Fajr prayer The Prophet’s Mosque',
      '09:30 Guided city tour of the holy sites Quba Mosque and Mount Uhud',
      '12:20 Dhuhr prayer The Prophet’s Mosque',
      '20:00 Evening talk with the imam Hotel lobby',
    ])
      expect(text).toContain(expected);
    await readsIn(t.userId, 'fr');
    const fr = await t.agent.get('/api/trip/card.pdf').buffer(true).parse(binary).expect(200);
    await readsIn(t.userId, 'en');
    const frText = pdfText(fr.body as Buffer).replace(/ +/g, ' ');
    expect(frText).toContain('Programme du jour');
    expect(frText).toContain('4 janvier 2026 · heures de La Mecque et de Médine (heure saoudienne)');
    expect(frText).toContain('05:30 Prière de l’aube (Fajr) The Prophet’s Mosque');
    // In Arabic, right to left: its words where translated, the times and the other steps as written.
    await readsIn(t.userId, 'ar');
    const ar = await t.agent.get('/api/trip/card.pdf').buffer(true).parse(binary).expect(200);
    await readsIn(t.userId, 'en');
    const arText = pdfText(ar.body as Buffer);
    for (const expected of [
      'برنامج اليوم',
      'الأوقات بتوقيت مكة المكرمة والمدينة المنورة',
      'صلاة الفجر',
      'المسجد النبوي',
      '05:30',
      'Guided city tour of the holy sites',
    ])
      expect(arText).toContain(expected);
    expect(arText).not.toContain('Today’s programme');

    nowMs = Date.parse('2026-01-05T07:00:00Z');
    try {
      const other = await t.agent.get('/api/trip/card.pdf').buffer(true).parse(binary).expect(200);
      const otherText = pdfText(other.body as Buffer);
      expect(otherText).toContain('My pilgrim card');
      expect(otherText).not.toContain('Today’s programme');
      expect(otherText).not.toContain('Fajr prayer');
    } finally {
      nowMs = Date.parse('2026-01-04T07:00:00Z');
    }
  });
});
