import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { requires, signedIn } from '../../graphql/guards.js';
import { actFor, backToLead, partyOf } from './parties.adapter.js';

export const partiesResolvers: Resolvers = {
  Query: {
    myParty: signedIn((_p, _a, { services, viewer, actingFor }) => partyOf(services, viewer, actingFor)),
    registrationParty: requires('finance:read')((_p, { registrationId }, { services }) => services.parties.ofRegistration(registrationId)),
  },
  Mutation: {
    addCompanions: signedIn(async (_p, { companions }, { services, viewer, actingFor }) => {
      await services.parties.addCompanions(viewer, { companions });
      return (await partyOf(services, viewer, actingFor))!;
    }),
    removeCompanion: signedIn(async (_p, { registrationId }, { services, viewer, req }) => {
      await services.parties.removeCompanion(viewer, registrationId);
      backToLead(req);
      return (await partyOf(services, viewer, undefined))!;
    }),
    inviteCompanion: signedIn(async (_p, { registrationId, email }, { services, viewer, actingFor }) => {
      await services.parties.inviteCompanion(viewer, registrationId, { email });
      return (await partyOf(services, viewer, actingFor))!;
    }),
    claimCompanionAccount: (_p, { input }, { services }) => services.parties.claim(input),
    actForTraveller: signedIn((_p, { userId }, { services, viewer, req }) => actFor(services, viewer, req, userId ?? null)),
  },
};
