import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { BuiltApp } from '../src/app.js';
import { gql, operationSource, resetDb, signedInAdmin, startApp, travellerAt as travellerAtStep, type Agent, type JourneyStep } from './helpers.js';
import { startS3 } from './s3.js';

const PDF = readFileSync(new URL('./fixtures/passport.pdf', import.meta.url));
const PNG = readFileSync(new URL('./fixtures/visa-photo.png', import.meta.url));
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]), Buffer.alloc(100, 7)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(40, 1)]);
const FIVE_MB = 5 * 1024 * 1024;

let built: BuiltApp;
let admin: Agent;
beforeAll(async () => {
  built = await startApp();
  await resetDb(built.db);
  admin = (await signedInAdmin(built)).agent;
});
afterAll(() => built.close());

const travellerAt = (step: JourneyStep, app = built, adminAgent = admin) => travellerAtStep(app, adminAgent, step);

function uploadRest(agent: Agent, file: Buffer | null, metadata: unknown, filename = 'passport.pdf', contentType = 'application/pdf') {
  const req = agent.post('/api/trip/documents');
  if (metadata !== undefined) req.field('metadata', typeof metadata === 'string' ? metadata : JSON.stringify(metadata));
  if (file) req.attach('file', file, { filename, contentType });
  else req.field('nothing', 'here');
  return req;
}

function uploadGql(agent: Agent, file: Buffer, input: Record<string, unknown>, filename = 'visa.png', preflight = true) {
  const req = agent
    .post('/graphql')
    .field('operations', JSON.stringify({ query: operationSource('UploadDocument'), variables: { file: null, input } }))
    .field('map', JSON.stringify({ 0: ['variables.file'] }))
    .attach('0', file, { filename, contentType: 'image/png' });
  return preflight ? req.set('apollo-require-preflight', 'true') : req;
}

