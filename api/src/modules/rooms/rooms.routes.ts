// REST faces of rooms (docs/product.md#rooms): the board and the traveller's choice as JSON (the
// same service as GraphQL), and each hotel's rooming list as xlsx or PDF, audited like the manifest.
import { Router } from 'express';
import type { Services } from '../../services.js';
import { requestLocale } from '../../http/locale.js';
import { tripIdOf } from '../../http/trip-query.js';
import { asTraveller, requires } from '../../http/viewer.js';
import { downloadHeaders, streamed } from '../review/review.routes.js';
import { XLSX_TYPE } from '../review/exports.service.js';
import { roomingListFileName, roomingListPdf, roomingListXlsx } from './rooming-list.js';

export function roomsRoutes(services: Services): Router {
  const r = Router();
  r.get(
    '/api/trip/room',
    // The traveller the portal shows: the lead chooses for a managed companion too (ADR 0123).
    asTraveller(async (_req, res, user) => {
      res.json(await services.rooms.mine(user.id));
    }),
  );
  r.put(
    '/api/trip/room',
    asTraveller(async (req, res, user) => {
      res.json(await services.rooms.choose(user.id, req.body ?? {}));
    }),
  );
  r.get(
    '/api/admin/rooming',
    requires('rooms:read')(async (req, res) => {
      res.json(await services.rooms.board(tripIdOf(req)));
    }),
  );
  r.post(
    '/api/admin/rooming/moves',
    requires('rooms:write')(async (req, res, admin) => {
      res.json(await services.rooms.move(admin.id, req.body ?? {}));
    }),
  );
  r.get(
    '/api/admin/hotel-stays/:stayId/rooming-list.xlsx',
    requires('rooms:read')(async (req, res, viewer) => {
      const list = await services.rooms.listOf(String(req.params.stayId));
      const names = list.rooms.reduce((n, room) => n + room.occupants.length, 0);
      await services.rooms.recordExport(viewer.id, list.stay, 'xlsx', names);
      downloadHeaders(res, XLSX_TYPE, roomingListFileName(list.stay, 'xlsx'));
      await streamed(req, res, () => roomingListXlsx(list, res, requestLocale(req)));
    }),
  );
  r.get(
    '/api/admin/hotel-stays/:stayId/rooming-list.pdf',
    requires('rooms:read')(async (req, res, viewer) => {
      const list = await services.rooms.listOf(String(req.params.stayId));
      const pdf = await roomingListPdf(list, requestLocale(req));
      await services.rooms.recordExport(
        viewer.id,
        list.stay,
        'pdf',
        list.rooms.reduce((n, room) => n + room.occupants.length, 0),
      );
      downloadHeaders(res, 'application/pdf', roomingListFileName(list.stay, 'pdf'));
      res.end(Buffer.from(pdf));
    }),
  );
  return r;
}
