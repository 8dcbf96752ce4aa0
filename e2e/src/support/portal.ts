import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { launchBrowser } from '../../../scripts/chromium.mjs';
import { demoToken, startSystem } from '../../../scripts/system.mjs';

export interface RunningPortal {
  portalUrl: string;
  providerUrl: string;
  /** The gateway's release store (its deploy credential is in `deploy-token` there). */
  releasesDir: string;
  stop(): Promise<void>;
}

/**
 * The ports of this journey file's system: `E2E_PORTAL_PORT` and `E2E_PROVIDER_PORT` (4100 and 4110 by default), moved
 * up by 20 for each worker after the first, so two journey files at once (vitest.config.ts) never share a port.
 */
export function systemPorts(): { portalPort: number; providerPort: number } {
  const offset = 20 * (Number(process.env.VITEST_POOL_ID ?? 1) - 1);
  return {
    portalPort: Number(process.env.E2E_PORTAL_PORT ?? 4100) + offset,
    providerPort: Number(process.env.E2E_PROVIDER_PORT ?? 4110) + offset,
  };
}

/**
 * The system exactly as `npm start` runs it (built output), on its own ports, with a sandbox database of its own: a
 * copy of the one the run's first start migrated and seeded (`template.ts`), with that start's releases.
 */
export async function startPortal(
  options: { providerEnv?: Record<string, string>; devServers?: boolean } = {},
): Promise<RunningPortal> {
  const template = inject('systemTemplate');
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-sandbox-'));
  const releasesDir = mkdtempSync(join(tmpdir(), 'e2e-releases-'));
  cpSync(template.dataDir, dataDir, { recursive: true });
  cpSync(template.releasesDir, releasesDir, { recursive: true });
  if (existsSync(`${template.dataDir}-files`))
    cpSync(`${template.dataDir}-files`, `${dataDir}-files`, { recursive: true });
  const system = (await startSystem({
    providerEnv: options.providerEnv,
    devServers: options.devServers,
    ...systemPorts(),
    dataDir,
    releasesDir,
    stdio: process.env.E2E_VERBOSE ? 'inherit' : 'ignore',
  })) as RunningPortal;
  return {
    portalUrl: system.portalUrl,
    providerUrl: system.providerUrl,
    releasesDir,
    async stop() {
      await system.stop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(releasesDir, { recursive: true, force: true });
      rmSync(`${dataDir}-files`, { recursive: true, force: true });
    },
  };
}

/** The journey file's one Chromium (closed after the file by `browser-setup.ts`); each person gets a context of it. */
let chromium: Promise<Browser> | undefined;

export async function closeChromium(): Promise<void> {
  const browser = chromium;
  chromium = undefined;
  await (await browser)?.close();
}

/**
 * A fresh Chromium profile: no cookies, no cache, no tokens (a context of its own). Every page of it reports
 * Content-Security-Policy violations, and closing the browser fails the journey when there was one.
 */
