// Testing Library's render inside the web's language provider (English, set up in setup-dom.ts):
// component tests import render from here.
import { render as rtlRender, type RenderOptions } from '@testing-library/react';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { LocaleProvider } from '@/lib/i18n';

/** The language provider around a test's own wrapper (Apollo, a router), if it has one. */
function withLocale(Inner?: ComponentType<{ children: ReactNode }>) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <LocaleProvider>{Inner ? <Inner>{children}</Inner> : children}</LocaleProvider>;
  };
}

export function render(ui: ReactElement, { wrapper, ...options }: RenderOptions = {}) {
  return rtlRender(ui, { ...options, wrapper: withLocale(wrapper as ComponentType<{ children: ReactNode }> | undefined) });
}

export * from '@testing-library/react';