const rowsFor = (userId: string) => built.db('trip_documents').where({ user_id: userId });
// Uploads are spooled under the OS's temporary folder; this file's app gets a folder of its own, so
// other processes (a browser test's server) spooling at the same time are not counted.
const ownTmp = mkdtempSync(path.join(tmpdir(), 'umrah-documents-test-'));
const systemTmp = process.env.TMPDIR;
beforeAll(() => {
  process.env.TMPDIR = ownTmp;
});
afterAll(() => {
  if (systemTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = systemTmp;
});
const tempFiles = () => readdirSync(ownTmp).filter((f) => f.startsWith('umrah-upload-')).length;

describe('who may upload', () => {
  it('when the traveller has no registration, then 409 with the clear message and nothing stored', async () => {
    const t = await travellerAt('NONE');
    const res = await uploadRest(t.agent, PDF, { type: 'passport' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You need to register for the trip before you can upload documents.');
    expect(await rowsFor(t.userId)).toHaveLength(0);
  });

  it('when the form is not approved yet, then 409 on both faces and nothing stored', async () => {
    const t = await travellerAt('DEPOSIT_PAID');
    const keysBefore = await built.storage.listKeys();
    const res = await uploadRest(t.agent, PDF, { type: 'passport' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Your registration form needs to be approved before you can upload documents.');
    const g = await uploadGql(t.agent, PNG, { type: 'photo' });
    expect(g.body.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(await rowsFor(t.userId)).toHaveLength(0);
    expect(await built.storage.listKeys()).toEqual(keysBefore);
  });

  it('when anonymous, then 401', async () => {
    expect((await uploadRest(request.agent(built.app), PDF, { type: 'passport' })).status).toBe(401);
  });
});

describe('what is refused', () => {
  let t: Awaited<ReturnType<typeof travellerAt>>;
  beforeAll(async () => {
    t = await travellerAt('FORM_APPROVED');
  });

  it('when no file is sent, then 400 "Please select a file to upload."', async () => {
    const res = await uploadRest(t.agent, null, { type: 'passport' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please select a file to upload.');
  });

  it.each([[{}], [{ type: 'selfie' }], [{ type: '' }]])('when the metadata is %p, then 400 "Please select a file and document type."', async (meta) => {
    const res = await uploadRest(t.agent, PDF, meta);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please select a file and document type.');
  });

  it('when the metadata is not JSON, then 400', async () => {
    const res = await uploadRest(t.agent, PDF, '{type: passport');
    expect(res.status).toBe(400);
  });

  it('when the file is one byte over 5 MB, then 413 and nothing is stored (no row, no object, no temp file)', async () => {
    const keysBefore = await built.storage.listKeys();
    const temps = tempFiles();
    const big = Buffer.concat([PDF, Buffer.alloc(FIVE_MB + 1 - PDF.length, 0x20)]);
    const res = await uploadRest(t.agent, big, { type: 'other' });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('File is too large. The maximum size is 5 MB.');
    const g = await uploadGql(t.agent, big, { type: 'other' });
    expect(g.body.errors?.[0]?.extensions?.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await rowsFor(t.userId)).toHaveLength(0);
    expect(await built.storage.listKeys()).toEqual(keysBefore);
    expect(tempFiles()).toBe(temps);
  });

  it('when the file is exactly 5 MB, then it is accepted', async () => {
    const exact = Buffer.concat([PDF, Buffer.alloc(FIVE_MB - PDF.length, 0x20)]);
    const res = await uploadRest(t.agent, exact, { type: 'other' });
    expect(res.status).toBe(201);
    expect(res.body.metadata.size).toBe(FIVE_MB);
    await t.agent.delete(`/api/trip/documents/${res.body.id}`).expect(200);
  });

  it.each([
    ['a text file named .pdf', Buffer.from('just some text, not a PDF'), 'notes.pdf', 'application/pdf'],
    ['an executable named .png', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]), 'photo.png', 'image/png'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg', 'image/svg+xml'],
    ['an empty file', Buffer.alloc(0), 'empty.pdf', 'application/pdf'],
  ])('when the bytes are %s, then 400 and nothing is stored', async (_what, bytes, name, type) => {
    const res = await uploadRest(t.agent, bytes, { type: 'other' }, name, type);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^(Only JPEG, PNG, WebP or PDF files are accepted\.|The file is empty\.)$/);
    expect(await rowsFor(t.userId)).toHaveLength(0);
  });

  it('when a passport page is marked public, then 400: passports are never shared', async () => {
    const res = await uploadRest(t.agent, PDF, { type: 'passport', isPublic: true });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Passport pages cannot be shared with other travelers.');
  });

  it('when a GraphQL upload lacks the apollo-require-preflight header, then it is refused (CSRF)', async () => {
    const res = await uploadGql(t.agent, PNG, { type: 'photo' }, 'visa.png', false);
    expect(res.status).toBe(400);
    expect(await rowsFor(t.userId)).toHaveLength(0);
  });
});

describe('uploading, listing, sharing, downloading', () => {
  it('when JPEG, PNG, WebP and PDF are uploaded, then each is typed by its bytes, whatever the client claims', async () => {
    const t = await travellerAt('FORM_APPROVED');
    for (const [bytes, expected, ext] of [
      [JPEG, 'image/jpeg', 'jpg'],
      [PNG, 'image/png', 'png'],
      [WEBP, 'image/webp', 'webp'],
      [PDF, 'application/pdf', 'pdf'],
    ] as const) {
      const res = await uploadRest(t.agent, bytes, { type: 'other', description: 'x' }, 'file.bin', 'application/octet-stream');
      expect(res.status).toBe(201);
      expect(res.body.contentType).toBe(expected);
      expect(res.body.filename).toMatch(new RegExp(`^[0-9a-f-]{36}\\.${ext}$`));
    }
  });

  it('when a traveller uploads (REST), then the answer, the list and the stored object agree', async () => {
    const t = await travellerAt('FORM_APPROVED');
    const res = await uploadRest(t.agent, PDF, { type: 'passport', description: 'Main page', isPublic: false }, 'My Passport.pdf');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      type: 'passport',
      originalName: 'My Passport.pdf',
      contentType: 'application/pdf',
      isPublic: false,
      metadata: { size: PDF.length, description: 'Main page' },
    });
    expect(res.body.url).toBe(`/uploads/${res.body.filename}`);
    expect(await built.storage.exists(res.body.filename)).toBe(true);
    const list = await t.agent.get('/api/trip/documents');
    expect(list.body).toEqual([res.body]);
    expect((await gql(t.agent, 'MyDocuments')).data?.myDocuments).toEqual([res.body]);
  });

  it('when the traveller opens their file, then it streams back with safe headers', async () => {
    const t = await travellerAt('FORM_APPROVED');
    const doc = (await uploadRest(t.agent, PDF, { type: 'other' }, 'evil"\r\nSet-Cookie: a=b.pdf')).body;
    const res = await t.agent
      .get(doc.url)
      .buffer(true)
      .parse((r, cb) => {
        const parts: Buffer[] = [];
        r.on('data', (c: Buffer) => parts.push(c));
        r.on('end', () => cb(null, Buffer.concat(parts)));
      });
    expect(res.status).toBe(200);
    expect(Buffer.compare(res.body as Buffer, PDF)).toBe(0);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="?[^"\r\n]*\.pdf"?$/);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    // The file name's CR/LF could not inject a header (only the rolling session cookie is set).
    expect(JSON.stringify(res.headers['set-cookie'] ?? [])).not.toContain('a=b');
  });

  it('when a PDF is named poly.html, then the stored and served name ends in .pdf and the file is sandboxed', async () => {
    const t = await travellerAt('FORM_APPROVED');
    const doc = (await uploadRest(t.agent, PDF, { type: 'other' }, 'poly.html', 'text/html')).body;
    expect(doc.originalName).toBe('poly.pdf');
    expect(doc.filename).toMatch(/\.pdf$/);
    const res = await t.agent.get(doc.url);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="?poly\.pdf"?$/);
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none';.*\bsandbox$/);
  });

  it.each([
    ['photo.jpeg', JPEG, 'photo.jpeg'],
    ['scan.PNG', PNG, 'scan.PNG'],
    ['no-extension', WEBP, 'no-extension.webp'],
    ['x.svg', PNG, 'x.png'],
    ['report.pdf.exe', PDF, 'report.pdf.pdf'],
  ] as const)('when %s is uploaded, then its name keeps only an extension that fits the bytes', async (name, bytes, expected) => {
    const t = await travellerAt('FORM_APPROVED');
    const doc = (await uploadRest(t.agent, bytes, { type: 'other' }, name, 'application/octet-stream')).body;
    expect(doc.originalName).toBe(expected);
  });

  it('when the name is not ASCII, then it is kept and the header carries an ASCII fallback and the exact UTF-8 name', async () => {
    const t = await travellerAt('FORM_APPROVED');
    const doc = (await uploadRest(t.agent, PDF, { type: 'other' }, 'جواز سفر.pdf')).body;
    expect(doc.originalName).toBe('جواز سفر.pdf');
    const res = await t.agent.get(doc.url);
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="[^"]*\.pdf"; filename\*=UTF-8''[^;]*\.pdf$/);
  });

  it('when another traveller, an admin or anonymous asks for a file, then private is 404 to others, public is open to the signed-in', async () => {
    const owner = await travellerAt('FORM_APPROVED');
    const other = await travellerAt('FORM_APPROVED');
    const priv = (await uploadRest(owner.agent, PDF, { type: 'other' })).body;
    const pub = (await uploadRest(owner.agent, PNG, { type: 'photo', isPublic: true, description: 'Group photo' }, 'group.png', 'image/png')).body;
    expect((await other.agent.get(priv.url)).status).toBe(404);
    expect((await other.agent.get(pub.url)).status).toBe(200);
    expect((await admin.get(priv.url)).status).toBe(200);
    expect((await request(built.app).get(priv.url)).status).toBe(404);
    expect((await request(built.app).get(pub.url)).status).toBe(404);
  });

  it.each([
    '/uploads/..%2f..%2fetc%2fpasswd',
    '/uploads/%2fetc%2fpasswd',
    '/uploads//etc/passwd',
    '/uploads/../package.json',
    '/uploads/00000000-0000-4000-8000-000000000000.pdf',
    '/uploads/',
  ])('when the key is %s, then 404', async (path) => {
    const t = await travellerAt('NONE');
    const res = await t.agent.get(path);
    expect(res.status).toBe(404);
    expect(res.text).not.toMatch(/root:|"name":/);
  });

  it('when a traveller shares a document, then others see it with its description and share date, never its owner', async () => {
    const owner = await travellerAt('FORM_APPROVED');
    const other = await travellerAt('FORM_APPROVED');
    const shared = (await uploadRest(owner.agent, PNG, { type: 'photo', isPublic: true, description: 'Ihram guide' }, 'guide.png', 'image/png')).body;
    await uploadRest(owner.agent, PDF, { type: 'passport' }).expect(201);
    const seen = await other.agent.get('/api/trip/documents/public');
    const mine = seen.body.filter((d: { id: string }) => d.id === shared.id);
    expect(mine).toEqual([expect.objectContaining({ description: 'Ihram guide', sharedAt: shared.uploadedAt, type: 'photo', url: shared.url })]);
    expect(seen.body.some((d: { type: string }) => d.type === 'passport')).toBe(false);
    const text = JSON.stringify(seen.body);
    for (const secret of [owner.t.username, owner.t.email, owner.t.fullName, owner.userId, 'AB123456']) expect(text).not.toContain(secret);
    const g = await gql(other.agent, 'SharedDocuments');
    expect(g.data?.sharedDocuments.map((d: { id: string }) => d.id)).toContain(shared.id);
    expect((await owner.agent.get('/api/trip/documents/public')).body.some((d: { id: string }) => d.id === shared.id)).toBe(false);
  });
});

describe("who sees the group's shared documents", () => {
  it.each(['NONE', 'PENDING'] as const)(
    'when a signed-in traveller at step %s has not paid the deposit, then shared documents are not listed and not opened',
    async (step) => {
      const owner = await travellerAt('FORM_APPROVED');
      const shared = (await uploadRest(owner.agent, PNG, { type: 'photo', isPublic: true, description: 'Group itinerary' }, 'itinerary.png', 'image/png')).body;
      const newcomer = await travellerAt(step);
      expect((await newcomer.agent.get('/api/trip/documents/public')).body).toEqual([]);
      expect((await gql(newcomer.agent, 'SharedDocuments')).data?.sharedDocuments).toEqual([]);
      expect((await newcomer.agent.get(shared.url)).status).toBe(404);
    },
  );

  it('when the deposit is paid, then the traveller sees and opens the shared documents', async () => {
    const owner = await travellerAt('FORM_APPROVED');
    const shared = (await uploadRest(owner.agent, PNG, { type: 'photo', isPublic: true, description: 'Packing list' }, 'packing.png', 'image/png')).body;
    const paid = await travellerAt('DEPOSIT_PAID');
    const list = (await paid.agent.get('/api/trip/documents/public')).body as { id: string }[];
    expect(list.map((d) => d.id)).toContain(shared.id);
    expect((await paid.agent.get(shared.url)).status).toBe(200);
  });
});

describe('quota per traveller', () => {
  let small: BuiltApp;
  let smallAdmin: Agent;
  beforeAll(async () => {
    small = await startApp({ DOCUMENT_QUOTA_COUNT: '2', DOCUMENT_QUOTA_MB: '5' });
    smallAdmin = (await signedInAdmin(small, 'quota_admin')).agent;
  });
  afterAll(() => small.close());

  it('when a traveller has as many documents as the quota, then the next upload is 409 with a clear message and nothing stored; a delete makes room', async () => {
    const t = await travellerAt('FORM_APPROVED', small, smallAdmin);
    const first = (await uploadRest(t.agent, PNG, { type: 'photo' }, 'a.png', 'image/png').expect(201)).body;
    await uploadRest(t.agent, PNG, { type: 'photo' }, 'b.png', 'image/png').expect(201);
    const refused = await uploadRest(t.agent, PNG, { type: 'photo' }, 'c.png', 'image/png');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('You can keep at most 2 documents. Delete one to upload another.');
    expect(await small.db('trip_documents').where({ user_id: t.userId })).toHaveLength(2);
    await t.agent.delete(`/api/trip/documents/${first.id}`).expect(200);
    await uploadRest(t.agent, PNG, { type: 'photo' }, 'c.png', 'image/png').expect(201);
  });

  it('when an upload would pass the total size quota, then 413 with a clear message and nothing stored', async () => {
    const t = await travellerAt('FORM_APPROVED', small, smallAdmin);
    const big = Buffer.concat([PDF, Buffer.alloc(3 * 1024 * 1024, 32)]);
    await uploadRest(t.agent, big, { type: 'other' }).expect(201);
    const refused = await uploadRest(t.agent, big, { type: 'other' });
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe('Your documents can take at most 5 MB in total. Delete one to upload another.');
    expect(await small.db('trip_documents').where({ user_id: t.userId })).toHaveLength(1);
    expect(await small.storage.exists(refused.body.filename ?? 'none')).toBe(false);
  });
});

describe('visa documents and the status machine', () => {
  it('when a visa is uploaded (GraphQL), then VISA_SUBMITTED; deleting the last one before approval goes back to FORM_APPROVED', async () => {
    const t = await travellerAt('FORM_APPROVED');
    const first = await uploadGql(t.agent, PNG, { type: 'visa', description: 'Visa' });
    expect(first.body.errors).toBeUndefined();
    const doc1 = first.body.data.uploadDocument;
    expect((await t.agent.get('/api/trip/registration')).body).toMatchObject({ status: 'VISA_SUBMITTED', visaSubmitted: true, progress: 80 });
    const doc2 = (await uploadRest(t.agent, PDF, { type: 'visa' })).body;
    await t.agent.delete(`/api/trip/documents/${doc1.id}`).expect(200);
    expect((await t.agent.get('/api/trip/registration')).body.status).toBe('VISA_SUBMITTED');
    expect((await gql(t.agent, 'DeleteDocument', { id: doc2.id })).data).toEqual({ deleteDocument: { success: true } });
    expect((await t.agent.get('/api/trip/registration')).body).toMatchObject({ status: 'FORM_APPROVED', visaSubmitted: false, progress: 60 });
  });

  it('when the visa is approved, then its documents are locked; other documents can still go', async () => {
    const t = await travellerAt('FORM_APPROVED');
    const visa = (await uploadRest(t.agent, PDF, { type: 'visa' })).body;
    const photo = (await uploadRest(t.agent, PNG, { type: 'photo' }, 'p.png', 'image/png')).body;
    await admin.post(`/api/admin/approve-visa/${t.registrationId}`).expect(200);
    const res = await t.agent.delete(`/api/trip/documents/${visa.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Visa documents cannot be deleted after the visa has been approved.');
    expect(await built.storage.exists(visa.filename)).toBe(true);
    await t.agent.delete(`/api/trip/documents/${photo.id}`).expect(200);
    await admin.post(`/api/admin/final-payment/${t.registrationId}`).expect(200);
    expect((await t.agent.get('/api/trip/registration')).body.status).toBe('COMPLETED');
  });
});

describe('deleting', () => {
  it("when another traveller deletes someone's document, then 404 and it stays; the owner and an admin may", async () => {
    const owner = await travellerAt('FORM_APPROVED');
    const other = await travellerAt('FORM_APPROVED');
    const a = (await uploadRest(owner.agent, PDF, { type: 'other' })).body;
    const b = (await uploadRest(owner.agent, PNG, { type: 'photo', isPublic: true }, 'b.png', 'image/png')).body;
    expect((await other.agent.delete(`/api/trip/documents/${a.id}`)).status).toBe(404);
    expect((await other.agent.delete(`/api/trip/documents/${b.id}`)).status).toBe(404);
    expect((await gql(other.agent, 'DeleteDocument', { id: a.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await request(built.app).delete(`/api/trip/documents/${a.id}`)).status).toBe(401);
    expect(await rowsFor(owner.userId)).toHaveLength(2);

    await owner.agent.delete(`/api/trip/documents/${a.id}`).expect(200);
    expect(await built.storage.exists(a.filename)).toBe(false);
    await admin.delete(`/api/trip/documents/${b.id}`).expect(200);
    expect(await built.storage.exists(b.filename)).toBe(false);
    expect(await rowsFor(owner.userId)).toHaveLength(0);
    expect((await owner.agent.delete(`/api/trip/documents/${a.id}`)).status).toBe(404);
  });
});

describe('no orphans when a dependency fails midway', () => {
  it('when storage is down during an upload, then 503, no row and no temp file; during a delete, the row stays', async () => {
    const s3 = await startS3();
    const app = await startApp({ S3_ENDPOINT: s3.endpoint });
    try {
      const appAdmin = (await signedInAdmin(app, 'orphan_admin')).agent;
      const t = await travellerAt('FORM_APPROVED', app, appAdmin);
      const kept = (await uploadRest(t.agent, PDF, { type: 'other' })).body;
      await s3.stop();
      const temps = tempFiles();
      const res = await uploadRest(t.agent, PNG, { type: 'visa' }, 'v.png', 'image/png');
      expect(res.status).toBe(503);
      expect(res.body.message).toBe('Document storage is unavailable. Please try again later.');
      expect(tempFiles()).toBe(temps);
      expect(await app.db('trip_documents').where({ user_id: t.userId })).toHaveLength(1);
      expect((await t.agent.get('/api/trip/registration')).body.status).toBe('FORM_APPROVED');

      const del = await t.agent.delete(`/api/trip/documents/${kept.id}`);
      expect(del.status).toBe(503);
      expect(await app.db('trip_documents').where({ id: kept.id })).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('when the database refuses the row after the object is stored, then the object is removed again', async () => {
    const t = await travellerAt('FORM_APPROVED');
    const keysBefore = await built.storage.listKeys();
    await built.db.raw(`ALTER TABLE trip_documents ADD CONSTRAINT test_refuse_all CHECK (false) NOT VALID`);
    try {
      const res = await uploadRest(t.agent, PDF, { type: 'visa' });
      expect(res.status).toBe(500);
    } finally {
      await built.db.raw('ALTER TABLE trip_documents DROP CONSTRAINT test_refuse_all');
    }
    expect(await rowsFor(t.userId)).toHaveLength(0);
    expect(await built.storage.listKeys()).toEqual(keysBefore);
    expect((await t.agent.get('/api/trip/registration')).body.status).toBe('FORM_APPROVED');
  });
});
