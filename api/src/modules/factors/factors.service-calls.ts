// The second factor's calls, shared by both faces: each reads which account the session is about,
// calls one service, and finishes the session's sign-in when a factor passed (ADR 0104).
import type { Request } from 'express';
import type { Services } from '../../services.js';
import { anyFactorAccount, enrollingAccount, passFactor, rememberChallenge, signedInAccount, takeChallenge, verifyingAccount } from './factor-session.js';

export function secondFactorCalls(services: Services) {
  const { users, factors, passkeys } = services;
  return {
    async status(req: Request) {
      const account = await anyFactorAccount(req, users);
      return { pending: account.step, username: account.username, ...(await factors.status(account.id)) };
    },
    async setUpTotp(req: Request) {
      return factors.setUpTotp(await enrollingAccount(req, users));
    },
    async confirmTotp(req: Request, input: unknown) {
      const account = await enrollingAccount(req, users);
      return { recoveryCodes: await passFactor(req, account, () => factors.confirmTotp(account.id, input)) };
    },
    async verify(req: Request, input: { code?: unknown; recoveryCode?: unknown }) {
      const account = await verifyingAccount(req, users);
      await passFactor(req, account, () =>
        input.recoveryCode !== undefined && input.recoveryCode !== null
          ? factors.useRecoveryCode(account.id, { recoveryCode: input.recoveryCode })
          : factors.verifyTotp(account.id, { code: input.code }),
      );
      return { success: true };
    },
    async newRecoveryCodes(req: Request) {
      const account = await enrollingAccount(req, users);
      if (account.pending) return { recoveryCodes: [] as string[] };
      return { recoveryCodes: await factors.newRecoveryCodes(account.id) };
    },
    async passkeyRegistrationOptions(req: Request) {
      const options = await passkeys.registrationOptions(await enrollingAccount(req, users));
      await rememberChallenge(req, options.challenge);
      return options;
    },
    async registerPasskey(req: Request, response: unknown) {
      const account = await enrollingAccount(req, users);
      const challenge = takeChallenge(req);
      return { recoveryCodes: await passFactor(req, account, () => passkeys.register(account.id, response, challenge)) };
    },
    async passkeyAuthenticationOptions(req: Request) {
      const options = await passkeys.authenticationOptions((await verifyingAccount(req, users)).id);
      await rememberChallenge(req, options.challenge);
      return options;
    },
    /** The signed-in account's passkeys (not a waiting sign-in's). */
    async myPasskeys(req: Request) {
      return passkeys.list(signedInAccount(req).id);
    },
    async removePasskey(req: Request, id: string) {
      const account = signedInAccount(req);
      await passkeys.remove({ id: account.id, isStaff: account.role === 'admin' }, id);
      return this.status(req);
    },
    async signInWithPasskey(req: Request, response: unknown) {
      const account = await verifyingAccount(req, users);
      const challenge = takeChallenge(req);
      await passFactor(req, account, () => passkeys.authenticate(account.id, response, challenge));
      return { success: true };
    },
  };
}