export async function newBrowser({ timezoneId }: { timezoneId?: string } = {}): Promise<{
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}> {
  const browser = await (chromium ??= launchBrowser());
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    // A seller's own zone (the machine's, UTC, by default): dates must read the same day in it.
    ...(timezoneId ? { timezoneId } : {}),
  });
  const violations: string[] = [];
  const trail: string[] = [];
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text()))
        violations.push(`${page.url()}: ${message.text()}`);
      if (message.type() === 'error') trail.push(`console: ${message.text().slice(0, 300)}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400)
        trail.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
    });
    page.on('requestfailed', (request) =>
      trail.push(
        `failed ${request.method()} ${new URL(request.url()).pathname}: ${request.failure()?.errorText}`,
      ),
    );
  };
  context.on('page', watch);
  const page = await context.newPage();
  return {
    context,
    page,
    async close() {
      await rememberForFailure(context, trail);
      await context.close();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
  };
}

/** What each browser of the journey showed when it closed, printed only when the journey failed (`browser-setup.ts`). */
let lastSeen: string[] = [];

async function rememberForFailure(context: BrowserContext, trail: readonly string[]): Promise<void> {
  for (const page of context.pages()) {
    const text = await page
      .locator('body')
      .innerText({ timeout: 1_000 })
      .catch((error: Error) => `(no text: ${error.message.split('\n')[0]})`);
    lastSeen.push(
      [
        `${new URL(page.url()).pathname} showed: ${text.replace(/\s+/g, ' ').slice(0, 800)}`,
        ...trail.slice(-15).map((line) => `  ${line}`),
      ].join('\n'),
    );
  }
}

/** The pages a failed journey left, with their failed requests and console errors; forgotten after each journey. */
export function takeLastSeen(): string[] {
  const seen = lastSeen;
  lastSeen = [];
  return seen;
}

/** Signs in through the identity provider's page with a one-click demo persona. */
export async function signInAs(page: Page, portalUrl: string, personaName: string): Promise<void> {
  await page.goto(`${portalUrl}/`);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: personaName }).click();
  await page.waitForURL((url) => url.origin === new URL(portalUrl).origin && url.pathname !== '/callback');
}

/**
 * Two colleagues at once, each in a browser of their own, signed in as their persona: for journeys where data is
 * shared (both save one form, one sees what the other did).
 */
export async function asColleagues(
  portalUrl: string,
  personas: readonly [string, string],
  journey: (first: Page, second: Page) => Promise<void>,
): Promise<void> {
  const browsers = [await newBrowser(), await newBrowser()] as const;
  try {
    await signInAs(browsers[0].page, portalUrl, personas[0]);
    await signInAs(browsers[1].page, portalUrl, personas[1]);
    await journey(browsers[0].page, browsers[1].page);
  } finally {
    await Promise.all(browsers.map((browser) => browser.close()));
  }
}

/**
 * An access token as a script gets one without a browser (README: the sandbox's password grant, there with the demo
 * switch on). Demo personas' password is `demo`.
 */
export function scriptToken(providerUrl: string, email: string, password = 'demo'): Promise<string> {
  return demoToken(providerUrl, email, password);
}

/** The company id of a persona, as the provider tells it to a script signed in as them. */
export async function sellerIdOf(providerUrl: string, email: string): Promise<string> {
  const seller = await fetch(`${providerUrl}/api/v1/sellers/current`, {
    headers: { authorization: `Bearer ${await scriptToken(providerUrl, email)}` },
  });
  return ((await seller.json()) as { sellerId: string }).sellerId;
}

export async function navigationLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Side navigation' });
  await nav.waitFor();
  return (await nav.getByRole('link').allTextContents()).map((label) => label.trim());
}

export interface OutboxEmail {
  kind: string;
  to: string;
  link: string | null;
  code: string | null;
}

/** The emails the sandbox sent to an address, newest first (optionally of one kind: INVITATION, EMAIL_VERIFICATION). */
export async function outbox(providerUrl: string, email: string, kind?: string): Promise<OutboxEmail[]> {
  const query = new URLSearchParams({ to: email, ...(kind ? { kind } : {}) });
  const response = await fetch(`${providerUrl}/sandbox/outbox.json?${query}`);
  return (await response.json()) as OutboxEmail[];
}

/** The accessible name of what has focus: its aria-label, its label's text, or its own text. */
export async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '';
    const labelledBy = element.getAttribute('aria-labelledby');
    const label =
      element.getAttribute('aria-label') ??
      (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent;
    return (label ?? '').replace(/\s+/g, ' ').trim();
  });
}

/** Presses Tab (the keyboard alone) until the control named `name` has focus; fails after `limit` presses. */
export async function tabTo(page: Page, name: string | RegExp, limit = 40): Promise<void> {
  const matches = (text: string) => (typeof name === 'string' ? text === name : name.test(text));
  for (let presses = 0; presses < limit; presses++) {
    if (matches(await focusedName(page))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(
    `${limit} Tab presses never reached "${String(name)}"; focus is on "${await focusedName(page)}"`,
  );
}

/**
 * The emails shown (`.portal-email`) that break inside a part: their name or their @domain spans two lines. An email
 * may wrap only before its @.
 */
export function emailsBrokenMidWord(page: Page): Promise<string[]> {
  return page.locator('.portal-email').evaluateAll((emails) =>
    emails
      .filter((email) =>
        [...email.childNodes].some((node) => {
          if (node.nodeType !== Node.TEXT_NODE) return false;
          const range = document.createRange();
          range.selectNodeContents(node);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
        }),
      )
      .map((email) => email.textContent ?? ''),
  );
}

/**
 * How a table sits in its column at the current width: how far it overflows its box sideways (0 when it fits), how
 * far its box reaches past the window, and how many row-action cells lie outside what is in view.
 */
export function tableLayout(page: Page, name: string) {
  return page.getByRole('table', { name }).evaluate((table) => {
    const box = table.closest('.cds--data-table-content') ?? table.parentElement ?? table;
    const right = Math.min(box.getBoundingClientRect().right, document.documentElement.clientWidth);
    const menus = [...table.querySelectorAll('td.cds--table-column-menu')];
    return {
      overflow: box.scrollWidth - box.clientWidth,
      pastWindow: Math.max(
        0,
        Math.round(box.getBoundingClientRect().right - document.documentElement.clientWidth),
      ),
      actionsOutOfView: menus.filter((cell) => cell.getBoundingClientRect().right > right + 1).length,
    };
  });
}
