import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  accessToken,
  allOffers,
  ApiError,
  createOffer,
  downloadFile,
  graphql,
  verifyWebhook,
  webhookHandler,
  type ApiCredentials,
  type WebhookEvent,
} from '../../../docs/integrators/example.js';
import { expectAccessible } from '../support/axe.js';
import {
  asColleagues,
  navigationLabels,
  newBrowser,
  scriptToken,
  sellerIdOf,
  signInAs,
  startPortal,
  type RunningPortal,
} from '../support/portal.js';

let portal: RunningPortal;

beforeAll(async () => {
  portal = await startPortal({
    // The webhooks journey's receiver listens on this machine, and its retries come in a fraction of a second.
    providerEnv: {
      SANDBOX_WEBHOOK_ENDPOINTS_ALLOW_LOCAL: 'on',
      SANDBOX_WEBHOOK_ENDPOINTS_RETRY_DELAYS_MS: '300,300',
    },
  });
});

afterAll(async () => {
  await portal?.stop();
});

async function toast(page: Page, text: string): Promise<void> {
  await page.locator('.portal-toasts').getByText(text, { exact: true }).first().waitFor();
}

async function control(path: string): Promise<void> {
  const answer = await fetch(`${portal.providerUrl}/sandbox${path}`, { method: 'POST' });
  expect(answer.ok, path).toBe(true);
}

async function openTask(page: Page, label: string, path: string): Promise<void> {
  await page.getByRole('link', { name: label }).click();
  await page.waitForURL(`${portal.portalUrl}${path}`);
}

async function chooseAddress(page: Page, typed: string, label: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Address' }).fill(typed);
  await page.getByRole('option', { name: label }).click();
}

