import { request, type Agent } from 'undici';
import type { components } from '../../generated/provider-api.js';

/** App-wide settings the browser needs before sign-in (GET /api/v1/app-settings, public). */
type AppSettings = components['schemas']['AppSettings'];

/** Reads the provider's public app settings; when the provider cannot answer, the app is not in maintenance. */
export async function loadAppSettings(providerUrl: string, agent: Agent): Promise<AppSettings> {
  try {
    const answer = await request(new URL('/api/v1/app-settings', providerUrl), {
      dispatcher: agent,
      signal: AbortSignal.timeout(2000),
      headers: { accept: 'application/json' },
    });
    if (answer.statusCode !== 200) {
      await answer.body.dump();
      return { sellerAppIsInMaintenanceMode: false };
    }
    const body = (await answer.body.json()) as Partial<AppSettings>;
    return { sellerAppIsInMaintenanceMode: body.sellerAppIsInMaintenanceMode === true };
  } catch {
    return { sellerAppIsInMaintenanceMode: false };
  }
}
