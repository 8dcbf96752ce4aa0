import type { OidcMetadata } from 'oidc-client-ts';

/** What the gateway serves as /config.json and writes into the portal's page. */
export interface PortalConfig {
  oidc: {
    authority: string;
    clientId: string;
    scope: string;
    /** The identity provider's discovery document, when the gateway has it: no discovery request before sign-in. */
    metadata?: Partial<OidcMetadata>;
  };
  graphqlPath: string;
  /** The provider's app setting: the maintenance page replaces the app while it is on. */
  sellerAppIsInMaintenanceMode?: boolean;
}

/**
 * The configuration the page carries (the gateway writes it in, docs/adr/003-browser-bytes.md), else /config.json
 * (a page served without it: a developer's own server).
 */
export async function loadPortalConfig(): Promise<PortalConfig> {
  const inPage = document.getElementById('portal-config')?.textContent;
  if (inPage) {
    try {
      return JSON.parse(inPage) as PortalConfig;
    } catch {
      // Not readable: ask the gateway instead.
    }
  }
  const response = await fetch('/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`The portal configuration could not be loaded (${response.status}).`);
  return (await response.json()) as PortalConfig;
}
