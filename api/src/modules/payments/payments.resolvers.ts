import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { requireAdmin, requireUser } from '../auth/viewer.js';

export const paymentsResolvers: Resolvers = {
  Query: {
    myPayments: async (_p, _a, { req, services }) => {
      const user = await requireUser(req, services.users);
      return services.payments.mine(user.id);
    },
    registrationPayments: async (_p, { registrationId }, { req, services }) => {
      await requireAdmin(req, services.users);
      return services.payments.forRegistration(registrationId);
    },
    financeOverview: async (_p, _a, { req, services }) => {
      await requireAdmin(req, services.users);
      return services.payments.overview();
    },
  },
  Mutation: {
    recordPayment: async (_p, { input }, { req, services }) => {
      const admin = await requireAdmin(req, services.users);
      return services.payments.recordPayment(admin.id, input);
    },
    reversePayment: async (_p, { paymentId, reason }, { req, services }) => {
      const admin = await requireAdmin(req, services.users);
      return services.payments.reversePayment(admin.id, paymentId, { reason });
    },
    changeFare: async (_p, { registrationId, fare }, { req, services }) => {
      const admin = await requireAdmin(req, services.users);
      return services.payments.changeFare(admin.id, registrationId, { fare });
    },
  },
};
