import { pathToActiveWhen, registerApplication, type ActivityFn, type LifeCycles } from 'single-spa';

export interface PortalApplication {
  /** The micro-frontend's name in the import map. */
  name: string;
  /** Whether the application is shown at a location. */
  activeWhen: ActivityFn;
}

/** Active at any of the rules; a prefix such as `/org` covers `/org/…` but not `/organization`. */
const anyOf =
  (...rules: ActivityFn[]): ActivityFn =>
  (location) =>
    rules.some((rule) => rule(location));
const exactly = (path: string): ActivityFn => pathToActiveWhen(path, true);
const under = (path: string): ActivityFn => pathToActiveWhen(path);

export const portalApplications: readonly PortalApplication[] = [
  { name: '@seller-portal/mfe-org', activeWhen: anyOf(exactly('/'), under('/org'), under('/account')) },
  { name: '@seller-portal/mfe-offers', activeWhen: under('/offers') },
  { name: '@seller-portal/mfe-customers', activeWhen: under('/customers') },
  { name: '@seller-portal/mfe-team', activeWhen: under('/team') },
  { name: '@seller-portal/mfe-dataroom', activeWhen: under('/files') },
];

export const PORTAL_CONTENT_ID = 'portal-content';

/** Each application renders into its own element inside `<main id="portal-content">`. */
function applicationElement(name: string): HTMLElement {
  const id = `single-spa-application:${name}`;
  const existing = document.getElementById(id);
  if (existing) return existing;
  const content = document.getElementById(PORTAL_CONTENT_ID);
  if (!content) throw new Error(`index.html has no <main id="${PORTAL_CONTENT_ID}">`);
  const element = document.createElement('div');
  element.id = id;
  content.append(element);
  return element;
}

export function registerPortalApplications(): void {
  for (const { name, activeWhen } of portalApplications) {
    registerApplication({
      name,
      app: () => System.import<LifeCycles>(name),
      activeWhen,
      customProps: { domElementGetter: () => applicationElement(name) },
    });
  }
}
