import { useMutation, useQuery } from '@apollo/client/react';
import {
  ChangeStaffRoleDocument,
  InviteStaffDocument,
  RevokeInvitationDocument,
  RevokeStaffDocument,
  TeamDocument,
  type InviteStaffInput,
} from '@/gql/graphql';

export function useTeam() {
  const { data, error, refetch } = useQuery(TeamDocument, { fetchPolicy: 'cache-and-network' });
  return { team: data?.team, error, refetch: () => refetch().catch(() => undefined) };
}

/** The owner's team changes; each refetches the team so the lists show what the server holds. */
export function useTeamChanges() {
  const options = { refetchQueries: ['Team'], awaitRefetchQueries: true };
  const [invite] = useMutation(InviteStaffDocument, options);
  const [revokeInvitation] = useMutation(RevokeInvitationDocument, options);
  const [changeRole] = useMutation(ChangeStaffRoleDocument, options);
  const [revoke] = useMutation(RevokeStaffDocument, options);
  return {
    invite: async (input: InviteStaffInput) => (await invite({ variables: { input } })).data!.inviteStaff,
    revokeInvitation: async (id: string) => void (await revokeInvitation({ variables: { id } })),
    changeRole: async (id: string, staffRole: string) => void (await changeRole({ variables: { id, staffRole } })),
    revoke: async (id: string) => void (await revoke({ variables: { id } })),
  };
}
