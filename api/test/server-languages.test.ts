// What the server says, in each language (issue 33, ADRs 0110 and 0116): emails in the reader's
// language (read back from a real SMTP server), refusals and field errors in the request's, receipts
// in the requester's (read back with pdftotext), exports' headings in the staff member's (openpyxl).
import request from 'supertest';
import type { BuiltApp } from '../src/app.js';
import type { createMessageWorker } from '../src/modules/messages/messages.service.js';
import { binary, pdfText, pdfWords, readXlsx } from './files.js';
import { gql, resetDb, signedInAdmin, signedInTraveller, startApp, type Agent } from './helpers.js';
import { eventually, startTestWorker, TestSmtp } from './smtp.js';

const APP_URL = 'https://portal.example.org';
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
let built: BuiltApp;
let admin: Agent;
let smtp: TestSmtp;
let worker: ReturnType<typeof createMessageWorker>;
// Intl writes French amounts with no-break spaces and Arabic ones with a right-to-left mark.
const plain = (s: string | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

beforeAll(async () => {
  smtp = await new TestSmtp().start();
  built = await startApp({ PUBLIC_URL: APP_URL });
  await resetDb(built.db);
  admin = (await signedInAdmin(built)).agent;
  worker = startTestWorker(built, smtp, APP_URL);
  worker.start();
});
afterAll(async () => {
  await worker.stop();
  await smtp.stop();
  await built.close();
});

/** A traveller whose account reads `locale` (as if chosen on the language switch), registered and with the deposit paid. */
async function travellerIn(locale: 'en' | 'fr' | 'ar' | null, fullName: string) {
  const t = await signedInTraveller(built, { fullName });
  await built.db('users').where({ id: t.userId }).update({ locale });
  const reg = (await t.agent.post('/api/trip/register').send({ fare: 'barakah' }).expect(201)).body;
  await admin.post('/api/admin/trip/deposit').send({ tripRegistrationId: reg.id, depositPaid: true, method: 'e-transfer' }).expect(200);
  return { ...t, reg };
}
const mailsTo = async (email: string, count: number) => {
  await eventually(() => expect(smtp.to(email).length).toBeGreaterThanOrEqual(count));
  return smtp.to(email);
};

describe('emails in the reader’s language', () => {
  it('when a French traveller registers and pays the deposit, then both emails are French, money and dates the French way', async () => {
    const t = await travellerIn('fr', 'Émilie Côté-Bélanger');
    const mails = await mailsTo(t.t.email, 4);
    const [started, deposit] = [mails.find((m) => m.subject?.includes('inscription est commencée'))!, mails.at(-1)!];
    expect(plain(started.subject)).toBe('Votre inscription est commencée : prochaine étape, le dépôt');
    expect(plain(started.text)).toContain('Votre place est réservée dès que votre dépôt de 200,00 $ est reçu.');
    expect(started.text).toContain('Assalamu alaikum Émilie Côté-Bélanger,');
    expect(deposit.subject).toBe('Nous avons reçu votre dépôt');
    expect(plain(deposit.text)).toMatch(/Votre dépôt de 200,00 \$ est enregistré \(reçu R-\d{6}\)/);
    expect(deposit.text).toContain('Vous recevez ce courriel parce que vous avez un compte sur le portail');
    expect(deposit.html).toContain('<html lang="fr" dir="ltr"');
  });

  it('when an Arabic traveller pays the deposit, then the email is Arabic, right to left', async () => {
    const t = await travellerIn('ar', 'محمد عبد الله');
    const mails = await mailsTo(t.t.email, 4);
    const deposit = mails.at(-1)!;
    expect(deposit.subject).toBe('استلمنا عربونك');
    expect(deposit.html).toContain('<html lang="ar" dir="rtl"');
    expect(deposit.text).toContain('السلام عليكم محمد عبد الله،');
    expect(plain(deposit.text)).toMatch(/سُجّل عربونك البالغ 200\.00 CA\$ \(الإيصال R-\d{6}\)/);
  });

  it('when a traveller has chosen no language, then the emails are the English they always were', async () => {
    const t = await travellerIn(null, 'Khadija Noor');
    const mails = await mailsTo(t.t.email, 4);
    expect(mails.map((m) => m.subject).slice(-2)).toEqual(['Your registration has started: next, the deposit', 'We received your deposit']);
    expect(mails.at(-1)!.text).toMatch(/Your deposit of \$200\.00 is recorded \(receipt R-\d{6}\)/);
    expect(mails.at(-1)!.html).toContain('<html lang="en" dir="ltr"');
  });
});

describe('refusals and field errors in the request’s language', () => {
  it('when a refused action is asked in French, then REST and GraphQL answer in French; without, in English', async () => {
    const t = await signedInTraveller(built);
    const reg = (await t.agent.post('/api/trip/register').expect(201)).body;
    const fr = await admin.post(`/api/admin/approve-form/${reg.id}`).set('Accept-Language', 'fr-CA,fr;q=0.9').expect(409);
    expect(fr.body.message).toBe('Le formulaire d’inscription n’a pas encore été soumis.');
    const en = await admin.post(`/api/admin/approve-form/${reg.id}`).expect(409);
    expect(en.body.message).toBe('The registration form has not been submitted yet.');

    admin.set('Accept-Language', 'fr');
    const gqlFr = await gql(admin, 'ApproveForm', { id: reg.id });
    admin.set('Accept-Language', '');
    expect(gqlFr.errors?.[0]?.message).toBe('Le formulaire d’inscription n’a pas encore été soumis.');
    const gqlEn = await gql(admin, 'ApproveForm', { id: reg.id });
    expect(gqlEn.errors?.[0]?.message).toBe('The registration form has not been submitted yet.');
  });

  it('when the server answers with one of its own messages (signed out, wrong password, a traveller already known), then it is in the request’s language', async () => {
    const fr = await request(built.app).get('/api/user/profile').set('Accept-Language', 'fr');
    expect([fr.status, fr.body.message]).toEqual([401, 'Vous devez être connecté']);
    const lost = await request(built.app).get('/api/no-such-call').set('Accept-Language', 'fr');
    expect([lost.status, lost.body.message]).toEqual([404, 'Introuvable']);
    const ar = await request(built.app).post('/api/auth/login').set('Cookie', 'umrah_lang=ar').send({ username: 'nobody_here', password: 'wrong-password-1' });
    expect([ar.status, ar.body.message]).toEqual([401, 'اسم المستخدم أو كلمة المرور غير صحيحة']);
    const t = await signedInTraveller(built);
    const again = await request(built.app)
      .post('/api/auth/register')
      .set('Accept-Language', 'fr-CA')
      .send({ fullName: 'Amina Traveller', email: `other-${t.t.email}`, phone: '4165550123', username: t.t.username, password: 'correct-horse' });
    expect([again.status, again.body.fieldErrors?.username ?? again.body.message]).toEqual([409, 'Ce nom d’utilisateur existe déjà']);
    const en = await request(built.app).get('/api/user/profile');
    expect([en.status, en.body.message]).toEqual([401, 'You must be signed in']);
  });

  it('when a sign-up has a bad email, then its field error is in the request’s language', async () => {
    const body = { fullName: 'Amina Traveller', email: 'not-an-email', phone: '4165550123', username: 'amina_lang', password: 'correct-horse' };
    const fr = await request(built.app).post('/api/auth/register').set('Accept-Language', 'fr').send(body).expect(400);
    expect(fr.body.fieldErrors.email).toBe('Veuillez entrer une adresse courriel valide');
    const ar = await request(built.app).post('/api/auth/register').set('Cookie', 'umrah_lang=ar').send(body).expect(400);
    expect(ar.body.fieldErrors.email).toBe('يرجى إدخال بريد إلكتروني صحيح');
    const en = await request(built.app).post('/api/auth/register').send(body).expect(400);
    expect(en.body.fieldErrors.email).toBe('Please enter a valid email address');
  });
});

describe('receipts in the reader’s language', () => {
  const receiptBytes = async (fullName: string, locale: 'en' | 'fr' | 'ar') => {
    const t = await signedInTraveller(built, { fullName });
    await built.db('users').where({ id: t.userId }).update({ locale });
    const reg = (await t.agent.post('/api/trip/register').expect(201)).body;
    const account = (
      await admin.post('/api/admin/payments').send({ registrationId: reg.id, amountCents: 25_000, method: 'e-transfer', receivedOn: TODAY }).expect(201)
    ).body;
    return (await t.agent.get(account.entries[0].receiptUrl).buffer(true).parse(binary)).body as Buffer;
  };
  const receiptOf = async (fullName: string, locale: 'fr' | 'ar') => pdfText(await receiptBytes(fullName, locale));

  it('when a French traveller opens a receipt, then its labels are French and it prints "Émilie Côté-Bélanger"', async () => {
    const text = plain(await receiptOf('Émilie Côté-Bélanger', 'fr'));
    for (const expected of ['Reçu de paiement', 'Reçu de', 'Émilie Côté-Bélanger', 'Montant', '250,00 $ CAD', 'Virement Interac', 'Solde restant']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Payment Receipt');
  });

  it('when an Arabic traveller opens a receipt, then it prints "محمد عبد الله" with Arabic labels', async () => {
    const text = await receiptOf('محمد عبد الله', 'ar');
    expect(text).toContain('محمد عبد الله');
    expect(text).toContain('إيصال دفع');
    expect(text).not.toContain('Payment Receipt');
  });

  it('when an Arabic traveller opens a receipt, then it reads right to left: each label at the right edge, its value to its left', async () => {
    // pdftotext gives a word's glyphs as drawn, left to right: an Arabic word reads reversed.
    const where = (words: ReturnType<typeof pdfWords>, word: string) => words.find((w) => w.word === word || [...w.word].reverse().join('') === word)!;
    const ar = pdfWords(await receiptBytes('محمد عبد الله', 'ar'));
    const label = where(ar, 'المبلغ');
    const value = ar.find((w) => w.word.includes('250'))!;
    expect(label.xMax).toBeGreaterThan(label.pageWidth - 60);
    expect(value.xMax).toBeLessThan(label.xMin);
    // English stays left to right: the label at the left edge, its value to its right.
    const en = pdfWords(await receiptBytes('Amina Left', 'en'));
    const enLabel = where(en, 'Amount');
    expect(enLabel.xMin).toBeLessThan(60);
    expect(en.find((w) => w.word.includes('250'))!.xMin).toBeGreaterThan(enLabel.xMax);
  });
});

describe('exports’ headings in the staff member’s language', () => {
  it('when a French staff member exports the registrations, then the headings are French; in English, as they were', async () => {
    const staff = await resetStaffLocale('fr');
    const fr = readXlsx((await staff.get('/api/admin/exports/registrations.xlsx').buffer(true).parse(binary).expect(200)).body as Buffer);
    expect(fr[0]!.slice(0, 5)).toEqual(['Nom d’utilisateur', 'Nom complet', 'Courriel', 'Téléphone', 'Statut']);
    await resetStaffLocale(null);
    const en = readXlsx((await staff.get('/api/admin/exports/registrations.xlsx').buffer(true).parse(binary).expect(200)).body as Buffer);
    expect(en[0]!.slice(0, 5)).toEqual(['Username', 'Full Name', 'Email', 'Phone', 'Status']);
  });
});

/** The admin's own language, as if chosen on the language switch. */
async function resetStaffLocale(locale: 'fr' | null): Promise<Agent> {
  await built.db('users').where({ username: 'test_admin' }).update({ locale });
  return admin;
}
