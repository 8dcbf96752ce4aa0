import { isActiveAt, microFrontendModule, microFrontends } from '@seller-portal/shared/micro-frontends';
import type { ImportMap } from './store.js';

/** The import map tag the root config's page carries: the browser would fetch the map after SystemJS starts. */
const IMPORT_MAP_TAG = '<script type="systemjs-importmap" src="/importmap.json"></script>';

/** JSON inside a `<script>` element: no `<` may end it early (`</script>`) or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

export interface PortalPageData {
  importMap: ImportMap;
  /** What /config.json answers (omitted when the gateway serves no browser configuration). */
  browserConfig?: unknown;
  /** The path the page is served at: the micro-frontend shown there is fetched with the page's own scripts. */
  path?: string;
  /** Micro-frontends' stylesheets by their module's URL: the one shown at `path` is fetched with the page too. */
  stylesheets?: Record<string, string>;
}

/**
 * The portal's page as the browser gets it (docs/adr/003-browser-bytes.md, dated section "the first round trips"):
 * the import map in the page instead of a request SystemJS makes once it has started, the browser configuration
 * (with the identity provider's discovery document) as a JSON data block the platform reads instead of two more
 * requests, and a preload of the micro-frontend that answers the path (and of its stylesheet), which the portal would
 * otherwise ask for only after the sign-in. Data blocks are not scripts, so the Content-Security-Policy's
 * `script-src 'self'` still holds.
 */
export function renderPortalPage(html: string, data: PortalPageData): string {
  let page = html.replace(
    IMPORT_MAP_TAG,
    `<script type="systemjs-importmap">${scriptJson(data.importMap)}</script>`,
  );
  const head: string[] = [];
  if (data.browserConfig !== undefined)
    head.push(
      `<script type="application/json" id="portal-config">${scriptJson(data.browserConfig)}</script>`,
    );
  for (const mfe of microFrontends) {
    if (data.path === undefined || !isActiveAt(mfe, data.path)) continue;
    const url = data.importMap.imports[microFrontendModule(mfe)];
    if (!url) continue;
    const integrity = data.importMap.integrity[url];
    head.push(
      `<link rel="preload" as="script" href="${attribute(url)}"${integrity ? ` integrity="${attribute(integrity)}"` : ''} />`,
    );
    // Its stylesheet, which the platform links and waits for before the screen renders (docs/adr/018).
    const stylesheet = data.stylesheets?.[url];
    if (stylesheet) head.push(`<link rel="preload" as="style" href="${attribute(stylesheet)}" />`);
  }
  if (head.length > 0) page = page.replace('</head>', `${head.join('\n    ')}\n  </head>`);
  return page;
}
