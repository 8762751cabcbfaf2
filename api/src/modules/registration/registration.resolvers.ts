import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { requires, signedIn, asTraveller } from '../../graphql/guards.js';
import { viewerCan } from '../auth/viewer.js';

export const registrationResolvers: Resolvers = {
  TripRegistration: {
    // The service puts it on the admin's views (one ledger query per list); anyone else reads null
    // (a traveller has their own account in myPayments).
    money: (parent, _a, ctx) => (viewerCan(ctx.viewer, 'finance:read') ? (parent.money ?? null) : null),
  },
  Query: {
    myRegistration: asTraveller((_p, _a, { services, viewer }) => services.registration.mine(viewer.id)),
    tripRegistrations: requires('roster:read')(async (_p, { tripId }, { services }) => {
      return services.registration.list(tripId);
    }),
    registrationsPage: requires('roster:read')(async (_p, args, { services }) => {
      // GraphQL nulls mean "not given", as an absent query-string key does over REST.
      const { tripId, ...query } = args;
      return services.registration.page(Object.fromEntries(Object.entries(query).filter(([, v]) => v != null)), tripId);
    }),
  },
  Mutation: {
    startRegistration: signedIn(async (_p, { fare }, { services, viewer: user }) => {
      return (await services.registration.start(user, fare ? { fare } : undefined)).registration;
    }),
    markDepositPaid: requires('payments:record')(async (_p, { id, method }, { services, viewer: admin }) => {
      return services.registration.markDepositPaid(admin.id, id, { method });
    }),
    approveForm: requires('forms:review')(async (_p, { id }, { services, viewer: admin }) => {
      return services.registration.approveForm(admin.id, id);
    }),
    approveVisa: requires('visas:review')(async (_p, { id }, { services, viewer: admin }) => {
      return services.registration.approveVisa(admin.id, id);
    }),
    recordFinalPayment: requires('payments:record')(async (_p, { id }, { services, viewer: admin }) => {
      return services.registration.recordFinalPayment(admin.id, id);
    }),
    requestFormChanges: requires('forms:review')(async (_p, { id, reason }, { services, viewer: admin }) => {
      return services.registration.requestFormChanges(admin.id, id, { reason });
    }),
    requestVisaChanges: requires('visas:review')(async (_p, { id, reason }, { services, viewer: admin }) => {
      return services.registration.requestVisaChanges(admin.id, id, { reason });
    }),
  },
};
