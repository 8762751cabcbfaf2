import { useQuery } from '@apollo/client/react';
import { ProfileDocument } from '@/gql/graphql';

/** The signed-in traveller's profile for the dashboard card (cached; the profile page shares it). */
export function useProfileSummary() {
  const { data, loading, error } = useQuery(ProfileDocument);
  return { profile: data?.profile, loading, error };
}
