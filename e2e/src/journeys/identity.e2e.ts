import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.js';
import { newBrowser, scriptToken, signInAs, startPortal, type RunningPortal } from '../support/portal.js';

let portal: RunningPortal;

beforeAll(async () => {
  portal = await startPortal();
});

afterAll(async () => {
  await portal?.stop();
});

const PASSWORD = 'journey-password';

async function sandboxPost(path: string, body?: unknown, token?: string): Promise<unknown> {
  const response = await fetch(`${portal.providerUrl}${path}`, {
    method: 'POST',
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

/** The newest verification code the sandbox outbox holds for an address. */
async function verificationCode(email: string): Promise<string> {
  const response = await fetch(
    `${portal.providerUrl}/sandbox/outbox.json?to=${encodeURIComponent(email)}&kind=EMAIL_VERIFICATION`,
  );
  const emails = (await response.json()) as { code: string }[];
  if (!emails[0]) throw new Error(`no verification email for ${email}`);
  return emails[0].code;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

/** Signs up on the identity provider from the portal's /signup, then verifies the email with the emailed link. */
async function signUpAndVerify(page: Page, email: string): Promise<void> {
  await page.goto(`${portal.portalUrl}/signup?email=${encodeURIComponent(email)}`);
  await heading(page, 'Create your Seller Portal account').waitFor();
  expect(await page.getByLabel('Email').inputValue()).toBe(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await heading(page, 'Verify your email address').waitFor();
  expect(new URL(page.url()).pathname).toBe('/verify-email');

  await page.goto(`${portal.portalUrl}/verify-email/${await verificationCode(email)}`);
  await heading(page, 'Your email has been verified').waitFor();
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('identity journeys', () => {
  it('a new user signs up, verifies, registers a company, skips the tour and lands on onboarding; a colleague waits, then is declined', async () => {
    const browser = await newBrowser();
    try {
      const { page } = browser;
      const owner = 'rita@ritaco.example';
      await page.goto(`${portal.portalUrl}/signup?email=${encodeURIComponent(owner)}`);
      await heading(page, 'Create your Seller Portal account').waitFor();
      await expectAccessible(page, "the identity provider's sign-up page");
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign up' }).click();
      await heading(page, 'Verify your email address').waitFor();
      await expectAccessible(page, '/verify-email');

      await page.getByRole('button', { name: 'Resend verification email' }).click();
      await page.getByText('Verification email has been sent').waitFor();

      // A wrong code gives the 400 text and leaves the account unverified.
      await page.goto(`${portal.portalUrl}/verify-email/not-a-real-code`);
      await heading(page, 'This link is no longer active/valid').waitFor();
      await expectAccessible(page, 'the invalid verification link');
      // A way forward: on to the portal, which asks again to verify.
      await page.getByRole('button', { name: 'Continue to Seller Portal' }).click();
      await heading(page, 'Verify your email address').waitFor();

      const code = await verificationCode(owner);
      await page.goto(`${portal.portalUrl}/verify-email/${code}`);
      await heading(page, 'Your email has been verified').waitFor();
      await page.getByRole('button', { name: 'Sign in' }).click();
      await heading(page, 'Tell us about your company').waitFor();
      expect(new URL(page.url()).pathname).toBe('/register');
      await expectAccessible(page, '/register');

      // The code is consumed: reusing it gives the 400 text.
      await page.goto(`${portal.portalUrl}/verify-email/${code}`);
      await heading(page, 'This link is no longer active/valid').waitFor();
      await page.goto(`${portal.portalUrl}/register`);
      await heading(page, 'Tell us about your company').waitFor();

      const continueButton = page.getByRole('button', { name: 'Continue' });
      expect(await continueButton.isDisabled()).toBe(true);
      await page.getByLabel('First Name').fill('   ');
      expect(await continueButton.isDisabled()).toBe(false);
      await continueButton.click();
      await page.getByText('First name is required').waitFor();
      await page.getByText('Last name is required').waitFor();
      await page.getByText('Company name is required').waitFor();
      expect(new URL(page.url()).pathname).toBe('/register');
      await expectAccessible(page, '/register with its messages');

      await page.getByLabel('First Name').fill(' Rita ');
      await page.getByLabel('Last Name').fill('Owner');
      await page.getByLabel('Company Name').fill('Rita Co');
      await continueButton.click();
      await heading(page, 'Welcome').waitFor();
      await expectAccessible(page, 'the welcome tour');
      await page.getByRole('button', { name: 'Skip Welcome Tour' }).click();
      await page.waitForURL(`${portal.portalUrl}/org/onboarding`);
      await page.getByText('Your company is in Onboarding Mode. Complete tasks to proceed').waitFor();
    } finally {
      await browser.close();
    }

    const colleagueBrowser = await newBrowser();
    try {
      const { page } = colleagueBrowser;
      const colleague = 'cole@ritaco.example';
      await signUpAndVerify(page, colleague);
      await heading(page, 'Your company is already registered').waitFor();
      expect(new URL(page.url()).pathname).toBe('/domain-registered');
      await expectAccessible(page, '/domain-registered');
      await page.getByText('Rita Owner').waitFor();

      const ownerToken = await scriptToken(portal.providerUrl, 'rita@ritaco.example', PASSWORD);
      const pending = await fetch(`${portal.providerUrl}/api/v1/teams/pending-join-requests`, {
        headers: { authorization: `Bearer ${ownerToken}` },
      });
      const requests = (await pending.json()) as { id?: string; joinRequestId?: string; email: string }[];
      const request = requests.find((item) => item.email === colleague);
      expect(request).toBeDefined();
      await sandboxPost(
        '/api/teams/pending-join-request/reject',
        { joinRequestId: request!.joinRequestId ?? request!.id },
        ownerToken,
      );

      await page.reload();
      await heading(page, 'Your request join the company was declined').waitFor();
      expect(new URL(page.url()).pathname).toBe('/request-outcome');
      await expectAccessible(page, '/request-outcome');
      // Support, named on the page, can be reached from it.
      expect(await page.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(
        'mailto:support@seller-portal.example',
      );
      await page.getByRole('button', { name: 'Log out' }).click();
      await heading(page, 'Welcome to the Seller Portal').waitFor();
    } finally {
      await colleagueBrowser.close();
    }
  });

  it('a second identity for an existing email links accounts through a popup re-login, then signs in', async () => {
    const browser = await newBrowser();
    try {
      const { page, context } = browser;
      // The provider query parameter goes straight to that connection.
      await page.goto(`${portal.portalUrl}/?provider=sandbox-sso`);
      await heading(page, 'Sandbox SSO').waitFor();
      await page.getByLabel('Work email').fill('finance@acme.example');
      await page.getByRole('button', { name: 'Continue with Sandbox SSO' }).click();
      await heading(page, 'Link your accounts').waitFor();
      await expectAccessible(page, '/link-accounts');
      const linkUrl = new URL(page.url());
      expect(linkUrl.pathname).toBe('/link-accounts');
      expect(linkUrl.searchParams.get('session_token')).toBeTruthy();

      const [popup] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('button', { name: 'Sign in to link accounts' }).click(),
      ]);
      await popup.getByRole('button', { name: 'Fiona Finance' }).click();
      await page.waitForURL(
        (url) => url.origin === portal.portalUrl && !['/link-accounts', '/callback'].includes(url.pathname),
      );
      const nav = page.getByRole('navigation', { name: 'Side navigation' });
      await nav.getByRole('link', { name: 'Dashboard' }).waitFor();

      // Next time the linked identity signs in directly.
      const again = await newBrowser();
      try {
        await again.page.goto(`${portal.portalUrl}/?provider=sandbox-sso`);
        await again.page.getByLabel('Work email').fill('finance@acme.example');
        await again.page.getByRole('button', { name: 'Continue with Sandbox SSO' }).click();
        await again.page
          .getByRole('navigation', { name: 'Side navigation' })
          .getByRole('link', { name: 'Dashboard' })
          .waitFor();
      } finally {
        await again.close();
      }
    } finally {
      await browser.close();
    }
  });

  it('refuses an account-linking URL without its parameters', async () => {
    const browser = await newBrowser();
    try {
      await browser.page.goto(`${portal.portalUrl}/link-accounts?session_token=abc`);
      await browser.page.getByText("Invalid account linking URL. Can't link accounts.").waitFor();
      await expectAccessible(browser.page, 'the invalid account-linking page');
      await browser.page.getByRole('link', { name: 'Go to sign in' }).click();
      await heading(browser.page, 'Welcome to the Seller Portal').waitFor();
    } finally {
      await browser.close();
    }
  });

  it('shows the maintenance page instead of the app while maintenance mode is on', async () => {
    const browser = await newBrowser();
    await sandboxPost('/sandbox/settings', { sellerAppIsInMaintenanceMode: true });
    try {
      await browser.page.goto(`${portal.portalUrl}/`);
      await heading(browser.page, 'Seller Portal is under maintenance').waitFor();
      await expectAccessible(browser.page, 'the maintenance page');
      expect(await browser.page.getByRole('button', { name: 'Sign in', exact: true }).count()).toBe(0);
    } finally {
      await sandboxPost('/sandbox/settings', { sellerAppIsInMaintenanceMode: false });
      await browser.close();
    }
  });

  it('shows the not-found screen for an unknown path, sends signed-out-only routes home, and logs out on access_denied', async () => {
    const browser = await newBrowser();
    try {
      const { page } = browser;
      await signInAs(page, portal.portalUrl, 'Ada Admin');
      await page.goto(`${portal.portalUrl}/no-such-page`);
      await heading(page, 'Oops, page not found').waitFor();
      await expectAccessible(page, 'the not-found screen');
      await page.getByRole('button', { name: 'Return to dashboard' }).click();
      await page.waitForURL(`${portal.portalUrl}/`);

      // Signed-out-only routes send a signed-in user home.
      for (const path of ['/signup', '/domain-registered']) {
        await page.goto(`${portal.portalUrl}${path}`);
        await page.getByRole('navigation', { name: 'Side navigation' }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/');
      }

      // error=access_denied from the identity provider logs the user out, back to the origin.
      await page.goto(`${portal.portalUrl}/?error=access_denied`);
      await heading(page, 'Welcome to the Seller Portal').waitFor();
      await page.reload();
      await heading(page, 'Welcome to the Seller Portal').waitFor();
    } finally {
      await browser.close();
    }
  });

  it('sends the user back to sign-in when their sessions are revoked and the token refresh fails', async () => {
    const browser = await newBrowser();
    try {
      const { page } = browser;
      await signInAs(page, portal.portalUrl, 'Sam Sales');
      await page.getByRole('navigation', { name: 'Side navigation' }).waitFor();
      await sandboxPost('/sandbox/sessions/revoke?email=sales%40acme.example');
      // The same renewal the session runs before a token expires, triggered now. The revocation also ends the
      // user's socket at once (docs/adr/014), so the page may already be leaving for sign-in: either way it goes.
      await page
        .evaluate(() => {
          const system = (window as unknown as { System: { import(name: string): Promise<unknown> } }).System;
          void system
            .import('@seller-portal/platform')
            .then((platform) =>
              (platform as { getSession(): { refresh(): Promise<unknown> } }).getSession().refresh(),
            );
        })
        .catch((error: unknown) => {
          if (!String(error).includes('Execution context was destroyed')) throw error;
        });
      await heading(page, 'Welcome to the Seller Portal').waitFor();
      await page.getByRole('button', { name: 'Sign in with Sandbox SSO' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
    } finally {
      await browser.close();
    }
  });
});
