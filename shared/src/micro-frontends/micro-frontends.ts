/** One micro-frontend: the import map, single-spa and the gateway's static serving all read this list. */
export interface MicroFrontend {
  /** The domain: its package is `mfe-<domain>/`, its import-map module `@seller-portal/mfe-<domain>`. */
  domain: string;
  /** Where it is shown: each path and everything under it (`/team` covers `/team/…`, not `/teams`); `/` only itself. */
  paths: readonly string[];
  /** The port of its local server, for pointing the import map at a developer's build (import-map-overrides). */
  devPort: number;
  /**
   * The single-spa parcels other domains mount, exported by its parcels module (`src/parcels.ts`, see
   * `microFrontendParcels`); a release without one is refused.
   */
  parcels?: readonly string[];
}

/** Adding a domain is one line here. */
export const microFrontends: readonly MicroFrontend[] = [
  { domain: 'org', paths: ['/', '/org', '/account'], devPort: 4501 },
  {
    domain: 'offers',
    paths: ['/offers'],
    devPort: 4502,
    parcels: ['offerCompanyFilterParcel', 'offersExportParcel'],
  },
  {
    domain: 'customers',
    paths: ['/customers'],
    devPort: 4503,
    parcels: ['accountCreationParcel', 'customerEinParcel'],
  },
  { domain: 'team', paths: ['/team'], devPort: 4504, parcels: ['inviteTeamMemberParcel'] },
  { domain: 'dataroom', paths: ['/files'], devPort: 4505 },
];

/** The package folder, also the URL folder the gateway serves its build under (`/mfe-team/mfe-team.js`). */
export const microFrontendFolder = ({ domain }: MicroFrontend): string => `mfe-${domain}`;

/** The name single-spa registers and the import map resolves. */
export const microFrontendModule = ({ domain }: MicroFrontend): string => `@seller-portal/mfe-${domain}`;

/**
 * A domain's parcels module (docs/adr/020): a second entry of its build, `src/parcels.ts` built to
 * `<folder>-parcels.js`, in the import map as `@seller-portal/mfe-<domain>/parcels`. Another domain that mounts one of
 * its parcels loads this small module and the parcel's own code, never the domain's screens. Null for a domain
 * without parcels.
 */
export function microFrontendParcels(mfe: MicroFrontend): { module: string; file: string } | null {
  if (!mfe.parcels?.length) return null;
  return { module: `${microFrontendModule(mfe)}/parcels`, file: `${microFrontendFolder(mfe)}-parcels.js` };
}

/** The source of a domain's parcels module, relative to its package. */
export const PARCELS_SOURCE = 'src/parcels.ts';

/** Whether a path (query and hash excluded) is one of these or lies under one: `/team` covers `/team/…`, `/` only itself. */
export function isPathUnder(pathname: string, bases: readonly string[]): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return bases.some((base) => (base === '/' ? path === '/' : path === base || path.startsWith(`${base}/`)));
}

/** Whether the micro-frontend is shown at a path (query and hash excluded). */
export const isActiveAt = ({ paths }: MicroFrontend, pathname: string): boolean =>
  isPathUnder(pathname, paths);

/**
 * Where a build puts its own URLs before it is released: the gateway replaces it with the release's folder
 * (`/<name>/<content hash>`) when it stores the release, so one build can be served from any release folder.
 */
export const RELEASE_BASE = '/__release__';

/** The release name of the root config's build (its shared modules, index.html and the shell). */
export const ROOT_CONFIG_RELEASE = 'root-config';
