import { useEffect, useState } from 'react';
import { useLeaving } from './application-context.js';
import { showNotFound } from './page-status.js';

/** `:name` segments of a path pattern, e.g. `/team/:memberId/details` → `{ memberId: string }`. */
export type RouteParams<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? { [Key in Name]: string } & RouteParams<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? { [Key in Name]: string }
    : Record<never, string>;

/** The routes of one micro-frontend: a name for each path pattern it answers. */
export type Routes = Readonly<Record<string, string>>;

/** The route a path matched: its name and its parameters, typed by the pattern. */
export type MatchedRoute<R extends Routes> = {
  [Name in keyof R & string]: { name: Name; params: RouteParams<R[Name]> };
}[keyof R & string];

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** The first route (in declaration order) whose pattern matches the whole path; null when none does. */
export function matchRoute<R extends Routes>(routes: R, pathname: string): MatchedRoute<R> | null {
  const path = segmentsOf(pathname);
  for (const [name, pattern] of Object.entries(routes)) {
    const parts = segmentsOf(pattern);
    if (parts.length !== path.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, index) => {
      const segment = path[index]!;
      if (!part.startsWith(':')) return part === segment;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
        return true;
      } catch {
        return false;
      }
    });
    if (matches) return { name, params } as MatchedRoute<R>;
  }
  return null;
}

/** A route's path with its parameters filled in (encoded). */
export function pathTo<Pattern extends string>(pattern: Pattern, params: RouteParams<Pattern>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent((params as Record<string, string>)[name] ?? ''),
  );
}

/** A part of the location, following single-spa navigation and the browser's back and forward. */
function useLocationPart<Part>(read: () => Part): Part {
  const [value, setValue] = useState<Part>(read);
  useEffect(() => {
    const update = () => setValue(read());
    window.addEventListener('single-spa:routing-event', update);
    window.addEventListener('popstate', update);
    return () => {
      window.removeEventListener('single-spa:routing-event', update);
      window.removeEventListener('popstate', update);
    };
  }, [read]);
  return value;
}

const readPath = () => window.location.pathname;
const readSearch = () => window.location.search;

/** The location's path, following single-spa navigation and the browser's back and forward. */
export const useLocationPath = (): string => useLocationPart(readPath);

/** The location's query string (`?a=1`, or ''), so a screen can keep its filters in it (back and reload restore them). */
export const useLocationSearch = (): string => useLocationPart(readSearch);

const readState = (): unknown => window.history.state;

/**
 * The history entry's navigation state (`navigate(path, state)`; null without one), following navigation and the
 * browser's back and forward, also between two entries of the same path.
 */
export const useNavigationState = (): unknown => useLocationPart(readState);

/**
 * The micro-frontend's route at the current location. A path it does not declare shows the shell's not-found
 * screen (spec 02 section 2: any other path shows the not-found page), and answers null.
 */
export function useRoute<R extends Routes>(routes: R): MatchedRoute<R> | null {
  const pathname = useLocationPath();
  const leaving = useLeaving();
  const route = matchRoute(routes, pathname);
  const unknown = route === null;
  useEffect(() => {
    // Another domain's path, seen by this application as it leaves: not unknown, just not this application's.
    if (unknown && !leaving()) showNotFound();
  }, [unknown, pathname, leaving]);
  return route;
}
