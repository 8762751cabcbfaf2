import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { secondFactorCalls } from './factors.service-calls.js';

const calls = (services: Parameters<typeof secondFactorCalls>[0]) => secondFactorCalls(services);

export const factorsResolvers: Resolvers = {
  Query: {
    secondFactorStatus: (_p, _a, { req, services }) => calls(services).status(req),
    myPasskeys: (_p, _a, { req, services }) => calls(services).myPasskeys(req),
  },
  Mutation: {
    setUpTotp: (_p, _a, { req, services }) => calls(services).setUpTotp(req),
    confirmTotp: (_p, { code }, { req, services }) => calls(services).confirmTotp(req, { code }),
    verifySecondFactor: (_p, { code, recoveryCode }, { req, services }) => calls(services).verify(req, { code, recoveryCode }),
    newRecoveryCodes: (_p, _a, { req, services }) => calls(services).newRecoveryCodes(req),
    passkeyRegistrationOptions: async (_p, _a, { req, services }) => JSON.stringify(await calls(services).passkeyRegistrationOptions(req)),
    registerPasskey: (_p, { response }, { req, services }) => calls(services).registerPasskey(req, response),
    passkeyAuthenticationOptions: async (_p, _a, { req, services }) => JSON.stringify(await calls(services).passkeyAuthenticationOptions(req)),
    removePasskey: (_p, { id }, { req, services }) => calls(services).removePasskey(req, id),
    signInWithPasskey: (_p, { response }, { req, services }) => calls(services).signInWithPasskey(req, response),
  },
};
