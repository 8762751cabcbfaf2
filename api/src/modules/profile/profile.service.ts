import { profileRules } from '@umrah/graphql';
import type { Transactor } from '../../lib/db.js';
import { AppError, uniqueViolation, unauthenticated } from '../../lib/errors.js';
import { validate } from '../../lib/validate.js';
import { EMAIL_UNIQUE, type User, type UsersRepository } from '../users/users.repository.js';
import { EMAIL_EXISTS } from '../auth/auth.service.js';
import type { EmailVerificationService } from '../auth/email-verification.service.js';
import type { Viewer } from '../auth/viewer.js';

export interface ProfileView {
  id: string;
  username: string;
  fullName: string;
  email: string;
  phone: string;
  createdAt: string;
  updatedAt: string;
}

export const toProfileView = (u: User): ProfileView => ({
  id: u.id,
  username: u.username,
  fullName: u.fullName,
  email: u.email,
  phone: u.phone,
  createdAt: u.createdAt.toISOString(),
  updatedAt: u.updatedAt.toISOString(),
});

interface Deps {
  tx: Transactor;
  users: UsersRepository;
  /** A changed email is confirmed again: its link goes with the change. */
  verification: Pick<EmailVerificationService, 'send'>;
}

export function createProfileService({ tx, users, verification }: Deps) {
  return {
    /** The signed-in account's own profile: the viewer the request resolved is that account, read this request. */
    get(viewer: Viewer): ProfileView {
      return {
        id: viewer.id,
        username: viewer.username,
        fullName: viewer.fullName,
        email: viewer.email,
        phone: viewer.phone,
        createdAt: viewer.createdAt,
        updatedAt: viewer.updatedAt,
      };
    },

    /** A new email address (case aside) is unconfirmed until the link sent with the change is followed. */
    async update(viewer: Pick<Viewer, 'id' | 'email'>, input: unknown): Promise<ProfileView> {
      const values = validate(profileRules, input);
      const emailExists = () => new AppError('CONFLICT', EMAIL_EXISTS, { email: EMAIL_EXISTS });
      if (await users.emailTaken(values.email, viewer.id)) throw emailExists();
      try {
        return await tx.transaction(async (trx) => {
          const user = await users.updateProfile(viewer.id, values, trx);
          if (!user) throw unauthenticated();
          if (user.email.toLowerCase() !== viewer.email.toLowerCase()) await verification.send(trx, user);
          return toProfileView(user);
        });
      } catch (err) {
        if (uniqueViolation(err) === EMAIL_UNIQUE) throw emailExists();
        throw err;
      }
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
