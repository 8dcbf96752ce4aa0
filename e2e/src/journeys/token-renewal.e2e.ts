import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBrowser, signInAs, startPortal, type RunningPortal } from '../support/portal.js';

let portal: RunningPortal;

beforeAll(async () => {
  // Tokens that expire within the journey, so it crosses renewals.
  portal = await startPortal({ providerEnv: { SANDBOX_ACCESS_TOKEN_TTL: '12' } });
});

afterAll(async () => {
  await portal?.stop();
});

describe('renewing the access token', () => {
  it('a burst of requests across renewals shares one refresh at a time and stays signed in', async () => {
    const browser = await newBrowser();
    try {
      const { page } = browser;
      let inFlight = 0;
      let mostAtOnce = 0;
      let refreshes = 0;
      page.on('request', (request) => {
        if (
          request.url().endsWith('/oidc/token') &&
          request.postData()?.includes('grant_type=refresh_token')
        ) {
          refreshes += 1;
          inFlight += 1;
          mostAtOnce = Math.max(mostAtOnce, inFlight);
        }
      });
      const settled = (request: { url(): string; postData(): string | null }) => {
        if (
          request.url().endsWith('/oidc/token') &&
          request.postData()?.includes('grant_type=refresh_token')
        ) {
          inFlight -= 1;
        }
      };
      page.on('requestfinished', settled);
      page.on('requestfailed', settled);

      await signInAs(page, portal.portalUrl, 'Ada Admin');
      await page.goto(`${portal.portalUrl}/team`);
      const table = page.getByRole('table', { name: 'Team members' });
      await table.getByText('admin@acme.example').waitFor();

      const search = page.getByRole('searchbox', { name: 'Name or Email' });
      for (let round = 0; round < 2; round++) {
        // Past the token's life: every query of the burst needs a fresh token at once.
        await page.waitForTimeout(13_000);
        for (const text of ['gr', 'gra', 'grace', '', 'ada']) await search.fill(text);
        await table.getByText('admin@acme.example').waitFor();
        await search.fill('');
      }

      expect(refreshes).toBeGreaterThanOrEqual(2);
      expect(mostAtOnce).toBe(1);
      expect(new URL(page.url()).pathname).toBe('/team');
      await page
        .getByRole('navigation', { name: 'Side navigation' })
        .getByRole('link', { name: 'Customers' })
        .click();
      await page.waitForURL(`${portal.portalUrl}/customers`);
    } finally {
      await browser.close();
    }
  }, 120_000);
});
