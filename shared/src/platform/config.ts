/** What the gateway serves as /config.json. */
export interface PortalConfig {
  oidc: { authority: string; clientId: string; scope: string };
  graphqlPath: string;
}

export async function loadPortalConfig(): Promise<PortalConfig> {
  const response = await fetch('/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`The portal configuration could not be loaded (${response.status}).`);
  return (await response.json()) as PortalConfig;
}
