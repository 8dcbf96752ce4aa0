import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.js';
import { newBrowser, signInAs, startPortal, type RunningPortal } from '../support/portal.js';

let portal: RunningPortal;

beforeAll(async () => {
  portal = await startPortal();
});

afterAll(async () => {
  await portal?.stop();
});

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const sideNav = (page: Page) => page.getByRole('navigation', { name: 'Side navigation' });
/** Whether the side navigation shows (Carbon's closed overlay is 0 px wide and inert). */
const navShown = (page: Page) =>
  sideNav(page).evaluate((nav) => nav.getBoundingClientRect().width > 0 && !nav.hasAttribute('inert'));

/** The colour of an element's text and of the first ancestor that paints a background. */
async function colours(page: Page, selector: string): Promise<{ text: string; background: string }> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      let painted: Element | null = element;
      let background = 'rgba(0, 0, 0, 0)';
      while (painted && background === 'rgba(0, 0, 0, 0)') {
        background = getComputedStyle(painted).backgroundColor;
        painted = painted.parentElement;
      }
      return { text: getComputedStyle(element).color, background };
    });
}

describe('the shell, as a new user meets it', () => {
  it('an owner in onboarding can type in the invite modal: the banner with its link takes no focus', async () => {
    const browser = await newBrowser();
    try {
      const { page } = browser;
      await signInAs(page, portal.portalUrl, 'Olivia Owner');
      const banner = page.getByRole('region', { name: 'Company status' });
      await banner.getByText('Your company is in Onboarding Mode. Complete tasks to proceed').waitFor();
      await expectAccessible(page, 'the onboarding dashboard');
      await sideNav(page).getByRole('link', { name: 'Team' }).click();
      await page.getByRole('table', { name: 'Team members' }).waitFor();
      await expectAccessible(page, '/team in onboarding');

      await page.getByRole('button', { name: 'Invite a Team Member' }).click();
      const invite = page.getByRole('dialog', { name: 'Invite a Team Member' });
      const email = invite.getByLabel('Email Address');
      await expect.poll(() => email.evaluate((field) => field === document.activeElement)).toBe(true);
      await page.keyboard.type('new@nimbus.example');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Nia');
      expect(await email.inputValue()).toBe('new@nimbus.example');
      expect(await invite.getByLabel('Recipient First Name').inputValue()).toBe('Nia');
      await expectAccessible(page, 'the invite modal in onboarding');
      await page.keyboard.press('Escape');
      await expect.poll(() => invite.count()).toBe(0);

      // A keyboard user moves on past the banner's link.
      const link = banner.getByRole('link', { name: 'Go to onboarding tasks' });
      await link.focus();
      await page.keyboard.press('Tab');
      expect(await link.evaluate((element) => element === document.activeElement)).toBe(false);
      await link.click();
      await page.waitForURL(`${portal.portalUrl}/org/onboarding`);
    } finally {
      await browser.close();
    }
  });

  it('the user menu shows the name, email and Log out in readable colours, and holds no Tab stop while closed', async () => {
    const browser = await newBrowser();
    try {
      const { page } = browser;
      await signInAs(page, portal.portalUrl, 'Sam Sales');
      await sideNav(page).waitFor();
      expect(await page.getByRole('button', { name: 'Log out' }).count()).toBe(0);
      await page.getByRole('button', { name: 'User menu' }).click();
      const menu = page.getByRole('group', { name: 'User menu' });
      await menu.getByText('sales@acme.example').waitFor();
      for (const selector of ['.portal-user-menu__who strong', '.portal-user-menu__item']) {
        const { text, background } = await colours(page, selector);
        expect(text, selector).not.toBe(background);
      }
      expect((await colours(page, '.portal-user-menu__item')).text).toBe('rgb(22, 22, 22)');
      await expectAccessible(page, 'the open user menu');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('User Settings');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Log out');
      await page.keyboard.press('Escape');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('User menu');
      expect(await page.getByRole('button', { name: 'Log out' }).count()).toBe(0);

      // User Settings is one step from every page, by keyboard: the menu closes and the settings show.
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${portal.portalUrl}/account/settings`);
      await page.getByRole('textbox', { name: 'First Name' }).waitFor();
      expect(await page.getByRole('group', { name: 'User menu' }).count()).toBe(0);
    } finally {
      await browser.close();
    }
  });

  it('works at every width: the side navigation opens from the menu button below 1056 px and never blocks the page', async () => {
    const browser = await newBrowser();
    try {
      const { page } = browser;
      await signInAs(page, portal.portalUrl, 'Ada Admin');
      await sideNav(page).waitFor();
      // Wide: the navigation stands beside the content; no menu button.
      expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
      expect(await navShown(page)).toBe(true);
      await sideNav(page).getByRole('link', { name: 'Team' }).click();
      await page.getByRole('table', { name: 'Team members' }).waitFor();

      for (const width of [1024, 375, 320]) {
        await page.setViewportSize({ width, height: 800 });
        // The content takes clicks: nothing covers it.
        await page.getByRole('searchbox', { name: 'Name or Email' }).click({ timeout: 5000 });
        expect(await navShown(page)).toBe(false);
        await expectAccessible(page, `/team at ${width} px`);

        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect.poll(() => navShown(page)).toBe(true);
        await expectAccessible(page, `the open navigation at ${width} px`);
        // Clicking the overlay closes it.
        await page.mouse.click(width - 10, 400);
        await expect.poll(() => navShown(page)).toBe(false);

        // Navigating closes it.
        await page.getByRole('button', { name: 'Open menu' }).click();
        await sideNav(page).getByRole('link', { name: 'Customers' }).click();
        await page.waitForURL(`${portal.portalUrl}/customers`);
        await expect.poll(() => navShown(page)).toBe(false);
        await page.getByRole('button', { name: 'Open menu' }).click();
        await sideNav(page).getByRole('link', { name: 'Team' }).click();
        await page.getByRole('table', { name: 'Team members' }).waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
    } finally {
      await browser.close();
    }
  });

  it('every page follows the navigation: a link past it is not found, and the page under an item highlights it', async () => {
    const cases: [persona: string, paths: string[]][] = [
      ['Uma Under', ['/offers/create-quote', '/offers', '/customers']],
      ['Alex Account', ['/team', '/team/requests', '/files', '/org/settings', '/org/saas-metrics']],
      ['Fiona Finance', ['/customers', '/team', '/offers/create-quote']],
    ];
    for (const [persona, paths] of cases) {
      const browser = await newBrowser();
      try {
        const { page } = browser;
        await signInAs(page, portal.portalUrl, persona);
        for (const path of paths) {
          await page.goto(`${portal.portalUrl}${path}`);
          await heading(page, 'Oops, page not found').waitFor();
          // Nothing of the page behind it shows or loads, not even a failure toast.
          expect(await page.getByRole('main', { name: 'Oops, page not found' }).count()).toBe(1);
          expect(await page.locator('#portal-content').isHidden()).toBe(true);
          expect(await page.getByText('Something went wrong. Try again.').count()).toBe(0);
        }
        await expectAccessible(page, `a page past ${persona}'s navigation`);
      } finally {
        await browser.close();
      }
    }

    const browser = await newBrowser();
    try {
      const { page } = browser;
      await signInAs(page, portal.portalUrl, 'Ada Admin');
      await page.goto(`${portal.portalUrl}/org/saas-metrics`);
      const company = sideNav(page).getByRole('link', { name: 'Company' });
      await expect.poll(() => company.getAttribute('aria-current')).toBe('page');
      await page.goto(`${portal.portalUrl}/offers/create-quote`);
      await heading(page, 'Create Offer').waitFor();
      await expect
        .poll(() => sideNav(page).getByRole('link', { name: 'Offers' }).getAttribute('aria-current'))
        .toBe('page');
    } finally {
      await browser.close();
    }
  });

  it('every call to the gateway starts a trace, which the answer names (for support and the operator’s traces)', async () => {
    const browser = await newBrowser();
    try {
      const { page } = browser;
      const graphql = page.waitForResponse((response) => new URL(response.url()).pathname === '/graphql');
      await signInAs(page, portal.portalUrl, 'Ada Admin');
      const answer = await graphql;
      const sent = (await answer.request().allHeaders()).traceparent ?? '';
      expect(sent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
      const traceId = sent.slice(3, 35);
      expect((await answer.allHeaders()).traceresponse).toMatch(
        new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`),
      );
    } finally {
      await browser.close();
    }
  });

  it('Terms and Privacy are real pages, signed out and signed in', async () => {
    const browser = await newBrowser();
    try {
      const { page } = browser;
      await page.goto(`${portal.portalUrl}/`);
      await heading(page, 'Welcome to the Seller Portal').waitFor();
      await expectAccessible(page, 'the sign-in page');
      await page.getByRole('link', { name: 'Terms' }).click();
      await heading(page, 'Seller Terms of Service').waitFor();
      expect(new URL(page.url()).pathname).toBe('/seller-terms');
      await expectAccessible(page, '/seller-terms signed out');
      await page.goto(`${portal.portalUrl}/privacy`);
      await heading(page, 'Privacy Notice').waitFor();
      await expectAccessible(page, '/privacy signed out');
      await page.getByRole('link', { name: 'Back to Seller Portal' }).click();
      await heading(page, 'Welcome to the Seller Portal').waitFor();

      await signInAs(page, portal.portalUrl, 'Ada Admin');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
      await heading(page, 'Privacy Notice').waitFor();
      await sideNav(page).waitFor();
      await expectAccessible(page, '/privacy signed in');
      await page.goto(`${portal.portalUrl}/seller-terms`);
      await heading(page, 'Seller Terms of Service').waitFor();
      await sideNav(page).waitFor();
      await expectAccessible(page, '/seller-terms signed in');
      await page.goto(`${portal.portalUrl}/no-such-page`);
      await heading(page, 'Oops, page not found').waitFor();
      await expectAccessible(page, 'the not-found screen');
    } finally {
      await browser.close();
    }
  });
});
