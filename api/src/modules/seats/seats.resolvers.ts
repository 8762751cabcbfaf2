import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { requires, signedIn, asTraveller } from '../../graphql/guards.js';

export const seatsResolvers: Resolvers = {
  Query: {
    seats: (_p, _a, { services }) => services.seats.figures(),
    mySeat: asTraveller((_p, _a, { services, viewer }) => services.seats.mine(viewer.id)),
    waitlist: requires('seats:manage')((_p, { tripId }, { services }) => services.seats.list(tripId)),
  },
  Mutation: {
    joinWaitlist: signedIn((_p, _a, { services, viewer }) => services.seats.join(viewer, services.registration.startPrecondition)),
    leaveWaitlist: signedIn((_p, _a, { services, viewer }) => services.seats.leave(viewer.id)),
    acceptOffer: signedIn((_p, { id, fare }, { services, viewer }) => services.registration.acceptOffer(viewer, id, fare ? { fare } : undefined)),
    cancelMyRegistration: signedIn((_p, { reason }, { services, viewer }) =>
      services.registration.cancelMine(viewer.id, reason === null || reason === undefined ? {} : { reason }),
    ),
    cancelRegistration: requires('seats:manage')((_p, { id, reason }, { services, viewer }) => services.registration.cancel(viewer.id, id, { reason })),
    extendHold: requires('seats:manage')((_p, { id, hours, reason }, { services, viewer }) =>
      services.registration.extendHold(viewer.id, id, { hours, reason }),
    ),
    reorderWaitlist: requires('seats:manage')((_p, { id, position, reason }, { services, viewer }) =>
      services.seats.reorder(viewer.id, id, { position, reason }),
    ),
    offerSeat: requires('seats:manage')((_p, { id, reason }, { services, viewer }) => services.seats.offerByHand(viewer.id, id, { reason })),
  },
};
