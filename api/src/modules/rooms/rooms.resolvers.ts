import { nightsOf } from '@umrah/graphql';
import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { asTraveller, requires } from '../../graphql/guards.js';

export const roomsResolvers: Resolvers = {
  Query: {
    hotelStays: requires('rooms:read')((_p, { tripId }, { services }) => services.rooms.stays(tripId)),
    roomingBoard: requires('rooms:read')((_p, { tripId }, { services }) => services.rooms.board(tripId)),
    myRoomChoice: asTraveller((_p, _a, { services, viewer }) => services.rooms.mine(viewer.id)),
  },
  Mutation: {
    saveHotelStays: requires('trips:manage')((_p, { tripId, stays }, { services, viewer }) => services.rooms.saveStays(viewer.id, tripId, stays)),
    chooseRoom: asTraveller((_p, { input }, { services, viewer }) => services.rooms.choose(viewer.id, input)),
    changeRoomType: requires('payments:record')(async (_p, { registrationId, roomType }, { services, viewer }) => {
      await services.rooms.changeRoomType(viewer.id, registrationId, { roomType: roomType ?? null });
      return services.payments.forRegistration(registrationId);
    }),
    addRooms: requires('rooms:write')((_p, { stayId, input }, { services, viewer }) => services.rooms.addRooms(viewer.id, stayId, input)),
    assignRoomsAutomatically: requires('rooms:write')((_p, { stayId }, { services, viewer }) => services.rooms.assignAutomatically(viewer.id, stayId)),
    moveTraveller: requires('rooms:write')((_p, { input }, { services, viewer }) => services.rooms.move(viewer.id, input)),
    addBus: requires('rooms:write')((_p, { tripId, input }, { services, viewer }) => services.rooms.addBus(viewer.id, tripId, input)),
    assignBus: requires('rooms:write')((_p, { input }, { services, viewer }) => services.rooms.assignBus(viewer.id, input)),
    removeRoom: requires('rooms:write')((_p, { roomId }, { services, viewer }) => services.rooms.removeRoom(viewer.id, roomId)),
    removeBus: requires('rooms:write')((_p, { busId }, { services, viewer }) => services.rooms.removeBus(viewer.id, busId)),
  },
  HotelStay: {
    nights: (s) => nightsOf(s),
  },
};
