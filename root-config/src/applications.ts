import { registerApplication, type ActivityFn, type LifeCycles } from 'single-spa';
import { isActiveAt, microFrontendModule, microFrontends } from '@seller-portal/shared/micro-frontends';

export interface PortalApplication {
  /** The micro-frontend's name in the import map. */
  name: string;
  /** Whether the application is shown at a location. */
  activeWhen: ActivityFn;
}

/** Whether the signed-in member may open a path; every path until the shell knows who is signed in. */
let reachable: (pathname: string) => boolean = () => true;

/**
 * The shell's rule for which pages the member may open (company state and roles, as the navigation): an application
 * is not mounted at a page its member may not open, so the shell shows the not-found screen there and no query runs.
 * After a change of rule the shell asks single-spa to evaluate the current page again (triggerAppChange).
 */
export function gateApplications(rule: (pathname: string) => boolean): void {
  reachable = rule;
}

export const portalApplications: readonly PortalApplication[] = microFrontends.map((mfe) => ({
  name: microFrontendModule(mfe),
  activeWhen: (location) => isActiveAt(mfe, location.pathname) && reachable(location.pathname),
}));

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
