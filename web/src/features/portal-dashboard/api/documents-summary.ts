import { useQuery } from '@apollo/client/react';
import { MyDocumentsDocument } from '@/gql/graphql';

/**
 * The traveller's documents for the dashboard card (cached; the documents page shares it). Only
 * asked once the form is approved: before that nobody can have uploaded anything.
 */
export function useDocumentsSummary({ enabled }: { enabled: boolean }) {
  const { data, error } = useQuery(MyDocumentsDocument, { skip: !enabled });
  return { documents: data?.myDocuments ?? [], loaded: !enabled || data !== undefined, error };
}
