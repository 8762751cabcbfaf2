import { DEFAULT_LOCALE, emailChanges, isLocale, type Locale, PASSWORD_MESSAGES, profileRules } from '@umrah/graphql';
import { i18nFor } from '@umrah/graphql/node';
import type { Transactor } from '../../lib/db.js';
import { AppError, uniqueViolation, unauthenticated } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import { validate } from '../../lib/validate.js';
import type { MessagesService } from '../messages/messages.service.js';
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
  /** The language the account reads the product and its emails in (ADR 0110); null until chosen. */
  locale: Locale | null;
  createdAt: string;
  updatedAt: string;
}

export const toProfileView = (u: User): ProfileView => ({
  id: u.id,
  username: u.username,
  fullName: u.fullName,
  // A managed companion has no profile page (ADR 0122); every signed-in account has both.
  email: u.email ?? '',
  phone: u.phone ?? '',
  locale: u.locale ?? null,
  createdAt: u.createdAt.toISOString(),
  updatedAt: u.updatedAt.toISOString(),
});

const profileOf = (viewer: Viewer): ProfileView => ({
  id: viewer.id,
  username: viewer.username,
  fullName: viewer.fullName,
  email: viewer.email,
  phone: viewer.phone,
  locale: viewer.locale,
  createdAt: viewer.createdAt,
  updatedAt: viewer.updatedAt,
});

interface Deps {
  tx: Transactor;
  users: UsersRepository;
  /** A changed email is confirmed again: its link goes with the change. */
  verification: Pick<EmailVerificationService, 'send'>;
  /** The old address is told of an email change (docs/product.md#profile). */
  messages: Pick<MessagesService, 'emailChanged'>;
}

const passwordError = (message: string) => new AppError('BAD_USER_INPUT', message, { currentPassword: message });

export function createProfileService({ tx, users, verification, messages }: Deps) {
  return {
    /** The signed-in account's own profile: the viewer the request resolved is that account, read this request. */
    get: profileOf,

    /**
     * The account's language (ADR 0110): its pages, and the emails sent to it, read in it. The web's
     * language switch, GraphQL `setMyLanguage`, REST `PUT /api/user/language` and `?lang=` on a page
     * all come here; a language the product does not speak is refused.
     */
    async setLanguage(viewer: Viewer, locale: unknown): Promise<ProfileView> {
      if (!isLocale(locale)) {
        const message = i18nFor(viewer.locale ?? DEFAULT_LOCALE)._('common.language.unknown');
        throw new AppError('BAD_USER_INPUT', message, { locale: message });
      }
      if (locale !== viewer.locale) await users.setLocale(viewer.id, locale);
      return { ...profileOf(viewer), locale };
    },

    /**
     * A new email address (case aside) needs the current password: a stolen session alone cannot
     * take the account through "Forgot password". The old address is told, and the new one is
     * unconfirmed until the link sent with the change is followed.
     */
    async update(viewer: Pick<Viewer, 'id' | 'email'>, input: unknown): Promise<ProfileView> {
      const { currentPassword, ...values } = validate(profileRules, input);
      const changing = emailChanges(viewer.email, values.email);
      if (changing) {
        if (!currentPassword) throw passwordError(PASSWORD_MESSAGES.currentRequired);
        const account = await users.findById(viewer.id);
        if (!account) throw unauthenticated();
        if (!(await verifyPassword(account.passwordHash, currentPassword))) throw passwordError(PASSWORD_MESSAGES.currentPassword);
      }
      const emailExists = () => new AppError('CONFLICT', EMAIL_EXISTS, { email: EMAIL_EXISTS });
      if (await users.emailTaken(values.email, viewer.id)) throw emailExists();
      try {
        return await tx.transaction(async (trx) => {
          const user = await users.updateProfile(viewer.id, values, trx);
          if (!user) throw unauthenticated();
          if (changing) {
            await verification.send(trx, user);
            await messages.emailChanged(trx, { ...user, email: viewer.email }, user.email ?? values.email, `${user.id}:${Date.now()}`);
          }
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
