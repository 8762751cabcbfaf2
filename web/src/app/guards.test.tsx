import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen } from '@/test/render';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireAuth } from './guards';
import { AUTH_STATUS_ELEMENT_ID } from './initial-auth-status';

// A server that never answers: what the guard shows before the check returns, and whether it asked.
function silentServer() {
  const asked: string[] = [];
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: new ApolloLink((operation) => {
      asked.push(operation.operationName ?? '');
      return new Observable(() => undefined);
    }),
  });
  return { client, asked };
}

function page(status: object | undefined, admin = false) {
  document.getElementById(AUTH_STATUS_ELEMENT_ID)?.remove();
  if (status) {
    const element = document.createElement('script');
    element.id = AUTH_STATUS_ELEMENT_ID;
    element.type = 'application/json';
    element.textContent = JSON.stringify(status);
    document.body.append(element);
  }
  const server = silentServer();
  render(
    <ApolloProvider client={server.client}>
      <MemoryRouter initialEntries={['/private']}>
        <Routes>
          <Route element={<RequireAuth admin={admin} />}>
            <Route path="/private" element={<p>Private page</p>} />
          </Route>
          <Route path="/login" element={<p>Log in page</p>} />
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
  );
  return server;
}

afterEach(() => document.getElementById(AUTH_STATUS_ELEMENT_ID)?.remove());

describe('RequireAuth with the check answered inside the page (ADR 0071)', () => {
  // The module reads the page's answer once per page load: each case is its own page load.
  it('when a signed-in traveller opens a page, then it shows at once, without asking the server, and the answer is used once', async () => {
    const { asked } = page({ isAuthenticated: true, isAdmin: false, viewer: { id: '1', username: 'amina', fullName: 'Amina' } });
    expect(screen.getByText('Private page')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(asked).toEqual([]);
    expect(document.getElementById(AUTH_STATUS_ELEMENT_ID)).toBeNull();
  });

  it('when the answer was used and another guarded page opens, then it shows "Loading..." and asks the server', async () => {
    const { asked } = page({ isAuthenticated: true, isAdmin: true, viewer: null }, true);
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByText('Private page')).not.toBeInTheDocument();
    expect(asked).toEqual(['AuthStatus']);
  });
});
