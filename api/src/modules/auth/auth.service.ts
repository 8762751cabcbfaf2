// Sign-up, sign-in and admin accounts. Knows nothing of HTTP: the adapters start the session.
import { adminLogInRules, logInRules, signUpRules, type Role } from '@umrah/graphql';
import { AppError, uniqueViolation } from '../../lib/errors.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.js';
import type { Transactor } from '../../lib/db.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import type { MessagesService } from '../messages/messages.service.js';
import { validate } from '../../lib/validate.js';
import { EMAIL_UNIQUE, USERNAME_UNIQUE, type User, type UsersRepository } from '../users/users.repository.js';

export const USERNAME_EXISTS = 'Username already exists';
export const EMAIL_EXISTS = 'Email already exists';
export const INVALID_CREDENTIALS = 'Invalid username or password';

const usernameExists = () => new AppError('CONFLICT', USERNAME_EXISTS, { username: USERNAME_EXISTS });
const emailExists = () => new AppError('CONFLICT', EMAIL_EXISTS, { email: EMAIL_EXISTS });

interface Deps {
  tx: Transactor;
  messages: MessagesService;
  users: UsersRepository;
  rateLimit: RateLimiter;
  authAttemptsPerMinute: number;
}

export function createAuthService({ tx, messages, users, rateLimit, authAttemptsPerMinute }: Deps) {
  async function checkCredentials(username: string, password: string): Promise<User> {
    const user = await users.findByUsername(username);
    const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
    if (!user || !ok) throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS);
    return user;
  }

  return {
    async signUp(input: unknown, clientIp: string): Promise<User> {
      await rateLimit('signup', clientIp, authAttemptsPerMinute);
      const values = validate(signUpRules, input);
      if (await users.usernameTaken(values.username)) throw usernameExists();
      if (await users.emailTaken(values.email)) throw emailExists();
      const passwordHash = await hashPassword(values.password);
      try {
        // The welcome message commits with the account.
        return await tx.transaction(async (trx) => {
          const user = await users.insert({ ...values, passwordHash, role: 'traveler' }, trx);
          await messages.accountCreated(trx, user);
          return user;
        });
      } catch (err) {
        // Two sign-ups racing for the same name: the unique index decides.
        const constraint = uniqueViolation(err);
        if (constraint === USERNAME_UNIQUE) throw usernameExists();
        if (constraint === EMAIL_UNIQUE) throw emailExists();
        throw err;
      }
    },

    async logIn(input: unknown, clientIp: string): Promise<User> {
      await rateLimit('login', clientIp, authAttemptsPerMinute);
      const { username, password } = validate(logInRules, input);
      return checkCredentials(username, password);
    },

    /** Admins only; anyone else gets the same answer as a wrong password. */
    async adminLogIn(input: unknown, clientIp: string): Promise<User> {
      await rateLimit('login', clientIp, authAttemptsPerMinute);
      const { username, password } = validate(adminLogInRules, input);
      const user = await checkCredentials(username, password);
      if (user.role !== 'admin') throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS);
      return user;
    },

    /** Creates the admin account, or makes an existing account admin with this password. Idempotent. */
    async ensureAdmin(a: { username: string; password: string; email?: string }): Promise<{ created: boolean; user: User }> {
      const existing = await users.findByUsername(a.username);
      const role: Role = 'admin';
      if (existing) {
        if (existing.role !== role || !(await verifyPassword(existing.passwordHash, a.password))) {
          await users.setRoleAndPassword(existing.id, role, await hashPassword(a.password));
        }
        return { created: false, user: (await users.findById(existing.id))! };
      }
      const user = await users.insert({
        username: a.username,
        email: a.email ?? `${a.username.toLowerCase()}@admin.invalid`,
        phone: '',
        fullName: 'Administrator',
        passwordHash: await hashPassword(a.password),
        role,
      });
      return { created: true, user };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
