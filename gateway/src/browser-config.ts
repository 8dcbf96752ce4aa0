import { request, type Agent } from 'undici';
import { loadAppSettings } from './domains/session/app-settings.js';

/** How long the identity provider's discovery document is reused before it is asked again. */
const DISCOVERY_REUSE_MS = 10 * 60_000;
const DISCOVERY_TIMEOUT_MS = 2000;

export interface BrowserConfigSettings {
  issuer: string;
  clientId: string;
  scope: string;
  providerUrl: string;
  agent: Agent;
}

/**
 * What the browser needs to sign in, as /config.json answers and the portal's page carries
 * (docs/adr/003-browser-bytes.md, dated section "the first round trips"): the OpenID Connect client and, when the
 * identity provider answered its discovery lately, its discovery document, so the browser starts a sign-in without
 * asking for it; and the provider's maintenance switch, read on every call so switching it takes effect on the next
 * page load.
 */
export function browserConfigSource(settings: BrowserConfigSettings): () => Promise<unknown> {
  let discovery: { document: Record<string, unknown>; until: number } | null = null;
  let asking: Promise<void> | null = null;
  const askDiscovery = async () => {
    try {
      const answer = await request(`${settings.issuer}/.well-known/openid-configuration`, {
        signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
        headers: { accept: 'application/json' },
      });
      if (answer.statusCode !== 200) return void (await answer.body.dump());
      const document = (await answer.body.json()) as Record<string, unknown>;
      // A document for another issuer is not this one's: the browser then discovers on its own.
      if (document.issuer === settings.issuer)
        discovery = { document, until: Date.now() + DISCOVERY_REUSE_MS };
    } catch {
      // The identity provider is away: the page goes without it and the browser asks when it signs in.
    }
  };
  const freshDiscovery = () => {
    if (discovery && discovery.until >= Date.now()) return undefined;
    asking ??= askDiscovery().finally(() => {
      asking = null;
    });
    return asking;
  };
  return async () => {
    const [, maintenance] = await Promise.all([
      freshDiscovery(),
      loadAppSettings(settings.providerUrl, settings.agent),
    ]);
    return {
      oidc: {
        authority: settings.issuer,
        clientId: settings.clientId,
        scope: settings.scope,
        ...(discovery ? { metadata: discovery.document } : {}),
      },
      graphqlPath: '/graphql',
      ...maintenance,
    };
  };
}
