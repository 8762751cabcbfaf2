// Passkeys (WebAuthn, @simplewebauthn/server; ADR 0104): the browser's authenticator signs a
// single-use challenge this session was given, for this site's origin only. A passkey made for
// another origin, or a response signed for another one, is refused. Public keys only are stored.
import { factorRemovalRefusal, SECOND_FACTOR_MESSAGES } from '@umrah/graphql';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Transactor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { FactorsRepository } from './factors.repository.js';
import type { FactorsService } from './factors.service.js';

const refused = () => new AppError('BAD_USER_INPUT', SECOND_FACTOR_MESSAGES.passkey, { response: SECOND_FACTOR_MESSAGES.passkey });

/** A browser's answer, as JSON text (GraphQL) or an object (REST). */
function parsed<T>(response: unknown): T {
  if (typeof response === 'string') {
    try {
      return JSON.parse(response) as T;
    } catch {
      throw refused();
    }
  }
  if (response && typeof response === 'object') return response as T;
  throw refused();
}

interface Deps {
  tx: Transactor;
  factors: FactorsRepository;
  recovery: Pick<FactorsService, 'status'>;
  audit: AuditRepository;
  /** The site's origin (WEBAUTHN_ORIGIN, else PUBLIC_URL): passkeys belong to its host name. */
  origin: string;
  /** Recovery codes for an account whose first factor is a passkey. */
  firstCodes: (userId: string, trx: Parameters<FactorsRepository['replaceRecoveryCodes']>[2]) => Promise<string[]>;
}

export function createPasskeysService({ tx, factors, audit, origin, firstCodes, recovery }: Deps) {
  const rpID = new URL(origin).hostname;
  return {
    /** Options for the browser to make a passkey; the challenge goes in the session. */
    async registrationOptions(user: { id: string; username: string }) {
      const existing = await factors.passkeysOf(user.id);
      return generateRegistrationOptions({
        rpName: 'Umrah Journey',
        rpID,
        userName: user.username,
        userID: new TextEncoder().encode(user.id),
        attestationType: 'none',
        excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports as AuthenticatorTransport[] })),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      });
    },

    /** Checks the new passkey against the challenge and this origin; stores its public key. Audited. Answers recovery codes when it is the first factor. */
    async register(userId: string, response: unknown, expectedChallenge: string | undefined): Promise<string[]> {
      if (!expectedChallenge) throw refused();
      const body = parsed<RegistrationResponseJSON>(response);
      let result;
      try {
        result = await verifyRegistrationResponse({
          response: body,
          expectedChallenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: false,
        });
      } catch {
        throw refused();
      }
      if (!result.verified) throw refused();
      const { credential } = result.registrationInfo;
      const first = (await recovery.status(userId)).recoveryCodesLeft === 0;
      return tx.transaction(async (trx) => {
        await factors.insertPasskey(
          {
            id: credential.id,
            userId,
            publicKey: isoBase64URL.fromBuffer(credential.publicKey),
            counter: credential.counter,
            transports: credential.transports ?? [],
          },
          trx,
        );
        await audit.record({ actorUserId: userId, action: 'factor.passkey_enrolled', entityType: 'user', entityId: userId }, trx);
        return first ? firstCodes(userId, trx) : [];
      });
    },

    /** The account's passkeys as its owner sees them, newest first. */
    async list(userId: string): Promise<{ id: string; createdAt: string; lastUsedAt: string | null }[]> {
      return (await factors.passkeyList(userId)).map((p) => ({
        id: p.id,
        createdAt: p.createdAt.toISOString(),
        lastUsedAt: p.lastUsedAt ? p.lastUsedAt.toISOString() : null,
      }));
    },

    /**
     * Removes one of the account's own passkeys (another account's reads as none). Staff keep at
     * least one factor; an account left with none loses its recovery codes too. Audited.
     */
    async remove(account: { id: string; isStaff: boolean }, id: string): Promise<void> {
      await tx.transaction(async (trx) => {
        const held = await factors.lockFactors(account.id, trx);
        if (!held.passkeyIds.includes(id)) throw new AppError('NOT_FOUND', SECOND_FACTOR_MESSAGES.noPasskey);
        const refusal = factorRemovalRefusal({ isStaff: account.isStaff, totp: held.totp, passkeys: held.passkeyIds.length });
        if (refusal) throw new AppError('CONFLICT', refusal);
        await factors.deletePasskey(id, trx);
        const noneLeft = !held.totp && held.passkeyIds.length === 1;
        if (noneLeft) await factors.deleteRecoveryCodes(account.id, trx);
        await audit.record(
          {
            actorUserId: account.id,
            action: 'factor.passkey_removed',
            entityType: 'user',
            entityId: account.id,
            payload: { passkeysLeft: held.passkeyIds.length - 1 },
          },
          trx,
        );
      });
    },

    /** Options for the browser to sign with one of the account's passkeys. */
    async authenticationOptions(userId: string) {
      const keys = await factors.passkeysOf(userId);
      return generateAuthenticationOptions({
        rpID,
        allowCredentials: keys.map((p) => ({ id: p.id, transports: p.transports as AuthenticatorTransport[] })),
        userVerification: 'preferred',
      });
    },

    /** Checks the signature with the stored public key, for this origin and challenge. Audited. */
    async authenticate(userId: string, response: unknown, expectedChallenge: string | undefined): Promise<void> {
      if (!expectedChallenge) throw refused();
      const body = parsed<AuthenticationResponseJSON>(response);
      const key = typeof body.id === 'string' ? await factors.passkey(body.id) : undefined;
      if (!key || key.userId !== userId) throw refused();
      let result;
      try {
        result = await verifyAuthenticationResponse({
          response: body,
          expectedChallenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: false,
          credential: {
            id: key.id,
            publicKey: isoBase64URL.toBuffer(key.publicKey),
            counter: key.counter,
            transports: key.transports as AuthenticatorTransport[],
          },
        });
      } catch {
        throw refused();
      }
      if (!result.verified) throw refused();
      await factors.usePasskey(key.id, result.authenticationInfo.newCounter);
      await audit.record({ actorUserId: userId, action: 'sign_in.passkey', entityType: 'user', entityId: userId });
    },
  };
}
export type PasskeysService = ReturnType<typeof createPasskeysService>;
