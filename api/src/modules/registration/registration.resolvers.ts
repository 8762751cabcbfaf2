import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { adminOnly, signedIn } from '../../graphql/guards.js';

export const registrationResolvers: Resolvers = {
  TripRegistration: {
    // The service puts it on the admin's views (one ledger query per list); anyone else reads null
    // (a traveller has their own account in myPayments).
    money: (parent, _a, ctx) => (ctx.viewer?.role === 'admin' ? (parent.money ?? null) : null),
  },
  Query: {
    myRegistration: signedIn((_p, _a, { services, viewer }) => services.registration.mine(viewer.id)),
    tripRegistrations: adminOnly(async (_p, _a, { services }) => {
      return services.registration.list();
    }),
    registrationsPage: adminOnly(async (_p, args, { services }) => {
      // GraphQL nulls mean "not given", as an absent query-string key does over REST.
      return services.registration.page(Object.fromEntries(Object.entries(args).filter(([, v]) => v != null)));
    }),
  },
  Mutation: {
    startRegistration: signedIn(async (_p, { fare }, { services, viewer: user }) => {
      return (await services.registration.start(user, fare ? { fare } : undefined)).registration;
    }),
    markDepositPaid: adminOnly(async (_p, { id, method }, { services, viewer: admin }) => {
      return services.registration.markDepositPaid(admin.id, id, { method });
    }),
    approveForm: adminOnly(async (_p, { id }, { services, viewer: admin }) => {
      return services.registration.approveForm(admin.id, id);
    }),
    approveVisa: adminOnly(async (_p, { id }, { services, viewer: admin }) => {
      return services.registration.approveVisa(admin.id, id);
    }),
    recordFinalPayment: adminOnly(async (_p, { id }, { services, viewer: admin }) => {
      return services.registration.recordFinalPayment(admin.id, id);
    }),
    requestFormChanges: adminOnly(async (_p, { id, reason }, { services, viewer: admin }) => {
      return services.registration.requestFormChanges(admin.id, id, { reason });
    }),
    requestVisaChanges: adminOnly(async (_p, { id, reason }, { services, viewer: admin }) => {
      return services.registration.requestVisaChanges(admin.id, id, { reason });
    }),
  },
};
