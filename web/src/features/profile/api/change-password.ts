import { useMutation } from '@apollo/client/react';
import { ChangePasswordDocument } from '@/gql/graphql';

export function useChangePassword() {
  const [change] = useMutation(ChangePasswordDocument);
  return (currentPassword: string, newPassword: string) => change({ variables: { currentPassword, newPassword } });
}
