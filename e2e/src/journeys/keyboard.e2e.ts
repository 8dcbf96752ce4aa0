import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.js';
import type { Locator } from 'playwright-core';
import {
  focusedName,
  newBrowser,
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

  it('every modal takes focus when it opens, closes on Escape, and gives focus back to what opened it', async () => {
    const browser = await newBrowser();
    try {
      const { page } = browser;
      await signInAs(page, portal.portalUrl, 'Ada Admin');
      const dialogHasFocus = () =>
        page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
      /** Opens the modal by keyboard from `opener`, closes it with Escape, and checks where focus goes. */
      const checkModal = async (
        opener: Locator,
        dialogName: RegExp | string,
        ready?: (dialog: Locator) => Locator,
        /** What the opener's Enter leads to before the modal opens (a menu's item). */
        choose?: string,
      ) => {
        await opener.focus();
        await page.keyboard.press('Enter');
        if (choose) {
          await page.getByRole('menuitem', { name: choose }).focus();
          await page.keyboard.press('Enter');
        }
        const dialog = page.getByRole('dialog', { name: dialogName });
        await (ready ? ready(dialog) : dialog).waitFor();
        await expect.poll(dialogHasFocus, { message: `focus moves into ${String(dialogName)}` }).toBe(true);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        await expect
          .poll(() => opener.evaluate((element) => element === document.activeElement), {
            message: `focus returns from ${String(dialogName)}`,
          })
          .toBe(true);
      };

      await page.goto(`${portal.portalUrl}/offers`);
      await page.getByRole('table', { name: 'Financing offers' }).locator('tbody tr').first().waitFor();
      await checkModal(page.getByRole('button', { name: 'Offer Statuses' }), 'Offer Statuses');
      await checkModal(page.getByRole('button', { name: 'Export Table' }), /Export/, (dialog) =>
        dialog.getByRole('button', { name: 'Start Export' }),
      );

      await page.goto(`${portal.portalUrl}/`);
      const report = page.getByRole('table', { name: 'Offer Health Report' });
      await report.locator('tbody tr').first().waitFor();
      await checkModal(
        report.locator('tbody tr').first().getByRole('button').first(),
        /Payment schedule/,
        (dialog) => dialog.getByRole('table'),
      );

      await page.goto(`${portal.portalUrl}/files`);
      await checkModal(page.getByRole('button', { name: 'Upload Files' }), 'Upload Files');
      // From a row's menu: focus goes back to the menu's button.
      await page.getByRole('searchbox', { name: 'File Name' }).fill('Master Services Agreement.pdf');
      await checkModal(
        page.getByRole('button', { name: 'Actions for Master Services Agreement.pdf' }),
        'Preview of Master Services Agreement.pdf',
        (dialog) => dialog.locator('iframe'),
        'View',
      );
    } finally {
      await browser.close();
    }
  });
});
