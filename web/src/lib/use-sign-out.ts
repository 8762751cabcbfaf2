import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/use-toast';
import { AdminLogOutDocument, LogOutDocument } from '@/gql/graphql';
import { clearAllDrafts } from './device-drafts';
import { forgetSignedIn } from './last-signed-in';
import { useT } from './i18n';
import { paths } from './paths';

/**
 * Signs the traveller (or, with `admin`, the administrator) out: ends the session, forgets every
 * cached answer of the previous user, confirms with a toast and leaves the guarded area.
 */
export function useSignOut({ admin = false }: { admin?: boolean } = {}) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const t = useT();
  const [logOut, { loading }] = useMutation(admin ? AdminLogOutDocument : LogOutDocument);

  async function signOut() {
    try {
      await logOut();
    } catch {
      toast({ variant: 'destructive', title: t('common.error'), description: t('common.signOut.failed') });
      return;
    }
    // Leave first so the guarded pages unmount, then drop the cache they were showing.
    navigate(admin ? paths.admin.logIn : paths.logIn, { replace: true });
    toast({ title: t('common.signOut.doneTitle'), description: t('common.signOut.done') });
    setTimeout(() => void client.clearStore(), 0);
    // The next person on this device finds nothing of this one's typing.
    clearAllDrafts();
    forgetSignedIn();
    // Nor the roster, card and pages saved for offline use; unsent headcount marks stay (ADR 0133).
    void import('./road-store').then((store) => store.forgetOfflineCopies()).catch(() => undefined);
  }

  return { signOut, signingOut: loading };
}
