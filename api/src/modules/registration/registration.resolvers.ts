import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { adminOnly, signedIn } from '../../graphql/guards.js';
import type { RegistrationView } from './registration.service.js';

type Money = { fareCents: number; paidCents: number; balanceCents: number };
type Load = (r: RegistrationView) => Promise<Money>;
// One batch per request tick: the rows of a page resolve their money together, in one ledger query.
const moneyLoaders = new WeakMap<GraphQLContext, Load>();
function moneyLoader(ctx: GraphQLContext): Load {
  let load = moneyLoaders.get(ctx);
  if (!load) {
    let batch: { r: RegistrationView; resolve: (m: Money) => void; reject: (e: unknown) => void }[] = [];
    load = (r) =>
      new Promise<Money>((resolve, reject) => {
        if (!batch.length)
          setImmediate(() => {
            const taken = batch;
            batch = [];
            ctx.services.payments.moneyOf(taken.map((t) => t.r)).then(
              (money) => taken.forEach((t, i) => t.resolve(money[i]!)),
              (err) => taken.forEach((t) => t.reject(err)),
            );
          });
        batch.push({ r, resolve, reject });
      });
    moneyLoaders.set(ctx, load);
  }
  return load;
}

export const registrationResolvers: Resolvers = {
  TripRegistration: {
    // Admins only: anyone else reads null (a traveller has their own account in myPayments).
    money: (parent, _a, ctx) => (ctx.viewer?.role === 'admin' ? moneyLoader(ctx)(parent) : null),
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
