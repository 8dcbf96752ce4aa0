/** What the gateway serves as /config.json. */
export interface PortalConfig {
  oidc: { authority: string; clientId: string; scope: string };
  graphqlPath: string;
  /** The provider's app setting: the maintenance page replaces the app while it is on. */
  sellerAppIsInMaintenanceMode?: boolean;
}

export async function loadPortalConfig(): Promise<PortalConfig> {
  const response = await fetch('/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`The portal configuration could not be loaded (${response.status}).`);
  return (await response.json()) as PortalConfig;
}
