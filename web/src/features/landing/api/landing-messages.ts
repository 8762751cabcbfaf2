// The landing page's messages arrive with the HTML: the api inlines the page language's compiled
// catalogues (common and landing, English beneath) as <script id="landing-messages" type="application/json">.
import type { Messages } from '@lingui/core';

export function readInlinedMessages(): Messages | undefined {
  const text = document.getElementById('landing-messages')?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Messages;
  } catch {
    return undefined;
  }
}
