import { useMutation, useQuery } from '@apollo/client/react';
import { useChosenTripId } from '../lib/chosen-trip';
import { type AnnouncementInput, SendAnnouncementDocument, SentAnnouncementsDocument } from '@/gql/graphql';

export function useSentAnnouncements() {
  const tripId = useChosenTripId();
  const { data, error, refetch } = useQuery(SentAnnouncementsDocument, { variables: { tripId } });
  return { announcements: data?.announcements, error, refetch: () => refetch().catch(() => undefined) };
}

export function useSendAnnouncement() {
  const tripId = useChosenTripId();
  const [send] = useMutation(SendAnnouncementDocument, { refetchQueries: ['SentAnnouncements'] });
  // To the chosen trip's travellers (the api's default: the current trip).
  return async (input: AnnouncementInput) => (await send({ variables: { input, tripId } })).data!.sendAnnouncement;
}
