import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  navigationLabels,
  newBrowser,
  signInAs,
  startPortal,
  type RunningPortal,
} from '../support/portal.js';
import { expectAccessible } from '../support/axe.js';

let portal: RunningPortal;

beforeAll(async () => {
  portal = await startPortal();
});

afterAll(async () => {
  await portal?.stop();
});

describe('walking skeleton', () => {
  it("the approved seller's admin signs in, sees the full navigation, and finds and searches the team", async () => {
    const browser = await newBrowser();
    try {
      const { page } = browser;
      await signInAs(page, portal.portalUrl, 'Ada Admin');
      expect(await navigationLabels(page)).toEqual([
        'Dashboard',
        'Offers',
        'Customers',
        'Data Room',
        'Company',
        'Team',
      ]);

      await page
        .getByRole('navigation', { name: 'Side navigation' })
        .getByRole('link', { name: 'Team' })
        .click();
      await page.waitForURL(`${portal.portalUrl}/team`);
      const table = page.getByRole('table', { name: 'Team members' });
      const adaRow = table.getByRole('row').filter({ hasText: 'admin@acme.example' });
      await expect.poll(() => adaRow.textContent()).toContain('Owner');
      expect(await adaRow.textContent()).toContain('Enabled');
      expect(await adaRow.textContent()).toContain('Admin');
      expect(await table.getByRole('row').count()).toBe(11);
      await expectAccessible(page, '/team');

      await page.getByRole('searchbox', { name: 'Name or Email' }).fill('ivy');
      await expect.poll(() => table.getByRole('row').count()).toBe(2);
      expect(await table.getByRole('row').nth(1).textContent()).toContain('Invite Sent');

      await page.getByRole('searchbox', { name: 'Name or Email' }).fill('dan@');
      await expect.poll(async () => table.getByRole('row').nth(1).textContent()).toContain('Disabled');
    } finally {
      await browser.close();
    }
  });

  it('a signed-out deep link to /team signs in and comes back to the team', async () => {
    const browser = await newBrowser();
    try {
      const { page } = browser;
      await page.goto(`${portal.portalUrl}/team`);
      await page.waitForURL(`${portal.portalUrl}/?returnTo=%2Fteam`);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByRole('button', { name: 'Evan Exec' }).click();
      await page.waitForURL(`${portal.portalUrl}/team`);
      await page.getByRole('table', { name: 'Team members' }).getByText('exec@acme.example').waitFor();
    } finally {
      await browser.close();
    }
  });

  it('the finance manager sees only Dashboard', async () => {
    const browser = await newBrowser();
    try {
      await signInAs(browser.page, portal.portalUrl, 'Fiona Finance');
      expect(await navigationLabels(browser.page)).toEqual(['Dashboard']);
    } finally {
      await browser.close();
    }
  });

  it("the onboarding seller's user sees Onboarding, Data Room, Company, Team and the onboarding banner", async () => {
    const browser = await newBrowser();
    try {
      const { page } = browser;
      await signInAs(page, portal.portalUrl, 'Olivia Owner');
      expect(await navigationLabels(page)).toEqual(['Onboarding', 'Data Room', 'Company', 'Team']);
      await expect
        .poll(() => page.getByText('Your company is in Onboarding Mode. Complete tasks to proceed').count())
        .toBe(1);
    } finally {
      await browser.close();
    }
  });

  it('an unknown path shows the not-found screen', async () => {
    const browser = await newBrowser();
    try {
      const { page } = browser;
      await signInAs(page, portal.portalUrl, 'Ada Admin');
      await navigationLabels(page);
      await page.evaluate(() => {
        window.history.pushState(null, '', '/no-such-page');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect.poll(() => page.getByRole('heading', { name: 'Oops, page not found' }).count()).toBe(1);
      await page.getByRole('button', { name: 'Return to dashboard' }).click();
      await page.waitForURL(`${portal.portalUrl}/`);
    } finally {
      await browser.close();
    }
  });

  it('a micro-frontend that fails to load shows the generic error screen', async () => {
    const browser = await newBrowser();
    try {
      const { page } = browser;
      await page.route('**/mfe-team/*/mfe-team.js', (route) => route.abort());
      await signInAs(page, portal.portalUrl, 'Ada Admin');
      await page
        .getByRole('navigation', { name: 'Side navigation' })
        .getByRole('link', { name: 'Team' })
        .click();
      const screen = page.getByRole('main', { name: 'Something went wrong' });
      await screen.waitFor();
      await expectAccessible(page, 'the generic error screen');
      expect(await screen.getByRole('button', { name: 'Refresh Page' }).count()).toBe(1);
      expect(await screen.getByRole('button', { name: 'Log out' }).count()).toBe(1);
    } finally {
      await browser.close();
    }
  });
});
