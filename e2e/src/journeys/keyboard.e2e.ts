import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.js';
import { focusedName, newBrowser, startPortal, tabTo, type RunningPortal } from '../support/portal.js';

let portal: RunningPortal;

beforeAll(async () => {
  portal = await startPortal();
});

afterAll(async () => {
  await portal?.stop();
});

describe('by keyboard alone', () => {
  it('signs in, opens Team and invites a member without a mouse', async () => {
    const browser = await newBrowser();
    try {
      const { page } = browser;
      const keys = page.keyboard;
      await page.goto(`${portal.portalUrl}/`);
      await page.getByRole('heading', { name: 'Welcome to the Seller Portal' }).waitFor();
      await tabTo(page, 'Sign in');
      await keys.press('Enter');

      // The identity provider's page: the email field has focus.
      await page.getByRole('heading', { name: 'Sign in to Seller Portal' }).waitFor();
      await expect.poll(() => focusedName(page)).toBe('Email');
      await keys.type('admin@acme.example');
      await keys.press('Tab');
      await keys.type('demo');
      await keys.press('Enter');

      await page.getByRole('navigation', { name: 'Side navigation' }).waitFor();
      await tabTo(page, 'Team');
      await keys.press('Enter');
      await page.waitForURL(`${portal.portalUrl}/team`);
      await page.getByRole('table', { name: 'Team members' }).waitFor();
      await expectAccessible(page, '/team');

      await tabTo(page, 'Invite a Team Member');
      await keys.press('Enter');
      const invite = page.getByRole('dialog', { name: 'Invite a Team Member' });
      await invite.waitFor();
      await expect.poll(() => focusedName(page)).toBe('Email Address');
      // Sending it empty: each message is announced with its field.
      await tabTo(page, 'Send Invitation');
      await keys.press('Enter');
      await invite.getByText('Email address is required').waitFor();
      await expectAccessible(page, 'the invite modal with its messages');

      await tabTo(page, 'Email Address');
      await keys.type('keys@acme.example');
      await keys.press('Tab');
      await keys.type('Kay');
      await keys.press('Tab');
      await keys.type('Board');
      await keys.press('Tab');
      expect(await focusedName(page)).toBe('Role');
      await keys.type('Executive');
      await invite.getByText("Sees every offer and the company's data.").waitFor();
      await tabTo(page, 'Send Invitation');
      await keys.press('Enter');
      await page.locator('.portal-toasts').getByText('Invitation sent successfully.').waitFor();
      await expect.poll(() => invite.count()).toBe(0);
      // Focus is back on what opened the modal.
      expect(await focusedName(page)).toBe('Invite a Team Member');
      await page.getByRole('table', { name: 'Team members' }).getByText('keys@acme.example').waitFor();
    } finally {
      await browser.close();
    }
  });
});
