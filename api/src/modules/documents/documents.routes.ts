// REST aliases of spec §7 for documents, and GET /uploads/{key}.
import { MAX_UPLOAD_BYTES, SERVER_MESSAGES } from '@umrah/graphql';
import busboy from 'busboy';
import { create as contentDisposition } from 'content-disposition';
import { Router, type Request } from 'express';
import { AppError } from '../../lib/errors.js';
import { nameForType, spool, type AllowedType, type SpooledFile } from '../../lib/uploads.js';
import type { Services } from '../../services.js';
import { asTraveller, travellerOf } from '../../http/viewer.js';

interface Multipart {
  file?: SpooledFile;
  filename?: string;
  metadata?: string;
}

/** Reads a multipart body with parts `file` and `metadata` (JSON text). One file at most. */
function readMultipart(req: Request): Promise<Multipart> {
  return new Promise((resolve, reject) => {
    if (!req.is('multipart/form-data')) {
      reject(new AppError('BAD_USER_INPUT', 'Send the document as multipart/form-data with parts file and metadata'));
      return;
    }
    const out: Multipart = {};
    let pending: Promise<void> = Promise.resolve();
    let failed: unknown;
    const bb = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 4, fieldSize: 16 * 1024 } });
    bb.on('file', (name, stream, info) => {
      if (name !== 'file' || out.file) {
        stream.resume();
        return;
      }
      out.filename = info.filename;
      pending = spool(stream, MAX_UPLOAD_BYTES).then(
        (f) => void (out.file = f),
        (err) => void (failed = err),
      );
    });
    bb.on('field', (name, value) => {
      if (name === 'metadata') out.metadata = value;
    });
    bb.on('error', (err) => {
      void pending.then(() => out.file?.discard());
      reject(new AppError('BAD_USER_INPUT', `Malformed upload: ${(err as Error).message}`));
    });
    bb.on('close', () => {
      void pending.then(() => (failed ? reject(failed) : resolve(out)));
    });
    req.pipe(bb);
  });
}

function parseMetadata(text: string | undefined): unknown {
  if (text === undefined) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('BAD_USER_INPUT', 'metadata must be JSON text with type, description and isPublic');
  }
}

// Downloads may not run anything: no scripts, no plugins' scripts, no same-origin access, even if
// a browser were to sniff past nosniff. Chromium still renders PDFs and images inline under it.
export const UPLOADS_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export function documentsRoutes(services: Services): Router {
  const r = Router();

  r.get(
    '/api/trip/documents',
    asTraveller(async (req, res, user) => {
      res.json(await services.documents.mine(user.id));
    }),
  );
  r.get(
    '/api/trip/documents/public',
    asTraveller(async (req, res, user) => {
      res.json(await services.documents.shared(user.id));
    }),
  );
  r.post(
    '/api/trip/documents',
    asTraveller(async (req, res, user) => {
      await services.documents.assertCanUpload(user);
      const body = await readMultipart(req);
      try {
        const doc = await services.documents.upload(user, body.file, body.filename, parseMetadata(body.metadata));
        res.status(201).json(doc);
      } finally {
        await body.file?.discard();
      }
    }),
  );
  r.delete(
    '/api/trip/documents/:id',
    asTraveller(async (req, res, user) => {
      await services.documents.remove(user, String(req.params.id));
      res.json({ success: true });
    }),
  );

  r.get('/uploads/:key', async (req, res) => {
    // A lead acting for a companion opens the companion's documents (ADR 0123).
    const viewer = travellerOf(req);
    const { doc, body } = await services.documents.open(viewer, String(req.params.key));
    res.set({
      'Content-Type': doc.contentType,
      'Content-Length': String(doc.size),
      // Rows stored before names followed their type get the right extension here too.
      'Content-Disposition': contentDisposition(nameForType(doc.originalName, doc.contentType as AllowedType), { type: 'inline' }),
      'Content-Security-Policy': UPLOADS_CSP,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    body.on('error', (err) => {
      req.log?.error({ err }, 'download stream failed');
      res.destroy(err);
    });
    body.pipe(res);
  });
  // Anything else under /uploads (path tricks included) is plainly not there.
  r.use('/uploads', (_req, res) => {
    res.status(404).json({ message: SERVER_MESSAGES.notFound });
  });
  return r;
}
