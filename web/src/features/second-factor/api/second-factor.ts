import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import {
  AuthStatusDocument,
  ConfirmTotpDocument,
  MyPasskeysDocument,
  NewRecoveryCodesDocument,
  PasskeyAuthenticationOptionsDocument,
  PasskeyRegistrationOptionsDocument,
  RegisterPasskeyDocument,
  RemovePasskeyDocument,
  SecondFactorStatusDocument,
  SetUpTotpDocument,
  SignInWithPasskeyDocument,
  VerifySecondFactorDocument,
} from '@/gql/graphql';

export function useSecondFactorStatus() {
  const { data, loading, error, refetch } = useQuery(SecondFactorStatusDocument, { fetchPolicy: 'network-only' });
  return { status: data?.secondFactorStatus, loading, error, refetch };
}

/** Once a factor passed: nothing cached from the waiting session is kept; answers whether staff are signed in. */
function useSignedIn() {
  const client = useApolloClient();
  return async () => {
    await client.clearStore();
    const { data } = await client.query({ query: AuthStatusDocument, fetchPolicy: 'network-only' });
    return { isAdmin: data?.authStatus.isAdmin ?? false };
  };
}

export function useTotpEnrolment() {
  const [setUp] = useMutation(SetUpTotpDocument);
  const [confirm] = useMutation(ConfirmTotpDocument);
  return {
    setUp: async () => (await setUp()).data?.setUpTotp,
    confirm: async (code: string) => (await confirm({ variables: { code } })).data?.confirmTotp.recoveryCodes ?? [],
  };
}

export function useVerifySecondFactor() {
  const [verify] = useMutation(VerifySecondFactorDocument);
  const signedIn = useSignedIn();
  return async (input: { code?: string; recoveryCode?: string }) => {
    await verify({ variables: input });
    return signedIn();
  };
}

export function usePasskeys() {
  const [registrationOptions] = useMutation(PasskeyRegistrationOptionsDocument);
  const [register] = useMutation(RegisterPasskeyDocument);
  const [authenticationOptions] = useMutation(PasskeyAuthenticationOptionsDocument);
  const [authenticate] = useMutation(SignInWithPasskeyDocument);
  const signedIn = useSignedIn();
  return {
    /** Makes a passkey in the browser and registers it; answers recovery codes when it is the first factor. */
    async add(): Promise<string[]> {
      const { data } = await registrationOptions();
      const response = await startRegistration({ optionsJSON: JSON.parse(data!.passkeyRegistrationOptions) });
      return (await register({ variables: { response: JSON.stringify(response) } })).data?.registerPasskey.recoveryCodes ?? [];
    },
    async signIn() {
      const { data } = await authenticationOptions();
      const response = await startAuthentication({ optionsJSON: JSON.parse(data!.passkeyAuthenticationOptions) });
      await authenticate({ variables: { response: JSON.stringify(response) } });
      return signedIn();
    },
    signedIn,
  };
}

export function useNewRecoveryCodes() {
  const [mutate] = useMutation(NewRecoveryCodesDocument, { refetchQueries: [SecondFactorStatusDocument] });
  return async () => (await mutate()).data?.newRecoveryCodes.recoveryCodes ?? [];
}

/** The signed-in account's passkeys, newest first. */
export function useMyPasskeys() {
  const { data, loading, error } = useQuery(MyPasskeysDocument, { fetchPolicy: 'network-only' });
  return { passkeys: data?.myPasskeys, loading, error };
}

/** Removes one passkey; the list and the counts are read again. */
export function useRemovePasskey() {
  const [remove] = useMutation(RemovePasskeyDocument, { refetchQueries: [MyPasskeysDocument, SecondFactorStatusDocument], awaitRefetchQueries: true });
  return async (id: string) => (await remove({ variables: { id } })).data?.removePasskey;
}
