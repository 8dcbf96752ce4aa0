import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../../../scripts/chromium.mjs';
import { startSystem } from '../../../scripts/system.mjs';

export interface RunningPortal {
  portalUrl: string;
  providerUrl: string;
  stop(): Promise<void>;
}

/** The system exactly as `npm start` runs it (built output), on its own ports, with a fresh sandbox database. */
export async function startPortal(): Promise<RunningPortal> {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-sandbox-'));
  const system = (await startSystem({
    portalPort: Number(process.env.E2E_PORTAL_PORT ?? 4100),
    providerPort: Number(process.env.E2E_PROVIDER_PORT ?? 4110),
    dataDir,
    stdio: process.env.E2E_VERBOSE ? 'inherit' : 'ignore',
  })) as RunningPortal;
  return {
    portalUrl: system.portalUrl,
    providerUrl: system.providerUrl,
    async stop() {
      await system.stop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(`${dataDir}-files`, { recursive: true, force: true });
    },
  };
}

/** A fresh Chromium profile: no cookies, no cache, no tokens. */
export async function newBrowser(): Promise<{ context: BrowserContext; page: Page; close(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'e2e-chromium-'));
  const context: BrowserContext = await launchChromium(profile, { viewport: { width: 1280, height: 800 } });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Signs in through the identity provider's page with a one-click demo persona. */
export async function signInAs(page: Page, portalUrl: string, personaName: string): Promise<void> {
  await page.goto(`${portalUrl}/`);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: personaName }).click();
  await page.waitForURL((url) => url.origin === new URL(portalUrl).origin && url.pathname !== '/callback');
}

export async function navigationLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Side navigation' });
  await nav.waitFor();
  return (await nav.getByRole('link').allTextContents()).map((label) => label.trim());
}
