// Who is calling: read from the session, confirmed against the database once per request.
import type { Request } from 'express';
import { forbidden, unauthenticated } from '../../lib/errors.js';
import type { User, UsersRepository } from '../users/users.repository.js';

const cache = new WeakMap<Request, Promise<User | undefined>>();

export function viewerOf(req: Request, users: UsersRepository): Promise<User | undefined> {
  let found = cache.get(req);
  if (!found) {
    const id = req.session?.userId;
    // A session started before the password was reset or changed is over.
    found = id
      ? users.findById(id).then((user) => (user?.passwordChangedAt && (req.session.signedInAt ?? 0) < user.passwordChangedAt.getTime() ? undefined : user))
      : Promise.resolve(undefined);
    cache.set(req, found);
  }
  return found;
}

export async function requireUser(req: Request, users: UsersRepository): Promise<User> {
  const user = await viewerOf(req, users);
  if (!user) throw unauthenticated();
  return user;
}

export async function requireAdmin(req: Request, users: UsersRepository): Promise<User> {
  const user = await requireUser(req, users);
  if (user.role !== 'admin') throw forbidden();
  return user;
}
