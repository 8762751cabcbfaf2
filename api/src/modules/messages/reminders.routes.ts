// REST aliases of the reminder setting.
import { SERVER_MESSAGES } from '@umrah/graphql';
import { Router } from 'express';
import { AppError } from '../../lib/errors.js';
import type { Services } from '../../services.js';
import { signedIn } from '../../http/viewer.js';

const ENABLED = SERVER_MESSAGES.remindersEnabled;

export function remindersRoutes(services: Services): Router {
  const r = Router();
  r.get(
    '/api/user/reminders',
    signedIn(async (req, res, user) => {
      res.json({ enabled: !(await services.reminderSettings.optOut(user.id)) });
    }),
  );
  r.put(
    '/api/user/reminders',
    signedIn(async (req, res, user) => {
      const enabled = (req.body as { enabled?: unknown } | undefined)?.enabled;
      if (typeof enabled !== 'boolean') throw new AppError('BAD_USER_INPUT', ENABLED, { enabled: ENABLED });
      await services.reminderSettings.setOptOut(user.id, !enabled);
      res.json({ enabled });
    }),
  );
  return r;
}