describe('company lifecycle', () => {
  it('the onboarding owner completes every task, submits, sees underwriting at once, and is approved', async () => {
    const browser = await newBrowser();
    const { page } = browser;
    try {
      await signInAs(page, portal.portalUrl, 'Olivia Owner');
      await page.waitForURL(`${portal.portalUrl}/org/onboarding`);
      await page.getByRole('heading', { name: 'Stage 1: Complete Your Business Profile' }).waitFor();
      expect(await page.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
      await expectAccessible(page, 'onboarding');

      // Account profile.
      await openTask(page, 'CHANGE Account profile', '/account/settings');
      await page.getByLabel('Title').fill('Chief Executive Officer');
      // Stored phones are shown as (###) ###-#### (spec 01 section 5).
      expect(await page.getByLabel('Phone Number', { exact: true }).inputValue()).toBe('(555) 010-0190');
      await page.getByLabel('Mobile Phone Number').fill('(555) 010-0199');
      expect(await page.getByLabel('Email').isDisabled()).toBe(true);
      await expectAccessible(page, 'user settings');
      await page.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Successfully updated your Account Settings.');
      await page.waitForURL(`${portal.portalUrl}/org/onboarding`);

      // Company details: a domestic EIN with a prefix the IRS never issues, then an international company.
      await openTask(page, 'CHANGE Company details', '/org/settings');
      const details = page.getByRole('form', { name: 'Company Details' });
      await details.getByLabel('EIN').fill('07-1234567');
      await details.getByRole('button', { name: 'Save' }).click();
      await details.getByText('EIN is Invalid').waitFor();
      await details.getByLabel('EIN').fill('941234567');
      await details.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Successfully updated your Company Settings.');
      await page
        .locator('.portal-toasts')
        .getByRole('link', { name: 'Back to onboarding tasks' })
        .first()
        .waitFor();
      await expectAccessible(page, 'company overview');

      await details.getByText('USA', { exact: true }).click();
      await chooseAddress(page, 'zurich', 'Bahnhofstrasse 45, 8001 Zürich, CHE');
      expect(await details.getByLabel('Entity').count()).toBe(0);
      // The EIN field becomes the company identification number (the spec keeps its value): empty it.
      await details.getByLabel('Company Identification Number').fill('');
      await details.getByRole('button', { name: 'Save' }).click();
      await details.getByText('Country is required').waitFor();
      await details.getByText('Company Identification Number is required').waitFor();
      await details.getByLabel('Country incorporated').selectOption({ label: 'Switzerland' });
      await details.getByLabel('Company Identification Number').fill('CHE-123.456.789');
      await details.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Successfully updated your Company Settings.');

      // SaaS metrics (an optional step later): blanks are 0.
      await page.getByRole('tab', { name: 'SaaS Metrics' }).click();
      await page.waitForURL(`${portal.portalUrl}/org/saas-metrics`);
      // Amounts read with thousands separators as they are typed, and the caret stays where the seller types.
      const arr = page.getByLabel('Calendar Year ARR');
      await arr.fill('');
      await arr.pressSequentially('200000');
      expect(await arr.inputValue()).toBe('200,000');
      await arr.press('Home');
      await arr.pressSequentially('1a');
      expect(await arr.inputValue()).toBe('1,200,000');
      await arr.pressSequentially('5');
      expect(await arr.inputValue()).toBe('15,200,000');
      await arr.fill('1200000');
      expect(await arr.inputValue()).toBe('1,200,000');
      await page.getByLabel('Net Retention (%)').fill('');
      await expectAccessible(page, 'SaaS metrics');
      await page.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Successfully updated your Sass metrics.');

      // An accounting system through the sandbox's link page.
      await page.getByRole('tab', { name: 'Accounting Connections' }).click();
      await page.waitForURL(`${portal.portalUrl}/org/accounting-connections`);
      await page.getByRole('button', { name: 'Connect Xero' }).waitFor();
      await expectAccessible(page, 'accounting connections');
      expect(await page.getByText('This onboarding task is done.').count()).toBe(0);
      // Cancelled on the link page: the card says what it waits for, and Re-authenticate finishes it.
      await page.getByRole('button', { name: 'Connect Xero' }).click();
      await page.getByRole('heading', { name: 'Connect Xero' }).waitFor();
      await expectAccessible(page, 'sandbox link page');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL(`${portal.portalUrl}/org/accounting-connections`);
      await page
        .getByText('Not finished: the connection waits for you to sign in at the provider.', { exact: false })
        .waitFor();
      expect(await page.getByText('Pending', { exact: true }).count()).toBe(1);
      await expectAccessible(page, 'a pending connection');
      await page.getByRole('button', { name: 'Re-authenticate Xero' }).click();
      await page.getByRole('heading', { name: 'Connect Xero' }).waitFor();
      await page.getByRole('button', { name: 'Authorize' }).click();
      await page.waitForURL(`${portal.portalUrl}/org/accounting-connections`);
      await page.getByRole('button', { name: 'Disconnect Xero' }).waitFor();
      expect(await page.getByText('Connected', { exact: true }).count()).toBe(1);
      // Back from the provider, the task is done and the way back to the checklist is offered.
      await page.getByText('This onboarding task is done.').waitFor();
      expect(await page.getByRole('link', { name: 'Back to onboarding tasks' }).getAttribute('href')).toBe(
        '/org/onboarding',
      );

      // The bank through an exception request.
      await page.getByRole('tab', { name: 'Banking Connections' }).click();
      await page.waitForURL(`${portal.portalUrl}/org/banking-connections`);
      await page.getByRole('button', { name: 'Request an exception' }).click();
      const ask = page.getByRole('dialog', { name: 'Request an exception' });
      await ask.getByRole('button', { name: 'Submit' }).click();
      await ask.getByText('Exception Reason is required').waitFor();
      await ask.getByText('Comments are required').waitFor();
      // The message describes its field, so a screen reader reads it with the field.
      const described = await ask.getByLabel('Exception Reason').getAttribute('aria-describedby');
      expect(await page.locator(`[id="${described}"]`).textContent()).toBe('Exception Reason is required');
      await expectAccessible(page, 'request-exception modal');
      await ask
        .getByLabel('Exception Reason')
        .selectOption({ label: 'My accounting platform or bank is not available' });
      await ask.getByLabel('Comments').fill('Our credit union has no online access for businesses.');
      await ask.getByRole('button', { name: 'Submit' }).click();
      await ask.getByText('platform or bank name is required').waitFor();
      await ask.getByLabel('Platform or bank name').fill('Nimbus Credit Union');
      await ask.getByRole('button', { name: 'Submit' }).click();
      await toast(page, 'Exception created successfully.');
      const confirmation = page.getByRole('dialog', { name: 'Bank exception requested' });
      await confirmation.getByText(/last 2 quarters of bank statements/).waitFor();
      await expectAccessible(page, 'bank exception confirmation');
      await confirmation.getByRole('button', { name: 'Close' }).click();
      // The exception does the bank's task: the way back is offered here too, and taken.
      await page.getByText('This onboarding task is done.').waitFor();
      // Focus is back on what opened the dialog before axe looks (its colours change as it lands).
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe('Request an exception');
      await expectAccessible(page, 'banking connections, task done');
      await page.screenshot({ path: 'artifacts/banking-connections-task-done.png' });
      await page.getByRole('link', { name: 'Back to onboarding tasks' }).click();
      await page.waitForURL(`${portal.portalUrl}/org/onboarding`);

      // Documents: the owner uploads bank statements in the data room, and the upload's toast leads back to the
      // checklist.
      await page
        .getByRole('navigation', { name: 'Side navigation' })
        .getByRole('link', { name: 'Data Room' })
        .click();
      await page.waitForURL(`${portal.portalUrl}/files`);
      await page.getByRole('button', { name: 'Upload Files' }).click();
      const upload = page.getByRole('dialog', { name: 'Upload Files' });
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        upload.getByRole('button', { name: 'Choose files' }).click(),
      ]);
      await chooser.setFiles([
        {
          name: 'Bank Statements H1.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from('month,balance\nJan,1200\n'),
        },
      ]);
      await upload.getByRole('button', { name: 'Upload', exact: true }).click();
      await toast(page, 'Successfully uploaded your file');
      await upload.getByRole('button', { name: 'Done' }).click();
      await page.locator('.portal-toasts').getByRole('link', { name: 'Back to onboarding tasks' }).click();
      await page.waitForURL(`${portal.portalUrl}/org/onboarding`);
      await expect.poll(() => page.getByText('Complete', { exact: true }).count()).toBe(5);
      await page.getByRole('button', { name: 'Submit' }).click();

      // Underwriting at once: the splash, the banner and the navigation, without a reload.
      await page.getByRole('heading', { name: 'Thank you for submitting your application' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      await page
        .getByText('Your company is currently being Underwritten. Our team will be in touch shortly.')
        .waitFor();
      expect(await navigationLabels(page)).toEqual(['Dashboard', 'Data Room', 'Company', 'Team']);
      await page.getByText('Evaluation typically takes 2 business days.', { exact: false }).waitFor();
      await page.getByText('Done', { exact: true }).waitFor(); // SaaS metrics, provided above
      await expectAccessible(page, 'underwriting splash');

      // The provider decides: the owner's page follows at once (banner, navigation, dashboard), without a reload.
      await control(`/sellers/${await sellerIdOf(portal.providerUrl, 'owner@nimbus.example')}/approve`);
      await expect
        .poll(() => navigationLabels(page), { timeout: 15_000 })
        .toEqual(['Dashboard', 'Offers', 'Customers', 'Data Room', 'Company', 'Team']);
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      expect(
        await page.getByText('Your company is currently being Underwritten.', { exact: false }).count(),
      ).toBe(0);
    } finally {
      await browser.close();
    }
  });

  it('two colleagues save the company settings at once: each keeps their change, and a clash is refused with Reload', async () => {
    await asColleagues(portal.portalUrl, ['Ada Admin', 'Evan Exec'], async (ada, evan) => {
      for (const page of [ada, evan]) {
        await page.goto(`${portal.portalUrl}/org/settings`);
        await page.getByRole('textbox', { name: 'Website URL' }).waitFor();
      }
      const website = (page: Page) => page.getByRole('textbox', { name: 'Website URL' });
      const employees = (page: Page) => page.getByRole('combobox', { name: 'Number of Employees' });
      const saveDetails = (page: Page) =>
        page.getByRole('form', { name: 'Company Details' }).getByRole('button', { name: 'Save' });
      const sizeBefore = await employees(evan).inputValue();
      const size = sizeBefore === 'D' ? 'E' : 'D';

      // Ada saves a new website; Evan, whose form was opened before, changes only the number of employees.
      await website(ada).fill('https://acme.example/from-ada');
      await saveDetails(ada).click();
      await toast(ada, 'Successfully updated your Company Settings.');
      await employees(evan).selectOption(size);
      await saveDetails(evan).click();
      await toast(evan, 'Successfully updated your Company Settings.');
      // Evan's form now shows what is stored: Ada's website and his size.
      expect(await website(evan).inputValue()).toBe('https://acme.example/from-ada');

      // A third look, fresh from the server: both changes are there.
      await ada.reload();
      await website(ada).waitFor();
      expect(await website(ada).inputValue()).toBe('https://acme.example/from-ada');
      expect(await employees(ada).inputValue()).toBe(size);

      // Ada changes the website again; Evan, still on his form, changes it too: refused, with the reason and Reload.
      await website(ada).fill('https://acme.example/ada-again');
      await saveDetails(ada).click();
      await toast(ada, 'Successfully updated your Company Settings.');
      await website(evan).fill('https://acme.example/from-evan');
      await saveDetails(evan).click();
      await evan.getByText('Someone else changed this after you opened the form.').waitFor();
      await evan
        .getByText(
          'Someone else saved changes to this form after you opened it. Reload it to see their changes; what you typed stays until you do.',
        )
        .waitFor();
      expect(await website(evan).inputValue()).toBe('https://acme.example/from-evan');
      await expectAccessible(evan, 'company settings changed by someone else');
      await evan.setViewportSize({ width: 1024, height: 768 });
      await evan.getByRole('button', { name: 'Reload' }).scrollIntoViewIfNeeded();
      await evan.screenshot({ path: 'artifacts/company-settings-changed-by-someone-else-1024.png' });

      // By keyboard: Reload puts what is stored in the form and takes the focus to its first field.
      await evan.getByRole('button', { name: 'Reload' }).focus();
      await evan.keyboard.press('Enter');
      await expect.poll(() => website(evan).inputValue()).toBe('https://acme.example/ada-again');
      await expect
        .poll(() => evan.evaluate(() => (document.activeElement as HTMLInputElement | null)?.id))
        .toBe('company-name');
      expect(await evan.getByRole('button', { name: 'Reload' }).count()).toBe(0);
      await evan.screenshot({ path: 'artifacts/company-settings-reloaded.png' });
    });
  });

  it('two colleagues save the SaaS metrics at once: each keeps their change, and a clash is refused with Reload', async () => {
    await asColleagues(portal.portalUrl, ['Ada Admin', 'Evan Exec'], async (ada, evan) => {
      const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
      const save = (page: Page) =>
        page.getByRole('form', { name: 'SaaS Metrics' }).getByRole('button', { name: 'Save' });
      for (const page of [ada, evan]) {
        await page.goto(`${portal.portalUrl}/org/saas-metrics`);
        await field(page, 'Calendar Year ARR').waitFor();
      }
      await field(ada, 'Calendar Year ARR').fill('2400000');
      await save(ada).click();
      await toast(ada, 'Successfully updated your Sass metrics.');
      await field(evan, 'Net Retention (%)').fill('112');
      await save(evan).click();
      await toast(evan, 'Successfully updated your Sass metrics.');
      expect(await field(evan, 'Calendar Year ARR').inputValue()).toBe('2,400,000');
      await ada.reload();
      await field(ada, 'Calendar Year ARR').waitFor();
      expect(await field(ada, 'Net Retention (%)').inputValue()).toBe('112');

      await field(ada, 'Monthly Recurring Revenue').fill('210000');
      await save(ada).click();
      await toast(ada, 'Successfully updated your Sass metrics.');
      await field(evan, 'Monthly Recurring Revenue').fill('190000');
      await save(evan).click();
      await evan.getByText('Someone else changed this after you opened the form.').waitFor();
      expect(await field(evan, 'Monthly Recurring Revenue').inputValue()).toBe('190,000');
      await expectAccessible(evan, 'SaaS metrics changed by someone else');
      await evan.getByRole('button', { name: 'Reload' }).focus();
      await evan.keyboard.press('Enter');
      await expect.poll(() => field(evan, 'Monthly Recurring Revenue').inputValue()).toBe('210,000');
      await expect
        .poll(() => evan.evaluate(() => (document.activeElement as HTMLInputElement | null)?.id))
        .toBe('saas-calendarYearArr');
    });
  });

  it('an account executive sees the Welcome splash, and the company pages are not found for them', async () => {
    const browser = await newBrowser();
    try {
      const { page } = browser;
      await signInAs(page, portal.portalUrl, 'Alex Account');
      await page.getByRole('heading', { name: 'Welcome to Seller Portal' }).waitFor();
      await page.getByText('Financing without discount or dilution').waitFor();
      await expectAccessible(page, 'welcome splash');
      // Company is not in their navigation: its pages are not found for them, as every page past the navigation.
      await page.goto(`${portal.portalUrl}/org/settings`);
      await page.getByRole('heading', { name: 'Oops, page not found' }).waitFor();
    } finally {
      await browser.close();
    }
  });
});

/** A value a once-only modal shows (a client secret, a signing secret), read as a person copies it. */
const shownOnce = (page: Page, label: string) =>
  page
    .locator('.org-api-credential')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('code')
    .innerText();

describe('API access', () => {
  /** The guide's shell commands, as written (docs/integrators.md: the block after "runs in CI"). */
  const guideCommands = (() => {
    const guide = readFileSync(new URL('../../../docs/integrators.md', import.meta.url), 'utf8');
    const block = /<!-- runs in CI[^>]*-->\s*```sh\n([\s\S]*?)```/.exec(guide)?.[1];
    if (!block) throw new Error('docs/integrators.md has no block that runs in CI');
    return block;
  })();

  /** The credentials the one-time modal shows, read as a person copies them. */
  async function shownCredentials(page: Page): Promise<ApiCredentials> {
    return {
      clientId: await shownOnce(page, 'Client ID'),
      clientSecret: await shownOnce(page, 'Client secret'),
      tokenEndpoint: await shownOnce(page, 'Token endpoint'),
      audience: await shownOnce(page, 'Audience'),
    };
  }

  it('an admin creates an API client by keyboard, the integrator’s guide runs with what is shown once, and rotating or revoking ends the old credentials at once', async () => {
    const browser = await newBrowser();
    const { page } = browser;
    try {
      await signInAs(page, portal.portalUrl, 'Ada Admin');
      await page.goto(`${portal.portalUrl}/org/api-access`);
      await page.getByRole('tab', { name: 'API access', selected: true }).waitFor();
      await page.getByRole('heading', { name: 'No API clients yet' }).waitFor();
      await expectAccessible(page, 'API access, no clients yet');

      // By keyboard: the create button, the form's fields, a refusal in words, then the scope it needs.
      await page.getByRole('button', { name: 'Create API client' }).focus();
      await page.keyboard.press('Enter');
      const form = page.getByRole('dialog', { name: 'Create API client' });
      await form.getByLabel('Name').waitFor();
      expect(await form.getByLabel('Name').evaluate((input) => input === document.activeElement)).toBe(true);
      await page.keyboard.type('Billing sync');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Sales');
      await form.getByRole('button', { name: 'Create' }).focus();
      await page.keyboard.press('Enter');
      await form.getByText('Choose at least one scope.').waitFor();
      expect(await form.getByLabel('Name').inputValue()).toBe('Billing sync');
      await form.getByRole('checkbox', { name: 'Offers: read' }).focus();
      await page.keyboard.press('Space');
      await form.getByRole('checkbox', { name: 'Reports: read' }).focus();
      await page.keyboard.press('Space');
      await expectAccessible(page, 'the create API client form');
      await form.getByRole('button', { name: 'Create' }).focus();
      await page.keyboard.press('Enter');

      const secret = page.getByRole('dialog', { name: 'API client Billing sync created' });
      await secret.getByText('Copy the secret now: it is not shown again.').waitFor();
      const credentials = await shownCredentials(page);
      expect(credentials.tokenEndpoint).toBe(`${portal.providerUrl}/oidc/token`);
      await page.screenshot({ path: 'artifacts/api-client-created-1280.png' });
      await expectAccessible(page, 'the new API client’s secret');

      // The guide's commands, verbatim, with what the modal showed.
      const answer = execFileSync('bash', ['-euo', 'pipefail', '-c', guideCommands], {
        encoding: 'utf8',
        env: {
          ...process.env,
          CLIENT_ID: credentials.clientId,
          CLIENT_SECRET: credentials.clientSecret,
          TOKEN_ENDPOINT: credentials.tokenEndpoint,
          AUDIENCE: credentials.audience,
          PORTAL: portal.portalUrl,
        },
      });
      const listed = JSON.parse(answer) as {
        data: { offers: { items: { id: string }[]; pageInfo: { totalElements: number } } };
      };
      expect(listed.data.offers.items.length).toBeGreaterThan(0);

      // The guide's TypeScript example: every offer, page by page, as the sales manager it acts as sees them.
      const token = await accessToken(credentials, 'offers:read reports:read');
      const offers = await allOffers(portal.portalUrl, token, 7);
      expect(offers.length).toBe(listed.data.offers.pageInfo.totalElements);
      expect(new Set(offers.map((offer) => offer.id)).size).toBe(offers.length);
      const refused = await graphql(portal.portalUrl, token, '{ team { items { id } } }').catch(
        (error) => error,
      );
      expect(refused).toBeInstanceOf(ApiError);
      expect(refused).toMatchObject({
        code: 'FORBIDDEN',
        message: 'This API client may not read the team: it needs the team:read scope.',
      });

      // A report file: the first cash advance's CSV, by the files' route; the data room's is not in its scopes.
      const { cashAdvancesPage } = await graphql<{ cashAdvancesPage: { items: { id: string }[] } }>(
        portal.portalUrl,
        token,
        '{ cashAdvancesPage(page: 0, size: 1) { items { id } } }',
      );
      const advanceId = cashAdvancesPage.items[0]!.id;
      const csv = await downloadFile(portal.portalUrl, token, `/reports/cash-advances/${advanceId}/csv`);
      expect(csv.name).toMatch(/\.csv$/);
      expect(new TextDecoder().decode(csv.bytes).split('\n').length).toBeGreaterThan(1);
      const notItsFile = await downloadFile(
        portal.portalUrl,
        token,
        '/data-room/files/00000000-0000-0000-0000-000000000000/download',
      ).catch((error) => error);
      expect(notItsFile).toMatchObject({
        code: 'FORBIDDEN',
        message: 'This API client may not read the data room: it needs the dataroom:read scope.',
      });

      await secret.getByRole('button', { name: 'Done' }).focus();
      await page.keyboard.press('Enter');
      await secret.waitFor({ state: 'detached' });
      // The list says it was used, after a reload too; the secret is nowhere on the page.
      await page.reload();
      const row = page.getByRole('row').filter({ hasText: 'Billing sync' });
      await row.getByText(credentials.clientId).waitFor();
      await row.getByText('Active').waitFor();
      expect(await row.getByRole('cell').nth(5).innerText()).not.toBe('Never');
      expect(await page.content()).not.toContain(credentials.clientSecret);

      // Rotate by keyboard: the old credentials' token is refused on its next call.
      await page.getByRole('button', { name: 'Actions for Billing sync' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('menuitem', { name: 'Rotate secret' }).waitFor();
      await page.keyboard.press('Enter');
      const confirmRotate = page.getByRole('dialog', { name: 'Rotate the secret of Billing sync?' });
      await confirmRotate.getByText('The current client ID and secret stop working at once.').waitFor();
      await confirmRotate.getByRole('button', { name: 'Rotate secret' }).focus();
      await page.keyboard.press('Enter');
      const rotated = page.getByRole('dialog', { name: 'New secret for Billing sync' });
      await rotated.getByText('Copy the secret now: it is not shown again.').waitFor();
      const next = await shownCredentials(page);
      expect(next.clientId).not.toBe(credentials.clientId);
      expect(
        await graphql(portal.portalUrl, token, '{ offers { items { id } } }').catch((error) => error),
      ).toMatchObject({
        code: 'UNAUTHENTICATED',
      });
      await expect(accessToken(credentials, 'offers:read')).rejects.toThrow('invalid_client');
      const nextToken = await accessToken(next, 'offers:read');
      expect((await allOffers(portal.portalUrl, nextToken)).length).toBe(offers.length);
      await rotated.getByRole('button', { name: 'Done' }).focus();
      await page.keyboard.press('Enter');

      // Revoke by keyboard: its next call is refused, and it gets no new token.
      await page.getByRole('button', { name: 'Actions for Billing sync' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('menuitem', { name: 'Revoke' }).waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      const confirmRevoke = page.getByRole('dialog', { name: 'Revoke Billing sync?' });
      await confirmRevoke.getByRole('button', { name: 'Revoke' }).focus();
      await page.keyboard.press('Enter');
      await toast(page, 'API client revoked.');
      await row.getByText('Revoked').waitFor();
      expect(
        await graphql(portal.portalUrl, nextToken, '{ offers { items { id } } }').catch((error) => error),
      ).toMatchObject({ code: 'UNAUTHENTICATED' });
      await expect(accessToken(next, 'offers:read')).rejects.toThrow('invalid_client');

      await page.setViewportSize({ width: 1024, height: 768 });
      await page.reload();
      await row.getByText('Revoked').waitFor();
      await page.screenshot({ path: 'artifacts/api-access-1024.png' });
      await expectAccessible(page, 'API access at 1024 px');
    } finally {
      await browser.close();
    }
  });

  it('is an admin’s: an executive finds no API access tab, and its address is not found for them', async () => {
    const browser = await newBrowser();
    const { page } = browser;
    try {
      await signInAs(page, portal.portalUrl, 'Evan Exec');
      await page.goto(`${portal.portalUrl}/org/settings`);
      await page.getByRole('tab', { name: 'Company Overview' }).waitFor();
      expect(await page.getByRole('tab', { name: 'API access' }).count()).toBe(0);
      await page.goto(`${portal.portalUrl}/org/api-access`);
      await page.getByRole('heading', { name: 'Oops, page not found' }).waitFor();
      expect(await page.getByRole('tab', { name: 'Webhooks' }).count()).toBe(0);
      await page.goto(`${portal.portalUrl}/org/webhooks`);
      await page.getByRole('heading', { name: 'Oops, page not found' }).waitFor();
    } finally {
      await browser.close();
    }
  });
});

describe('Webhooks', () => {
  let receiver: Server;
  let hooksUrl: string;
  /** What the integrator's endpoint does with a request: the guide's handler once the secret is known. */
  let handle: RequestListener = (req, res) => {
    req.resume();
    res.writeHead(503).end();
  };
  /** Every request the endpoint got (id and answer), and the events the guide's handler handed over (once each). */
  const requests: { id: string; body: string; headers: Record<string, string | string[] | undefined> }[] = [];
  const events: WebhookEvent[] = [];

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      // Kept beside what the handler reads: both listen to the same body.
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () =>
        requests.push({
          id: String(req.headers['webhook-id']),
          body: Buffer.concat(chunks).toString('utf8'),
          headers: req.headers,
        }),
      );
      handle(req, res);
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    hooksUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  });

  afterAll(async () => {
    await new Promise((resolve) => receiver?.close(resolve));
  });

  async function until<T>(probe: () => T | undefined, what: string): Promise<T> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const value = probe();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function rowAction(page: Page, action: string): Promise<void> {
    await page.getByRole('button', { name: `Actions for ${hooksUrl}` }).focus();
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitem', { name: action });
    await item.waitFor();
    await item.focus();
    await page.keyboard.press('Enter');
  }

  it('an admin adds an endpoint by keyboard; the offer an integrator created reaches it signed, is logged, redelivered once, and survives a failing receiver and a secret rotation', async () => {
    // The integrator's system: an API client Ada makes for it, acting as a sales manager.
    const ada = await scriptToken(portal.providerUrl, 'admin@acme.example');
    const { roles } = await graphql<{ roles: { id: string; name: string }[] }>(
      portal.portalUrl,
      ada,
      '{ roles { id name } }',
    );
    const { createApiClient: credentials } = await graphql<{ createApiClient: ApiCredentials }>(
      portal.portalUrl,
      ada,
      `
        mutation ($input: CreateApiClientInput!) {
          createApiClient(input: $input) {
            clientId
            clientSecret
            tokenEndpoint
            audience
          }
        }
      `,
      {
        input: {
          name: 'Order sync',
          roleId: roles.find((role) => role.name === 'SALES_MANAGER')!.id,
          scopes: ['OFFERS_READ', 'OFFERS_WRITE', 'CUSTOMERS_READ'],
        },
      },
    );

    const browser = await newBrowser();
    const { page } = browser;
    try {
      await signInAs(page, portal.portalUrl, 'Ada Admin');
      await page.goto(`${portal.portalUrl}/org/webhooks`);
      await page.getByRole('tab', { name: 'Webhooks', selected: true }).waitFor();
      await page.getByRole('heading', { name: 'No webhook endpoints yet' }).waitFor();
      await expectAccessible(page, 'Webhooks, no endpoints yet');

      // By keyboard: the form, a refusal in words that keeps what was typed, then the events.
      await page.getByRole('button', { name: 'Add endpoint' }).first().focus();
      await page.keyboard.press('Enter');
      const form = page.getByRole('dialog', { name: 'Add endpoint' });
      await form.getByLabel('URL').waitFor();
      expect(await form.getByLabel('URL').evaluate((input) => input === document.activeElement)).toBe(true);
      await page.keyboard.type(hooksUrl);
      await page.keyboard.press('Tab');
      await page.keyboard.type('Order sync');
      await form.getByRole('button', { name: 'Add', exact: true }).focus();
      await page.keyboard.press('Enter');
      await form.getByText('Choose at least one event.').waitFor();
      expect(await form.getByLabel('URL').inputValue()).toBe(hooksUrl);
      await form.getByRole('checkbox', { name: /^Offer stage changed/ }).focus();
      await page.keyboard.press('Space');
      await form.getByRole('checkbox', { name: /^Payment failed/ }).focus();
      await page.keyboard.press('Space');
      await expectAccessible(page, 'the add endpoint form');
      await form.getByRole('button', { name: 'Add', exact: true }).focus();
      await page.keyboard.press('Enter');

      const shown = page.getByRole('dialog', { name: `Endpoint ${hooksUrl} added` });
      await shown.getByText('Copy the signing secret now: it is not shown again.').waitFor();
      const secret = await shownOnce(page, 'Signing secret');
      expect(secret).toMatch(/^whsec_/);
      await page.screenshot({ path: 'artifacts/webhook-endpoint-added-1280.png' });
      await expectAccessible(page, 'the new endpoint’s signing secret');
      // The integrator's endpoint now runs the guide's handler with the secret it was given.
      handle = webhookHandler(secret, (event) => events.push(event));
      await shown.getByRole('button', { name: 'Done' }).focus();
      await page.keyboard.press('Enter');
      await shown.waitFor({ state: 'detached' });
      const row = page.getByRole('row').filter({ hasText: hooksUrl });
      await row.getByText('Enabled').waitFor();
      expect(await page.content()).not.toContain(secret);

      // The integrator creates an offer for a customer it looked up, exactly once, with the guide's createOffer.
      const token = await accessToken(credentials, 'offers:read offers:write customers:read');
      const { customers } = await graphql<{ customers: { items: { id: string; name: string }[] } }>(
        portal.portalUrl,
        token,
        '{ customers(search: "Beacon Health") { items { id name } } }',
      );
      const customer = customers.items[0]!;
      const { salesPackages } = await graphql<{
        salesPackages: {
          id: string;
          availableOfferTerms: { id: string }[];
          pricingGroups: { id: string }[];
        }[];
      }>(portal.portalUrl, token, '{ salesPackages { id availableOfferTerms { id } pricingGroups { id } } }');
      const pack = salesPackages[0]!;
      const input = {
        accountId: customer.id,
        salesPackageId: pack.id,
        offerTermId: pack.availableOfferTerms[0]!.id,
        directPaymentTerms: 'NET_30',
        directBillingFrequency: 'ANNUAL',
        lineItems: [{ pricingGroupId: pack.pricingGroups[0]!.id, amount: 12_000 }],
        expiration: new Date(Date.now() + 10 * 86_400_000).toISOString(),
        // The CRM opportunity the offer is for (a Salesforce id): Acme's settings ask every offer for one.
        externalReferenceId: '0065g00000XyZ12AAB',
      };
      const key = crypto.randomUUID();
      const offer = await createOffer(portal.portalUrl, token, input, key);
      expect(offer.stage).toBe('READY');
      // A retry with the same key (the answer was lost) is the same offer; another input with it is refused.
      expect((await createOffer(portal.portalUrl, token, input, key)).id).toBe(offer.id);
      await expect(
        createOffer(
          portal.portalUrl,
          token,
          { ...input, lineItems: [{ ...input.lineItems[0], amount: 13_000 }] },
          key,
        ),
      ).rejects.toMatchObject({ code: 'CONFLICT' });

      // The customer opens it: the endpoint hears of exactly that offer, for exactly that customer, signed.
      await control(`/offers/${offer.id}/customer/view`);
      const stageChanged = await until(
        () => events.find((event) => event.type === 'offer.stage_changed' && event.data.offerId === offer.id),
        'the offer event',
      );
      expect(stageChanged).toMatchObject({
        version: 1,
        data: {
          customerName: customer.name,
          accountId: customer.id,
          previousStage: 'READY',
          stage: 'CUSTOMER_PENDING',
        },
      });

      // The log: delivered, with the payload the endpoint got; Redeliver sends the same id, handled once.
      await rowAction(page, 'View deliveries');
      const deliveries = page.getByRole('region', { name: `Deliveries to ${hooksUrl}` });
      const delivered = deliveries.getByRole('row').filter({ hasText: 'offer.stage_changed' });
      await delivered.getByText('Delivered').waitFor();
      await delivered.getByRole('button', { name: /^Details of offer.stage_changed/ }).focus();
      await page.keyboard.press('Enter');
      const details = page.getByRole('dialog').filter({ hasText: offer.id });
      await details.getByLabel('Payload').waitFor();
      await expectAccessible(page, 'a delivery’s details');
      await page.keyboard.press('Escape');
      await details.waitFor({ state: 'detached' });
      await delivered.getByRole('button', { name: /^Redeliver offer.stage_changed/ }).focus();
      await page.keyboard.press('Enter');
      await toast(page, 'Delivery queued again.');
      await until(
        () => (requests.filter((request) => request.id === stageChanged.id).length === 2 ? true : undefined),
        'the redelivery',
      );
      expect(events.filter((event) => event.id === stageChanged.id)).toHaveLength(1);

      // The receiver fails: the test event is tried three times, each answer logged, then given up.
      handle = (req, res) => {
        req.resume();
        res.writeHead(503).end('down for maintenance');
      };
      await rowAction(page, 'Send test event');
      await toast(page, 'Test event sent.');
      const failedRow = deliveries.getByRole('row').filter({ hasText: 'webhook.test' });
      await until(
        () =>
          requests.filter((request) => request.body.includes('webhook.test')).length >= 3 ? true : undefined,
        'three attempts',
      );
      await deliveries.getByRole('button', { name: 'Refresh' }).click();
      await failedRow.getByText('Failed').waitFor();
      await failedRow.getByText('HTTP 503').waitFor();

      // Rotated: the new secret is shown once, and during the overlap both secrets verify what is sent.
      await rowAction(page, 'Rotate secret');
      const confirm = page.getByRole('dialog', { name: `Rotate the signing secret of ${hooksUrl}?` });
      await confirm.getByRole('button', { name: 'Rotate secret' }).focus();
      await page.keyboard.press('Enter');
      const rotated = page.getByRole('dialog', { name: `New signing secret for ${hooksUrl}` });
      await rotated.getByText('Copy the signing secret now: it is not shown again.').waitFor();
      const next = await shownOnce(page, 'Signing secret');
      expect(next).not.toBe(secret);
      await rotated.getByRole('button', { name: 'Done' }).focus();
      await page.keyboard.press('Enter');
      handle = webhookHandler(next, (event) => events.push(event));
      await failedRow.getByRole('button', { name: /^Redeliver webhook.test/ }).focus();
      await page.keyboard.press('Enter');
      await toast(page, 'Delivery queued again.');
      const test = await until(() => events.find((event) => event.type === 'webhook.test'), 'the test event');
      const last = requests.filter((request) => request.id === test.id).at(-1)!;
      expect(verifyWebhook(secret, last.body, last.headers).id).toBe(test.id);
      expect(verifyWebhook(next, last.body, last.headers).id).toBe(test.id);

      await page.setViewportSize({ width: 1024, height: 768 });
      await deliveries.getByRole('button', { name: 'Refresh' }).click();
      await failedRow.getByText('Delivered').waitFor();
      await page.screenshot({ path: 'artifacts/webhooks-1024.png', fullPage: true });
      await expectAccessible(page, 'Webhooks at 1024 px');
    } finally {
      await browser.close();
    }
  });
});
