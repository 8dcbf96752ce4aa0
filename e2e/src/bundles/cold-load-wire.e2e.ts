import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { coldLoad, coldLoadRoutes } from '../../../scripts/cold-load.mjs';
import { newBrowser, signInAs, startPortal, type RunningPortal } from '../support/portal.js';

// The byte budgets (cold-load-budget.e2e.ts) are counted on the build output. This holds them to what Chromium really
// fetches on a cold, signed-in load of each route: the same files, and bytes within 5 % (docs/adr/003-browser-bytes.md,
// "brotli, made once"), so a budget cannot be met by making something lazy that a first view fetches anyway.
const AGREEMENT = 0.05;

let portal: RunningPortal;

beforeAll(async () => {
  portal = await startPortal();
});

afterAll(async () => {
  await portal?.stop();
});

/** The scripts a page fetched from the portal, by path, with their bodies' size as sent. */
const fetchedScripts = (page: Page) =>
  page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
      .filter((entry) => new URL(entry.name).origin === location.origin)
      .map((entry) => ({ path: new URL(entry.name).pathname, bytes: entry.encodedBodySize })),
  );

/** A built file's URL as the gateway serves it: `/__release__/…` lies in the root config's current release. */
const servedPath = (url: string) => url.replace(/^\/__release__\//, '/root-config/');
const withoutRelease = (path: string) => path.replace(/^\/(root-config|mfe-[a-z]+)\/[0-9a-f]+\//, '/$1/');

describe('what a cold load really fetches', () => {
  it('is what the build output says, within 5 %, on every route', async () => {
    const browser = await newBrowser();
    try {
      const { context, page } = browser;
      await signInAs(page, portal.portalUrl, 'Ada Admin');
      for (const route of coldLoadRoutes) {
        // An empty cache; the identity provider's session signs the page in silently.
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.clearBrowserCache');
        await page.goto(`${portal.portalUrl}${route}`);
        await page.getByRole('navigation', { name: 'Side navigation' }).waitFor();
        await page.waitForLoadState('networkidle');
        const fetched = await fetchedScripts(page);
        const built = coldLoad(route);
        const builtPaths = [...built.files.keys()].map((url) => withoutRelease(servedPath(url)));
        const fetchedPaths = fetched.map((entry) => withoutRelease(entry.path));
        const wire = fetched.reduce((sum, entry) => sum + entry.bytes, 0);
        const report = `cold ${route}: ${(wire / 1024).toFixed(1)} KiB fetched, ${(built.bytes / 1024).toFixed(1)} KiB by the build; fetched only: ${fetchedPaths.filter((path) => !builtPaths.includes(path)).join(', ') || 'none'}; built only: ${builtPaths.filter((path) => !fetchedPaths.includes(path)).join(', ') || 'none'}`;
        expect(Math.abs(wire - built.bytes) / built.bytes, report).toBeLessThanOrEqual(AGREEMENT);
      }
    } finally {
      await browser.close();
    }
  });

  it("asks for the screen's stylesheet with the page, and for the shell's context with the screen's data", async () => {
    const browser = await newBrowser();
    try {
      const { context, page } = browser;
      await signInAs(page, portal.portalUrl, 'Ada Admin');
      await page.waitForLoadState('networkidle');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      // Every request of the load in the order the page sent them, from its own navigation on: a GraphQL one by its
      // operation's name.
      const sent: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (sent.length === 0 && !(request.isNavigationRequest() && pathname === '/team')) return;
        const operation = /"operationName":"(\w+)"/.exec(request.postData() ?? '')?.[1];
        sent.push(operation ? `graphql ${operation}` : pathname);
      });
      await page.goto(`${portal.portalUrl}/team`);
      await page.getByRole('table', { name: 'Team members' }).getByText('admin@acme.example').waitFor();
      const at = (pattern: RegExp) => sent.findIndex((entry) => pattern.test(entry));
      const order = sent.join(', ');
      // The stylesheet the team's screen waits for before it renders leaves with the page's own files, before the
      // silent sign-in's token, not once the screen mounts.
      expect(at(/^\/mfe-team\/[0-9a-f]+\/mfe-team\.css$/), order).toBeGreaterThan(-1);
      expect(at(/^\/mfe-team\/[0-9a-f]+\/mfe-team\.css$/), order).toBeLessThan(at(/\/token$/));
      // The shell's context (applications mount once it is known) is asked as the session is known, with the
      // screen's data, not once React has rendered the shell: before the header's notification feed, which the
      // shell's first render asks for.
      expect(at(/^graphql ShellContext$/), order).toBeGreaterThan(at(/\/token$/));
      expect(at(/^graphql ShellContext$/), order).toBeLessThan(at(/^graphql NotificationFeed$/));
    } finally {
      await browser.close();
    }
  });
});
