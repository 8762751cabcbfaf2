import { render, screen } from '@/test/render';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineGate, RouteError } from './offline-gate';

function app(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <OfflineGate />,
        children: [
          { path: '/portal/documents', element: <p>Documents page</p> },
          { path: '/portal/card', element: <p>Card page</p> },
          { path: '/admin/road', element: <p>Road page</p> },
          { path: '/portal/dashboard', element: <a href="/portal/documents">Documents</a> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const offline = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!value);

afterEach(() => {
  vi.restoreAllMocks();
  delete document.documentElement.dataset.network;
  localStorage.clear();
});

describe('the pages that need a network (ADR 0135)', () => {
  it('when a page is opened without a network, then it says so, with the card for a traveller last signed in here', () => {
    offline(true);
    localStorage.setItem('umrah.lastSignedIn', JSON.stringify({ isAuthenticated: true, isAdmin: false, permissions: [], viewer: { id: '1' } }));
    app('/portal/documents');
    expect(screen.getByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    expect(screen.queryByText('Documents page')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My pilgrim card' })).toHaveAttribute('href', '/portal/card');
    expect(screen.queryByRole('link', { name: 'On the road: roster and headcount' })).not.toBeInTheDocument();
  });

  it('when a leader was last signed in, then the link is the road page', () => {
    offline(true);
    localStorage.setItem('umrah.lastSignedIn', JSON.stringify({ isAuthenticated: true, isAdmin: true, permissions: ['headcount:write'], viewer: { id: '2' } }));
    app('/portal/documents');
    expect(screen.getByRole('link', { name: 'On the road: roster and headcount' })).toHaveAttribute('href', '/admin/road');
    expect(screen.queryByRole('link', { name: 'My pilgrim card' })).not.toBeInTheDocument();
  });

  it('when an offline page is opened without a network, then it shows itself', () => {
    offline(true);
    app('/portal/card');
    expect(screen.getByText('Card page')).toBeInTheDocument();
  });

  it('when the worker answered with the offline shell, then the page says so even if the browser thinks it is online', () => {
    offline(false);
    document.documentElement.dataset.network = 'offline';
    app('/portal/documents');
    expect(screen.getByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
  });

  it('when the network goes while a page is open, then the page stays; the next page reached says it needs one', async () => {
    const spy = offline(false);
    const router = app('/portal/dashboard');
    spy.mockReturnValue(false);
    expect(screen.getByRole('link', { name: 'Documents' })).toBeInTheDocument();
    await router.navigate('/portal/documents');
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    spy.mockReturnValue(true);
    await router.navigate('/portal/card');
    expect(await screen.findByText('Card page')).toBeInTheDocument();
  });

  it('when a page’s code cannot load, then it says a network is needed; any other error is not mistaken for it', async () => {
    offline(false);
    const Broken = ({ error }: { error: Error }) => {
      throw error;
    };
    const routes = (error: Error) =>
      createMemoryRouter(
        [
          {
            element: <OfflineGate />,
            errorElement: <RouteError />,
            children: [{ path: '/portal/party', element: <Broken error={error} /> }],
          },
        ],
        { initialEntries: ['/portal/party'] },
      );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const chunk = render(<RouterProvider router={routes(new TypeError('Failed to fetch dynamically imported module: /assets/party-x.js'))} />);
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    chunk.unmount();
    render(
      <RouterProvider
        router={createMemoryRouter(
          [
            {
              errorElement: <p>Router's own screen</p>,
              children: [
                { element: <OfflineGate />, errorElement: <RouteError />, children: [{ path: '/x', element: <Broken error={new Error('a bug')} /> }] },
              ],
            },
          ],
          { initialEntries: ['/x'] },
        )}
      />,
    );
    expect(await screen.findByText("Router's own screen")).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'You are offline' })).not.toBeInTheDocument();
  });
});
