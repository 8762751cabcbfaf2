import { useMutation } from '@apollo/client/react';
import { DeleteMyAccountDocument } from '@/gql/graphql';

/** The traveller's copy of their data: a plain download, streamed by the api (GraphQL cannot stream a ZIP). */
export const DATA_EXPORT_URL = '/api/user/data-export.zip';

export function useDeleteMyAccount() {
  const [remove] = useMutation(DeleteMyAccountDocument);
  return (password: string, confirmation: string) => remove({ variables: { input: { password, confirmation } } });
}
