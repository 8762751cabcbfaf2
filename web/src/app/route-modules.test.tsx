import { WEB_ROUTES } from '@umrah/graphql';
import { describe, expect, it } from 'vitest';
import { CHUNK_MODULES, ROUTE_CHUNKS } from './route-modules';
import { PAGE_MODULES, pageModule } from './router';

// The table of route-modules.ts is what the router loads and what each page's HTML names (ADR 0138).
describe('the modules of each page', () => {
  it('when the router loads the modules the table names, then each is there, and the router loads no other', () => {
    const named = Object.values(CHUNK_MODULES).map((m) => m.file);
    for (const file of named) expect(() => pageModule(file), file).not.toThrow();
    expect(Object.keys(PAGE_MODULES)).toHaveLength(named.length);
  });

  it('when a file the router does not load is named, then it says which', () => {
    expect(() => pageModule('features/nowhere/nowhere-page.tsx')).toThrow(
      'route-modules.ts names features/nowhere/nowhere-page.tsx, which the router does not load',
    );
  });

  it('when every page of the app is listed, then the table has its chunks', () => {
    expect(ROUTE_CHUNKS.map(([pattern]) => pattern).sort()).toEqual([...WEB_ROUTES].sort());
  });

  it('when a page module loads, then it exports the page its route shows', async () => {
    expect(Object.keys(await pageModule(CHUNK_MODULES.dashboard.file)())).toContain('DashboardPage');
  });
});
