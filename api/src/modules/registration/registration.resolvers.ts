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
  },
  Mutation: {
    startRegistration: async (_p, _a, { req, services }) => {
      const user = await requireUser(req, services.users);
      return (await services.registration.start(user.id)).registration;
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
  },
};
