import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.js';
import { newBrowser, scriptToken, startPortal, type RunningPortal } from '../support/portal.js';

let portal: RunningPortal;

beforeAll(async () => {
  portal = await startPortal();
});

afterAll(async () => {
  await portal?.stop();
});

/** Runs the query in GraphiQL's editor and waits for the answer pane to hold `expected`. */
async function runQuery(page: Page, expected: string): Promise<void> {
  await page.getByRole('button', { name: /Execute query/ }).click();
  await page.locator('.graphiql-response').getByText(expected).first().waitFor();
}

describe('the GraphQL explorer at /graphql', () => {
  it('a developer opens it (nothing from a CDN), signs in in a popup, runs a query, then uses a pasted token', async () => {
    const browser = await newBrowser();
    const { page, context } = browser;
    const origins = new Set<string>();
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http')) origins.add(url.origin);
    });
    try {
      await page.goto(`${portal.portalUrl}/graphql`);
      await page.getByRole('heading', { name: 'Seller Portal GraphQL API' }).waitFor();
      const status = page.getByRole('banner').getByRole('status');
      await status.getByText(/^Signed out/).waitFor();
      await expectAccessible(page, 'explorer, signed out');

      // Signed out, the API refuses even the schema: the answer says so.
      await runQuery(page, 'UNAUTHENTICATED');

      // Sign in with the portal's identity provider, in a popup that closes itself.
      const [popup] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('button', { name: 'Sign in', exact: true }).click(),
      ]);
      // Waited for from before the click: the popup may close before the click's promise settles.
      await Promise.all([
        popup.waitForEvent('close'),
        popup.getByRole('button', { name: 'Ada Admin' }).click(),
      ]);
      await status.getByText('Signed in as admin@acme.example.').waitFor();
      await runQuery(page, '"email": "admin@acme.example"');

      // Sign out of the explorer; a pasted token (with "Bearer ") asks as its own user.
      await page.getByRole('button', { name: 'Sign out' }).click();
      await status.getByText(/^Signed out/).waitFor();
      await page
        .getByLabel('Access token')
        .fill(`Bearer ${await scriptToken(portal.providerUrl, 'finance@acme.example')}`);
      await page.getByRole('button', { name: 'Use token' }).click();
      await status.getByText(/^Using a pasted access token, valid until/).waitFor();
      await runQuery(page, '"email": "finance@acme.example"');

      // A token the API refuses signs the explorer out and says why.
      await page.getByLabel('Access token').fill('not-a-token');
      await page.getByRole('button', { name: 'Use token' }).click();
      await page.getByRole('button', { name: /Execute query/ }).click();
      await status.getByText(/refused the access token/).waitFor();

      // Nothing came from anywhere but the portal and its identity provider: no CDN.
      expect([...origins].sort()).toEqual([portal.portalUrl, portal.providerUrl].sort());
    } finally {
      await browser.close();
    }
  }, 120_000);
});
