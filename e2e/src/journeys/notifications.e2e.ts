import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.js';
import {
  newBrowser,
  scriptToken,
  sellerIdOf,
  signInAs,
  startPortal,
  tabTo,
  type RunningPortal,
} from '../support/portal.js';

let portal: RunningPortal;

beforeAll(async () => {
  portal = await startPortal();
});

afterAll(async () => {
  await portal?.stop();
});

/** Resolves once the tab has asked the gateway to join its user's room, over polling or websocket. */
function joinedRoom(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('requestfinished', (request) => {
      if (request.url().includes('/socket.io/') && request.postData()?.includes('join-room')) resolve();
    });
    page.on('websocket', (socket) => {
      socket.on('framesent', ({ payload }) => {
        // The gateway handles the frame as it arrives; give it a moment before sending an event.
        if (String(payload).includes('join-room')) setTimeout(resolve, 200);
      });
    });
  });
}

/** The sandbox control: the provider emits an event for a user, delivered to the gateway as a signed webhook. */
async function providerEvent(body: Record<string, string>): Promise<void> {
  const response = await fetch(`${portal.providerUrl}/sandbox/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
}

describe('notifications', () => {
  it('an offer event arrives as a toast and in the feed, is marked read, and the feed survives a reload', async () => {
    const browser = await newBrowser();
    try {
      const { page } = browser;
      const joined = joinedRoom(page);
      await signInAs(page, portal.portalUrl, 'Ada Admin');
      const bell = page.getByRole('button', { name: /^Notifications/ });
      await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications');
      await joined;

      await providerEvent({
        email: 'admin@acme.example',
        type: 'offer',
        title: 'Offer accepted',
        message: 'Globex accepted offer OF-1001.',
        offerId: 'f3b8c1de-0000-4000-8000-000000001001',
      });
      const toast = page.getByRole('status').filter({ hasText: 'Offer accepted' });
      await toast.waitFor();
      expect(await toast.textContent()).toContain('Globex accepted offer OF-1001.');
      const toastItem = page.locator('.portal-toasts__item').filter({ has: toast });
      expect(await toastItem.getByRole('link', { name: 'View offer' }).getAttribute('href')).toBe(
        '/offers/f3b8c1de-0000-4000-8000-000000001001/details',
      );
      await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();

      await bell.click();
      const feed = page.getByRole('region', { name: 'Notifications' });
      await feed.getByText('Globex accepted offer OF-1001.').waitFor();
      expect(await feed.getByRole('link', { name: 'View offer' }).getAttribute('href')).toBe(
        '/offers/f3b8c1de-0000-4000-8000-000000001001/details',
      );
      await expectAccessible(page, 'the notification feed with an unread notification');

      await feed.getByRole('button', { name: 'Mark as read: Offer accepted' }).click();
      await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
      await feed.getByRole('button', { name: /^Mark as read/ }).waitFor({ state: 'detached' });
      expect(await feed.getByRole('button', { name: 'Mark all as read' }).isDisabled()).toBe(true);
      await page.keyboard.press('Escape');
      await feed.waitFor({ state: 'detached' });

      // A second event while the first is read; both are the provider's, so a reload keeps them.
      await providerEvent({ email: 'admin@acme.example', type: 'payment', title: 'Payment received' });
      await page.getByRole('status').filter({ hasText: 'Payment received' }).waitFor();
      await page.reload();
      await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
      await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
      await feed.getByText('Globex accepted offer OF-1001.').waitFor();
      expect(await feed.getByRole('listitem').count()).toBe(2);
      expect(await feed.getByRole('button', { name: 'Mark as read: Payment received' }).count()).toBe(1);
      expect(await feed.getByRole('button', { name: 'Mark as read: Offer accepted' }).count()).toBe(0);
      await expectAccessible(page, 'the notification feed after a reload');

      await feed.getByRole('button', { name: 'Mark all as read' }).click();
      await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    } finally {
      await browser.close();
    }
  });

  it('the buyer accepts and pays on the offer’s page; its owner hears each step live and in the feed', async () => {
    const browser = await newBrowser();
    try {
      const { page } = browser;
      await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: portal.portalUrl,
      });
      const joined = joinedRoom(page);
      await signInAs(page, portal.portalUrl, 'Alex Account');
      await joined;
      await page.goto(`${portal.portalUrl}/offers?offerStageText=READY`);
      await page
        .getByRole('table', { name: 'Financing offers' })
        .getByRole('link', { name: 'Beacon Health Partners' })
        .click();
      await page.getByRole('heading', { level: 1, name: /Beacon Health Partners/ }).waitFor();
      const details = new URL(page.url()).pathname;
      await page.getByRole('button', { name: 'Actions' }).click();
      await page.getByRole('menuitem', { name: 'Copy link' }).click();
      const link = await page.evaluate(() => navigator.clipboard.readText());

      const buyer = await page.context().newPage();
      await buyer.goto(link);
      await buyer.getByRole('radio').first().check();
      await buyer.getByRole('button', { name: 'Choose', exact: true }).click();
      await buyer.waitForURL((url) => url.searchParams.get('done') === 'chosen');
      await buyer.getByRole('button', { name: 'Accept offer' }).click();
      const accepted = page.getByRole('status').filter({ hasText: 'Offer accepted' });
      await accepted.waitFor();
      expect(await accepted.textContent()).toContain('Beacon Health Partners: Accepted by the customer');

      await buyer.getByLabel('Routing number').fill('110000000');
      await buyer.getByLabel('Account number').fill('000123456789');
      await buyer.getByRole('button', { name: 'Pay' }).click();
      await buyer.getByRole('status').waitFor();
      await buyer.close();
      await page.getByRole('status').filter({ hasText: 'Payment received' }).waitFor();
      await page.getByRole('status').filter({ hasText: 'Cash advance' }).waitFor();

      await page.getByRole('button', { name: 'Notifications, 3 unread' }).click();
      const feed = page.getByRole('region', { name: 'Notifications' });
      await feed.getByText('Beacon Health Partners: Accepted by the customer').waitFor();
      await feed.getByText(/^Beacon Health Partners: Payment 1 of \$[\d,.]+ succeeded$/).waitFor();
      await feed.getByText(/^Beacon Health Partners: \$[\d,.]+ joins your cash advance of /).waitFor();
      const links = await feed
        .getByRole('link', { name: 'View offer' })
        .evaluateAll((found) => found.map((link) => link.getAttribute('href')));
      expect(links).toEqual([details, details, details]);
      await expectAccessible(page, 'the feed with the buyer’s steps');
    } finally {
      await browser.close();
    }
  });

  it('the provider’s underwriting approval reaches the owner live, with no offer link', async () => {
    const browser = await newBrowser();
    try {
      const { page } = browser;
      const joined = joinedRoom(page);
      await signInAs(page, portal.portalUrl, 'Uma Under');
      await joined;
      const approved = await fetch(
        `${portal.providerUrl}/sandbox/sellers/${await sellerIdOf(portal.providerUrl, 'owner@quarry.example')}/approve`,
        { method: 'POST' },
      );
      expect(approved.status).toBe(200);
      const toast = page.getByRole('status').filter({ hasText: 'Company approved' });
      await toast.waitFor();
      expect(
        await page.locator('.portal-toasts__item').filter({ has: toast }).getByRole('link').count(),
      ).toBe(0);
      await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
      await page.getByRole('region', { name: 'Notifications' }).getByText('Company approved').waitFor();
      await expectAccessible(page, 'the notification feed of an owner in underwriting');
    } finally {
      await browser.close();
    }
  });
});

describe('an offer that expired unaccepted', () => {
  it('its owner is told live, opens it from the feed by keyboard and reissues it, at 1280 and 1024 px', async () => {
    const browser = await newBrowser();
    try {
      const { page } = browser;
      const joined = joinedRoom(page);
      await signInAs(page, portal.portalUrl, 'Alex Account');
      await joined;
      // One of Alex's Ready offers; time passes its expiration (the sandbox's time-travel control).
      const ready = await fetch(`${portal.providerUrl}/api/v1/offers?offerStageText=READY&size=1`, {
        headers: { authorization: `Bearer ${await scriptToken(portal.providerUrl, 'ae@acme.example')}` },
      });
      const offer = ((await ready.json()) as { content: { id: string; accountName: string }[] }).content[0]!;
      const expired = await fetch(`${portal.providerUrl}/sandbox/offers/${offer.id}/expire`, {
        method: 'POST',
      });
      expect(expired.status).toBe(200);

      const toast = page.getByRole('status').filter({ hasText: 'Offer expired' });
      await toast.waitFor();
      expect(await toast.textContent()).toContain(
        `${offer.accountName}: Not accepted in time; its page can reissue it`,
      );

      // By keyboard: the bell, the newest notification's View offer, then Reissue on the offer's page.
      await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).focus();
      await page.keyboard.press('Enter');
      const feed = page.getByRole('region', { name: 'Notifications' });
      await feed.getByText(`${offer.accountName}: Not accepted in time; its page can reissue it`).waitFor();
      await expectAccessible(page, 'the feed with an expired offer');
      await tabTo(page, 'View offer', 20);
      await page.keyboard.press('Enter');
      await page.waitForURL(`${portal.portalUrl}/offers/${offer.id}/details`);
      await page.getByRole('heading', { level: 1, name: new RegExp(offer.accountName) }).waitFor();
      const reissue = page.getByRole('button', { name: 'Reissue' });
      await reissue.waitFor();
      await expectAccessible(page, 'an expired offer opened from its notification');
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.screenshot({ path: '/tmp/shots/expired-from-feed-1280.png' });
      // A laptop's 1024 px, as the page loads there.
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.reload();
      await reissue.waitFor();
      await expectAccessible(page, 'an expired offer at 1024 px');
      await page.screenshot({ path: '/tmp/shots/expired-from-feed-1024.png' });
      await reissue.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname.endsWith('/details') && !url.pathname.includes(offer.id));
      await page.getByRole('heading', { level: 1, name: new RegExp(offer.accountName) }).waitFor();
      await page.getByRole('link', { name: 'an expired offer' }).waitFor();
    } finally {
      await browser.close();
    }
  });
});
