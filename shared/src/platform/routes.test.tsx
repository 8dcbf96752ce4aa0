import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { registerApplication } from 'single-spa';
import { applicationContext } from './application-context.js';
import { createMicroFrontend } from './micro-frontend.js';
import { pageStatus } from './page-status.js';
import { matchRoute, pathTo, useRoute, type Routes } from './routes.js';

const routes = {
  team: '/team',
  requests: '/team/requests',
  details: '/team/:memberId/details',
} as const satisfies Routes;

describe('matchRoute', () => {
  it.each([
    ['/team', { name: 'team', params: {} }],
    ['/team/', { name: 'team', params: {} }],
    ['/team/requests', { name: 'requests', params: {} }],
    ['/team/a%20b/details', { name: 'details', params: { memberId: 'a b' } }],
  ])('matches %s', (path, route) => {
    expect(matchRoute(routes, path)).toEqual(route);
  });

  it.each(['/team/x/y', '/team/requests/x', '/team/42', '/teams', '/team/%E0/details'])(
    'matches nothing at %s',
    (path) => {
      expect(matchRoute(routes, path)).toBeNull();
    },
  );

  it('fills a path in, encoded', () => {
    expect(pathTo(routes.details, { memberId: 'a/b' })).toBe('/team/a%2Fb/details');
  });
});

function Screen() {
  const route = useRoute(routes);
  return <p>{route ? route.name : 'nothing'}</p>;
}

describe('useRoute', () => {
  it('shows the not-found screen for a path the micro-frontend does not declare', () => {
    window.history.pushState(null, '', '/team/x/y');
    render(<Screen />);
    expect(screen.getByText('nothing')).toBeTruthy();
    expect(pageStatus.current).toBe('not-found');
  });

  describe('inside an application', () => {
    // single-spa-react makes its context with the first application's lifecycles.
    createMicroFrontend({ rootComponent: () => null });
    const Context = applicationContext();
    const inTeam = () => (
      <Context.Provider value={{ name: '@seller-portal/mfe-test-team' }}>
        <Screen />
      </Context.Provider>
    );
    registerApplication({
      name: '@seller-portal/mfe-test-team',
      app: async () => ({
        bootstrap: async () => undefined,
        mount: async () => undefined,
        unmount: async () => undefined,
      }),
      activeWhen: (location) => location.pathname.startsWith('/team'),
    });
    afterEach(() => pageStatus.set('shown'));

    it('shows the not-found screen for a path under its own', () => {
      window.history.pushState(null, '', '/team/x/y');
      render(inTeam());
      expect(pageStatus.current).toBe('not-found');
    });

    it("says nothing at another domain's path, which it is leaving (it unmounts once its parcels have)", () => {
      window.history.pushState(null, '', '/offers');
      render(inTeam());
      expect(screen.getByText('nothing')).toBeTruthy();
      expect(pageStatus.current).toBe('shown');
    });
  });

  it('follows navigation to a declared path', () => {
    window.history.pushState(null, '', '/team');
    render(<Screen />);
    expect(pageStatus.current).toBe('shown');
    act(() => {
      window.history.pushState(null, '', '/team/requests');
      window.dispatchEvent(new Event('single-spa:routing-event'));
    });
    expect(screen.getByText('requests')).toBeTruthy();
    expect(pageStatus.current).toBe('shown');
  });
});
