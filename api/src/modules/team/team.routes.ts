// REST aliases of the team (docs/product.md#the-team); the same service as the GraphQL resolvers.
import { Router } from 'express';
import { requires } from '../../http/viewer.js';
import type { Services } from '../../services.js';

export function teamRoutes(services: Services): Router {
  const r = Router();
  r.get(
    '/api/admin/team',
    requires('team:manage')(async (_req, res) => {
      res.json(await services.team.list());
    }),
  );
  r.post(
    '/api/admin/team/invitations',
    requires('team:manage')(async (req, res, owner) => {
      res.status(201).json(await services.team.invite(owner.id, req.body));
    }),
  );
  r.post(
    '/api/admin/team/invitations/:id/revoke',
    requires('team:manage')(async (req, res, owner) => {
      await services.team.revokeInvitation(owner.id, String(req.params.id));
      res.json({ success: true });
    }),
  );
  r.post(
    '/api/admin/team/members/:id/role',
    requires('team:manage')(async (req, res, owner) => {
      res.json(await services.team.changeRole(owner.id, String(req.params.id), req.body));
    }),
  );
  r.post(
    '/api/admin/team/members/:id/revoke',
    requires('team:manage')(async (req, res, owner) => {
      res.json(await services.team.revoke(owner.id, String(req.params.id)));
    }),
  );
  // The invitation link's page: what it offers, then the account it makes (no session needed).
  r.get('/api/team/invitation', async (req, res) => {
    res.json(await services.team.preview(typeof req.query.token === 'string' ? req.query.token : ''));
  });
  r.post('/api/team/accept', async (req, res) => {
    await services.team.accept(req.body);
    res.status(201).json({ success: true });
  });
  return r;
}
