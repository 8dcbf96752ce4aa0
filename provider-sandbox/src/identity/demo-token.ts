import { CLI_CLIENT_ID, DEMO_GRANT_TYPE } from './clients.js';
import { DEMO_PASSWORD } from '../core/seed/data.js';

export interface DemoTokenRequest {
  /** The sandbox issuer, e.g. http://localhost:4010/oidc */
  issuer: string;
  email: string;
  /** Defaults to the demo password. */
  password?: string;
}

/**
 * An access token for a demo persona without a browser: the `password` grant of the `seller-portal-cli` client
 * at the issuer's token endpoint. Rejects with the endpoint's error when the credentials are refused.
 */
export async function requestDemoToken({
  issuer,
  email,
  password = DEMO_PASSWORD,
}: DemoTokenRequest): Promise<string> {
  const response = await fetch(`${issuer.replace(/\/+$/, '')}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: DEMO_GRANT_TYPE,
      client_id: CLI_CLIENT_ID,
      username: email,
      password,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json().catch(() => ({}))) as {
    access_token?: unknown;
    error?: unknown;
    error_description?: unknown;
  };
  if (!response.ok || typeof body.access_token !== 'string') {
    const reason = [body.error, body.error_description].filter((part) => typeof part === 'string').join(': ');
    throw new Error(`demo token request failed (${response.status}${reason ? ` ${reason}` : ''})`);
  }
  return body.access_token;
}
