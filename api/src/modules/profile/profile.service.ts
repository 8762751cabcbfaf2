import { profileRules } from '@umrah/graphql';
import { AppError, uniqueViolation, unauthenticated } from '../../lib/errors.js';
import { validate } from '../../lib/validate.js';
import { EMAIL_UNIQUE, type User, type UsersRepository } from '../users/users.repository.js';
import { EMAIL_EXISTS } from '../auth/auth.service.js';
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

export function createProfileService({ users }: { users: UsersRepository }) {
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

    async update(userId: string, input: unknown): Promise<ProfileView> {
      const values = validate(profileRules, input);
      const emailExists = () => new AppError('CONFLICT', EMAIL_EXISTS, { email: EMAIL_EXISTS });
      if (await users.emailTaken(values.email, userId)) throw emailExists();
      try {
        const user = await users.updateProfile(userId, values);
        if (!user) throw unauthenticated();
        return toProfileView(user);
      } catch (err) {
        if (uniqueViolation(err) === EMAIL_UNIQUE) throw emailExists();
        throw err;
      }
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
