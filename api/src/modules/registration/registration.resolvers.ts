import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { requireAdmin, requireUser } from '../auth/viewer.js';

export const registrationResolvers: Resolvers = {
  Query: {
    myRegistration: async (_p, _a, { req, services }) => {
      const user = await requireUser(req, services.users);
      return services.registration.mine(user.id);
    },
    tripRegistrations: async (_p, _a, { req, services }) => {
      await requireAdmin(req, services.users);
      return services.registration.list();
    },
    registrationsPage: async (_p, args, { req, services }) => {
      await requireAdmin(req, services.users);
      // GraphQL nulls mean "not given", as an absent query-string key does over REST.
      return services.registration.page(Object.fromEntries(Object.entries(args).filter(([, v]) => v != null)));
    },
  },
  Mutation: {
    startRegistration: async (_p, { fare }, { req, services }) => {
      const user = await requireUser(req, services.users);
      return (await services.registration.start(user, fare ? { fare } : undefined)).registration;
    },
    markDepositPaid: async (_p, { id }, { req, services }) => {
      const admin = await requireAdmin(req, services.users);
      return services.registration.markDepositPaid(admin.id, id);
    },
    approveForm: async (_p, { id }, { req, services }) => {
      const admin = await requireAdmin(req, services.users);
      return services.registration.approveForm(admin.id, id);
    },
    approveVisa: async (_p, { id }, { req, services }) => {
      const admin = await requireAdmin(req, services.users);
      return services.registration.approveVisa(admin.id, id);
    },
    recordFinalPayment: async (_p, { id }, { req, services }) => {
      const admin = await requireAdmin(req, services.users);
      return services.registration.recordFinalPayment(admin.id, id);
    },
    requestFormChanges: async (_p, { id, reason }, { req, services }) => {
      const admin = await requireAdmin(req, services.users);
      return services.registration.requestFormChanges(admin.id, id, { reason });
    },
    requestVisaChanges: async (_p, { id, reason }, { req, services }) => {
      const admin = await requireAdmin(req, services.users);
      return services.registration.requestVisaChanges(admin.id, id, { reason });
    },
  },
};
