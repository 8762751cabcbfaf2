import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { adminOnly, signedIn } from '../../graphql/guards.js';

export const paymentsResolvers: Resolvers = {
  Query: {
    myPayments: signedIn(async (_p, _a, { services, viewer: user }) => {
      return services.payments.mine(user.id);
    }),
    registrationPayments: adminOnly(async (_p, { registrationId }, { services }) => {
      return services.payments.forRegistration(registrationId);
    }),
    financeOverview: adminOnly(async (_p, _a, { services }) => {
      return services.payments.overview();
    }),
    cancellationQuote: signedIn(async (_p, _a, { services, viewer: user }) => {
      return services.payments.myCancellationQuote(user.id);
    }),
    registrationCancellationQuote: adminOnly(async (_p, { registrationId }, { services }) => {
      return services.payments.cancellationQuote(registrationId);
    }),
  },
  Mutation: {
    recordPayment: adminOnly(async (_p, { input }, { services, viewer: admin }) => {
      return services.payments.recordPayment(admin.id, input);
    }),
    reversePayment: adminOnly(async (_p, { paymentId, reason }, { services, viewer: admin }) => {
      return services.payments.reversePayment(admin.id, paymentId, { reason });
    }),
    changeFare: adminOnly(async (_p, { registrationId, fare }, { services, viewer: admin }) => {
      return services.payments.changeFare(admin.id, registrationId, { fare });
    }),
    recordRefund: adminOnly(async (_p, { registrationId, input }, { services, viewer: admin }) => {
      return services.payments.recordRefund(admin.id, registrationId, input);
    }),
  },
};
