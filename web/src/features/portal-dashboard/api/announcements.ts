import { useMutation, useQuery } from '@apollo/client/react';
import { DismissAnnouncementDocument, MyAnnouncementsDocument } from '@/gql/graphql';

/** The organisers' announcements this traveller has not dismissed, newest first. */
export function useMyAnnouncements() {
  const { data, error } = useQuery(MyAnnouncementsDocument);
  return { announcements: data?.myAnnouncements ?? [], error };
}

/** Dismisses one; the list drops it at once (and gets it back if the server refuses). */
export function useDismissAnnouncement() {
  const [dismiss] = useMutation(DismissAnnouncementDocument);
  return (id: string) =>
    dismiss({
      variables: { id },
      optimisticResponse: { dismissAnnouncement: { id } },
      update(cache, { data }) {
        if (!data) return;
        cache.updateQuery({ query: MyAnnouncementsDocument }, (prev) => (prev ? { myAnnouncements: prev.myAnnouncements.filter((a) => a.id !== id) } : prev));
      },
    });
}
