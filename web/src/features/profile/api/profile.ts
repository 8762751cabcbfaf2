import { useMutation, useQuery } from '@apollo/client/react';
import { type ProfileValues } from '@umrah/graphql';
import { ProfileDocument, UpdateProfileDocument } from '@/gql/graphql';

export function useProfile() {
  const { data, loading, error } = useQuery(ProfileDocument);
  return { profile: data?.profile, loading, error };
}

/** Saves the profile; the normalised cache updates every view of it (dashboard card included). */
export function useUpdateProfile() {
  const [mutate] = useMutation(UpdateProfileDocument);
  return async (input: ProfileValues) => {
    const { data } = await mutate({ variables: { input } });
    return data?.updateProfile;
  };
}
