import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/use-toast';
import { AdminLogOutDocument, LogOutDocument } from '@/gql/graphql';
import { clearAllDrafts } from './device-drafts';
import { paths } from './paths';

/**
 * Signs the traveller (or, with `admin`, the administrator) out: ends the session, forgets every
 * cached answer of the previous user, confirms with a toast and leaves the guarded area.
 */
export function useSignOut({ admin = false }: { admin?: boolean } = {}) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [logOut, { loading }] = useMutation(admin ? AdminLogOutDocument : LogOutDocument);

  async function signOut() {
    try {
      await logOut();
    } catch {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to log out. Please try again.' });
      return;
    }
    // Leave first so the guarded pages unmount, then drop the cache they were showing.
    navigate(admin ? paths.admin.logIn : paths.logIn, { replace: true });
    toast({ title: 'Logged Out', description: 'You have been successfully logged out.' });
    setTimeout(() => void client.clearStore(), 0);
    // The next person on this device finds nothing of this one's typing.
    clearAllDrafts();
  }

  return { signOut, signingOut: loading };
}
