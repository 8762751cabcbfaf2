// Sign-up, sign-in and admin accounts. Knows nothing of HTTP: the adapters start the session.
import { adminLogInRules, consentRulesFor, type Locale, logInRules, signUpRules, type Role, SERVER_MESSAGES } from '@umrah/graphql';
import { AppError, uniqueViolation } from '../../lib/errors.js';
import { assertHashCapacity, hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.js';
import type { Transactor } from '../../lib/db.js';
import type { RateLimits } from '../../lib/rate-limit.js';
import type { MessagesService } from '../messages/messages.service.js';
import type { EmailVerificationService } from './email-verification.service.js';
import { validate } from '../../lib/validate.js';
import type { PrivacyRepository } from '../privacy/privacy.repository.js';
import { EMAIL_UNIQUE, USERNAME_UNIQUE, type User, type UsersRepository } from '../users/users.repository.js';

export const USERNAME_EXISTS = SERVER_MESSAGES.usernameExists;
export const EMAIL_EXISTS = SERVER_MESSAGES.emailExists;
export const INVALID_CREDENTIALS = SERVER_MESSAGES.invalidCredentials;

const usernameExists = () => new AppError('CONFLICT', USERNAME_EXISTS, { username: USERNAME_EXISTS });
const emailExists = () => new AppError('CONFLICT', EMAIL_EXISTS, { email: EMAIL_EXISTS });

interface Deps {
  tx: Transactor;
  messages: MessagesService;
  users: UsersRepository;
  limits: RateLimits;
  /** The link confirming a new account's email, sent with the account. */
  verification: Pick<EmailVerificationService, 'send'>;
  /** Usernames nobody may sign up with (the configured admin's), compared case-insensitively. */
  reservedUsernames?: string[];
  /** The consent record kept with every account (docs/product.md#privacy). */
  consents: Pick<PrivacyRepository, 'recordConsent'>;
  /** The privacy notice's version in force (the CMS's published notice, or the seed's). */
  privacyVersion: () => Promise<string>;
}

/** ensureAdmin found a traveller under the admin's name: promoting it would hand them the site. */
export class AdminNameTakenError extends Error {
  override name = 'AdminNameTakenError';
  constructor(username: string) {
    super(
      `Refusing to make "${username}" an admin: an account with that username exists and is not an admin. ` +
        'Choose another admin username (ADMIN_USERNAME), or remove or rename that account first.',
    );
  }
}

export function createAuthService({ tx, messages, users, limits, verification, consents, privacyVersion, reservedUsernames = [] }: Deps) {
  const reserved = new Set(reservedUsernames.map((u) => u.toLowerCase()));
  /**
   * The account a sign-in names, by username or by email (both without regard to case). A name
   * with an "@" is looked up as an email first, so a username copied from someone's email cannot
   * catch that person's sign-ins; older usernames with an "@" still sign in when no email matches.
   */
  async function accountNamed(identifier: string): Promise<User | undefined> {
    if (!identifier.includes('@')) return users.findByUsername(identifier);
    return (await users.findByEmail(identifier)) ?? (await users.findByUsername(identifier));
  }

  /**
   * Per address (any attempt) and per account (consecutive failures, then a wait that doubles
   * at each lockout): guessing is slow from one address and from many. An existing account is
   * counted by its id, so alternating its username and email counts against the same account.
   */
  async function signIn(input: unknown, clientIp: string, rules: typeof logInRules | typeof adminLogInRules, adminOnly: boolean): Promise<User> {
    await limits.loginAttempt(clientIp);
    const { username: identifier, password } = validate(rules, input);
    assertHashCapacity();
    const user = await accountNamed(identifier);
    const accountKey = user ? `id:${user.id}` : `name:${identifier}`;
    await limits.assertAccountNotLocked(accountKey);
    try {
      // An unknown name costs the same time as a wrong password.
      const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
      if (!user || !ok || (adminOnly && (user.role !== 'admin' || !user.staffRole))) throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS);
      await limits.accountSucceeded(accountKey);
      return user;
    } catch (err) {
      if (err instanceof AppError && err.code === 'UNAUTHENTICATED') await limits.accountFailed(accountKey);
      throw err;
    }
  }

  return {
    /** A new traveller's account; `locale` is the language of the request (their pages and emails read in it). */
    async signUp(input: unknown, clientIp: string, locale?: Locale): Promise<User> {
      await limits.signUpAttempt(clientIp);
      const values = validate(signUpRules, input);
      // The form sends the notice version it showed; a client that predates the notice sends none,
      // and the version in force is recorded as accepted through the API (ADR 0101).
      const sent = (input as { privacyNoticeVersion?: unknown } | null)?.privacyNoticeVersion;
      const inForce = await privacyVersion();
      const consent =
        sent === undefined || sent === null
          ? { noticeVersion: inForce, source: 'api' as const }
          : { noticeVersion: validate(consentRulesFor(inForce), { privacyNoticeVersion: sent }).privacyNoticeVersion, source: 'form' as const };
      assertHashCapacity();
      if (reserved.has(values.username.toLowerCase()) || (await users.usernameTaken(values.username))) throw usernameExists();
      if (await users.emailTaken(values.email)) throw emailExists();
      const passwordHash = await hashPassword(values.password);
      try {
        // The welcome message and the link confirming the email commit with the account.
        return await tx.transaction(async (trx) => {
          const user = await users.insert({ ...values, passwordHash, role: 'traveler', locale }, trx);
          await consents.recordConsent(user.id, { ...consent, ip: clientIp }, trx);
          await messages.accountCreated(trx, user);
          await verification.send(trx, user);
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

    logIn: (input: unknown, clientIp: string): Promise<User> => signIn(input, clientIp, logInRules, false),

    /** Staff with a role only; anyone else (a traveller, revoked staff) gets the same answer as a wrong password. */
    adminLogIn: (input: unknown, clientIp: string): Promise<User> => signIn(input, clientIp, adminLogInRules, true),

    /**
     * Creates the admin account, or sets the password of the existing admin. Idempotent. Throws
     * AdminNameTakenError when the name belongs to a traveller: never promotes one.
     */
    async ensureAdmin(a: { username: string; password: string; email?: string }): Promise<{ created: boolean; user: User }> {
      const existing = await users.findByUsername(a.username);
      const role: Role = 'admin';
      if (existing) {
        if (existing.role !== role) throw new AdminNameTakenError(a.username);
        if (!(await verifyPassword(existing.passwordHash, a.password))) {
          const passwordHash = await hashPassword(a.password);
          await users.setRoleAndPassword(existing.id, role, passwordHash);
        }
        // The CLI is the operator's way back in: the account it names is an owner (ADR 0102).
        if (existing.staffRole !== 'owner') await users.setStaffRole(existing.id, 'owner');
        return { created: false, user: (await users.findById(existing.id))! };
      }
      const user = await users.insert({
        username: a.username,
        email: a.email ?? `${a.username.toLowerCase()}@admin.invalid`,
        phone: '',
        fullName: 'Administrator',
        passwordHash: await hashPassword(a.password),
        role,
        staffRole: 'owner',
        // Admins never take a seat; their (often placeholder) address needs no link (ADR 0077).
        emailVerified: true,
      });
      return { created: true, user };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
