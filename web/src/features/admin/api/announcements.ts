import { useMutation, useQuery } from '@apollo/client/react';
import { type AnnouncementInput, SendAnnouncementDocument, SentAnnouncementsDocument } from '@/gql/graphql';

export function useSentAnnouncements() {
  const { data, error, refetch } = useQuery(SentAnnouncementsDocument);
  return { announcements: data?.announcements, error, refetch: () => refetch().catch(() => undefined) };
}

export function useSendAnnouncement() {
  const [send] = useMutation(SendAnnouncementDocument, { refetchQueries: ['SentAnnouncements'] });
  return async (input: AnnouncementInput) => (await send({ variables: { input } })).data!.sendAnnouncement;
}
