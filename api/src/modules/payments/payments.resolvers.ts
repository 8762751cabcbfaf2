import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { requires, signedIn, asTraveller } from '../../graphql/guards.js';

export const paymentsResolvers: Resolvers = {
  Query: {
    myPayments: asTraveller(async (_p, _a, { services, viewer: user }) => {
      return services.payments.mine(user.id);
    }),
    registrationPayments: requires('finance:read')(async (_p, { registrationId }, { services }) => {
      return services.payments.forRegistration(registrationId);
    }),
    financeOverview: requires('finance:read')(async (_p, { tripId }, { services }) => {
      return services.payments.overview(tripId);
    }),
    cancellationQuote: signedIn(async (_p, _a, { services, viewer: user }) => {
      return services.payments.myCancellationQuote(user.id);
    }),
    registrationCancellationQuote: requires('finance:read')(async (_p, { registrationId }, { services }) => {
      return services.payments.cancellationQuote(registrationId);
    }),
    onlinePayment: signedIn(async (_p, { sessionId }, { services, viewer: user }) => {
      return services.onlinePayments.status(user, sessionId);
    }),
  },
  Mutation: {
    recordPartyPayment: requires('payments:record')(async (_p, { input }, { services, viewer: admin }) =>
      services.payments.recordPartyPayment(admin.id, input),
    ),
    recordPayment: requires('payments:record')(async (_p, { input }, { services, viewer: admin }) => {
      return services.payments.recordPayment(admin.id, input);
    }),
    reversePayment: requires('payments:record')(async (_p, { paymentId, reason }, { services, viewer: admin }) => {
      return services.payments.reversePayment(admin.id, paymentId, { reason });
    }),
    changeFare: requires('payments:record')(async (_p, { registrationId, fare }, { services, viewer: admin }) => {
      return services.payments.changeFare(admin.id, registrationId, { fare });
    }),
    recordRefund: requires('refunds:record')(async (_p, { registrationId, input }, { services, viewer: admin }) => {
      return services.payments.recordRefund(admin.id, registrationId, input);
    }),
    refundToCard: requires('refunds:record')(async (_p, { registrationId, input }, { services, viewer: admin }) => {
      return services.onlinePayments.refundToCard(admin.id, registrationId, input);
    }),
    settleOnlinePaymentFlag: requires('refunds:record')(async (_p, { id, note }, { services, viewer: admin }) => {
      return services.onlinePayments.settleFlag(admin.id, id, { note });
    }),
    turnOffAutoPay: signedIn(async (_p, _a, { services, viewer: user }) => {
      await services.onlinePayments.turnOffAutoPay(user);
      return (await services.payments.mine(user.id))!;
    }),
    startOnlinePayment: signedIn(async (_p, { input }, { services, viewer: user }) => {
      return services.onlinePayments.start(user, input);
    }),
  },
};
