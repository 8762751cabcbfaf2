// Saving the language a signed-in person chose to their account (ADR 0110): their pages and the
// emails sent to them read in it from then on. The language switch's `onChosen` in the signed-in
// frames (portal, auth screens, the admin header).
import { useMutation } from '@apollo/client/react';
import type { Locale } from '@umrah/graphql';
import { useCallback } from 'react';
import { toast } from '@/components/ui/use-toast';
import { SetMyLanguageDocument } from '@/gql/graphql';
import { readApiError } from './errors';
import { i18n } from './i18n';

/**
 * The function that saves a chosen language to the signed-in account. A visitor (no session) has
 * nothing to save: the page already shows the language and the cookie remembers it. A failure
 * says so; the page stays in the chosen language.
 */
export function useSaveLanguage(): (locale: Locale) => Promise<void> {
  const [save] = useMutation(SetMyLanguageDocument);
  return useCallback(
    async (locale: Locale) => {
      try {
        await save({ variables: { locale } });
      } catch (error) {
        if (readApiError(error).code === 'UNAUTHENTICATED') return;
        toast({ variant: 'destructive', title: i18n._('common.error'), description: i18n._('common.language.notSaved') });
      }
    },
    [save],
  );
}
