import { useEffect, useState } from 'react';

/** The screens under /team (spec 02 section 2). */
export type TeamRoute =
  | { screen: 'team' }
  | { screen: 'requests' }
  | { screen: 'details'; memberId: string }
  | { screen: 'unknown' };

export const TEAM_PATH = '/team';
export const REQUESTS_PATH = '/team/requests';
export const memberDetailsPath = (id: string) => `/team/${encodeURIComponent(id)}/details`;

export function teamRouteOf(pathname: string): TeamRoute {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === TEAM_PATH) return { screen: 'team' };
  if (path === REQUESTS_PATH) return { screen: 'requests' };
  const details = /^\/team\/([^/]+)\/details$/.exec(path);
  if (details?.[1]) return { screen: 'details', memberId: decodeURIComponent(details[1]) };
  return { screen: 'unknown' };
}

/** The current location's route, following single-spa navigation and the browser's back and forward. */
export function useTeamRoute(): TeamRoute {
  const [pathname, setPathname] = useState(window.location.pathname);
  useEffect(() => {
    const update = () => setPathname(window.location.pathname);
    window.addEventListener('single-spa:routing-event', update);
    window.addEventListener('popstate', update);
    return () => {
      window.removeEventListener('single-spa:routing-event', update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return teamRouteOf(pathname);
}
