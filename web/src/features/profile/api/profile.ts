import { useMutation, useQuery } from '@apollo/client/react';
import { type ProfileValues } from '@umrah/graphql';
import { ProfileDocument, UpdateProfileDocument } from '@/gql/graphql';

export function useProfile() {
  const { data, loading, error } = useQuery(ProfileDocument);
  return { profile: data?.profile, loading, error };
}

/** Saves the profile; the normalised cache updates every view of it (dashboard card included). */
export function useUpdateProfile() {
  // A new email is unconfirmed until its link is followed: the dashboard's notice asks again.
  const [mutate] = useMutation(UpdateProfileDocument, {
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'emailVerification' });
    },
  });
  return async (input: ProfileValues) => {
    const { data } = await mutate({ variables: { input } });
    return data?.updateProfile;
  };
}
