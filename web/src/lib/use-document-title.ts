import { useEffect } from 'react';

const SITE = 'Umrah Journey';

/** Sets the tab title for the current page ("Sign In | Umrah Journey"); screen readers announce it. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE}` : SITE;
  }, [title]);
}
