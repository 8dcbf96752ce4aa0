import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/axe.js';
import { newBrowser, signInAs, startPortal, type RunningPortal } from '../support/portal.js';

let portal: RunningPortal;
let adminToken: string;

beforeAll(async () => {
  portal = await startPortal();
  adminToken = await tokenOf('admin@acme.example');
});

afterAll(async () => {
  await portal?.stop();
});

async function tokenOf(username: string): Promise<string> {
  const answer = await fetch(`${portal.providerUrl}/oidc/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'seller-portal-cli',
      username,
      password: 'demo',
    }),
  }).then((response) => response.json() as Promise<{ access_token: string }>);
  return answer.access_token;
}

/** A provider call as Acme's admin (setting up what a journey starts from). */
async function provider<T>(path: string, init: { method?: string; body?: object } = {}): Promise<T> {
  const response = await fetch(`${portal.providerUrl}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  expect(response.status, path).toBeLessThan(300);
  return (await response.json()) as T;
}

/** An Acme offer by its customer and stage, from the provider's list. */
async function offerOf(accountName: string, stage: string): Promise<string> {
  const page = await provider<{
    content: { id: string; accountName: string; stageMetadata: { stage: string }; isAddOn: boolean }[];
  }>('/v1/offers?page=0&size=100');
  return page.content.find(
    (row) => row.accountName === accountName && row.stageMetadata.stage === stage && !row.isAddOn,
  )!.id;
}

/** An offer's total as the portal shows money. */
async function totalOf(offerId: string): Promise<string> {
  const offer = await provider<{ details: { quote: { totalContractValueRounded: number } } }>(
    `/v2/offers/${offerId}`,
  );
  return `$${offer.details.quote.totalContractValueRounded.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
}

async function as(persona: string, journey: (page: Page) => Promise<void>): Promise<void> {
  const browser = await newBrowser();
  try {
    await signInAs(browser.page, portal.portalUrl, persona);
    await journey(browser.page);
  } finally {
    await browser.close();
  }
}

/** Opens the create screen with a navigation state, as the offers list and details do. */
async function openCreate(page: Page, state: object | null = null, query = ''): Promise<void> {
  // From the offers list, as a person comes to it.
  await page.evaluate(() => window.history.pushState(null, '', '/offers'));
  await page.getByRole('heading', { level: 2, name: 'Offer Details' }).waitFor({ state: 'detached' });
  await page.evaluate(([entry, path]) => window.history.pushState(entry, '', path), [
    state,
    `/offers/create-quote${query}`,
  ] as const);
  // Attached, not visible: an opportunity for a new company shows account creation in the form's place.
  await page.getByRole('heading', { level: 2, name: 'Offer Details' }).waitFor({ state: 'attached' });
}

async function chooseCustomer(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Customer' }).fill(name.slice(0, 6));
  await page.getByRole('option', { name }).click();
  await page.getByRole('complementary', { name: 'Offer preview' }).getByText(name).waitFor();
}

async function fillOffer(page: Page, amount: string, term = '12 Months'): Promise<void> {
  await page.getByLabel('Sales Package').selectOption({ label: 'Standard Financing' });
  await page.getByLabel('Offer Term').selectOption({ label: term });
  await page.getByLabel('Amount of line item 1 ($)').fill(amount);
}

const previewTotal = (page: Page) => page.getByTestId('preview-total');

async function toast(page: Page, text: string): Promise<void> {
  await page.locator('.portal-toasts').getByText(text, { exact: true }).first().waitFor();
}

describe('offer creation', () => {
  it('an admin creates a plain offer and watches the preview follow the term, then one goes to manual review', async () => {
    await as('Ada Admin', async (page) => {
      await openCreate(page);
      await page.getByRole('heading', { level: 1, name: 'Create Offer' }).waitFor();
      await expectAccessible(page, 'Create Offer');
      expect(await page.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
      await chooseCustomer(page, 'Beacon Health Partners');
      await page.getByLabel('External ID').fill('0065g00000AbCdEFA9');
      await fillOffer(page, '12000');
      await expect.poll(() => previewTotal(page).textContent()).toBe('$12,000.00');
      expect(await page.getByTestId('preview-monthly').textContent()).toBe('$1,020.00');
      const comparison = page.getByRole('table', { name: 'Compare terms' });
      expect(await comparison.getByRole('row').count()).toBe(6);
      await page.getByLabel('Offer Term').selectOption({ label: '24 Months' });
      await expect.poll(() => page.getByTestId('preview-monthly').textContent()).toBe('$510.00');
      // A term is chosen from the comparison, with its numbers in front of the seller.
      await comparison.getByRole('button', { name: 'Choose 12 Months' }).click();
      expect(await page.getByLabel('Offer Term').locator('option:checked').textContent()).toBe('12 Months');
      await expect.poll(() => page.getByTestId('preview-monthly').textContent()).toBe('$1,020.00');
      await expectAccessible(page, 'Create Offer with its preview');
      // The Original Payment Terms help.
      await page.getByRole('link', { name: 'What is this?' }).click();
      const help = page.getByRole('dialog', { name: 'Original Payment Terms' });
      await help.waitFor();
      await expectAccessible(page, 'Original Payment Terms help');
      await help.getByRole('button', { name: 'Close' }).click();
      await help.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('dialog', { name: 'We are underwriting your offer...' }).waitFor();
      await expectAccessible(page, 'Underwriting modal');
      await toast(page, 'Your Offer Was Submitted Successfully');
      await page.waitForURL(`${portal.portalUrl}/offers`);

      // Above $100,000 the provider reviews by hand.
      await openCreate(page);
      await chooseCustomer(page, 'Beacon Health Partners');
      await page.getByLabel('External ID').fill('0065g00000AbCdEFA9');
      await fillOffer(page, '150000');
      await expect.poll(() => previewTotal(page).textContent()).toBe('$150,000.00');
      await page.getByRole('button', { name: 'Submit' }).click();
      const review = page.getByRole('dialog', { name: 'Your offer needs a manual review' });
      await review.waitFor();
      await expectAccessible(page, 'Manual review dialog');
      await review.getByRole('button', { name: 'Go to offers' }).click();
      await page.waitForURL(`${portal.portalUrl}/offers`);
    });
  });

  it('a delinquent customer locks the form; one without an EIN asks for it; the reverse calculator finds the amount', async () => {
    await as('Ada Admin', async (page) => {
      await openCreate(page);
      await chooseCustomer(page, 'Keystone Freight');
      await page.getByText('Customer is ineligible because they are behind on existing payments.').waitFor();
      expect(await page.getByLabel('Offer Term').isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
      await expectAccessible(page, 'Create Offer, delinquent customer');

      await chooseCustomer(page, 'Driftwood Hospitality');
      await page.getByText('This customer is missing required information.').waitFor();
      await page.getByRole('link', { name: 'Click here to enter it.' }).waitFor();

      await chooseCustomer(page, 'Beacon Health Partners');
      await fillOffer(page, '1');
      await page.getByLabel('Monthly Budget ($)').fill('1020');
      await page.getByRole('button', { name: 'Calculate amount' }).click();
      await expect.poll(() => page.getByLabel('Amount of line item 1 ($)').inputValue()).toBe('12000');
      await expect.poll(() => previewTotal(page).textContent()).toBe('$12,000.00');
    });
  });

  it('duplicates an offer, creates an add-on of a complete one, and enters through an opportunity', async () => {
    const toDuplicate = await offerOf('Granite Peak Insurance', 'READY');
    const parent = await offerOf('Aperture Labs', 'COMPLETE');
    await as('Ada Admin', async (page) => {
      await openCreate(page, { duplicateOfferId: toDuplicate });
      await page
        .getByRole('complementary', { name: 'Offer preview' })
        .getByText('Granite Peak Insurance')
        .waitFor();
      // The duplicate prices the same deal.
      await expect.poll(() => previewTotal(page).textContent()).toBe(await totalOf(toDuplicate));
      // The entry survives a reload.
      await page.reload();
      await page
        .getByRole('complementary', { name: 'Offer preview' })
        .getByText('Granite Peak Insurance')
        .waitFor();
      await expectAccessible(page, 'Create Offer, duplicate');

      await openCreate(page, { isAddOn: true, offerParentId: parent });
      await page.getByRole('heading', { level: 1, name: 'Create Add On' }).waitFor();
      await page.getByRole('complementary', { name: 'Offer preview' }).getByText('Aperture Labs').waitFor();
      expect(await page.getByRole('combobox', { name: 'Customer' }).isDisabled()).toBe(true);
      expect(await page.getByLabel('Offer Term').isDisabled()).toBe(true);
      expect(await page.getByLabel('Billing Frequency').isDisabled()).toBe(true);
      await expectAccessible(page, 'Create Add On');
      await page.getByLabel('External ID').fill('0065g00000AbCdEFA9');
      await page.getByLabel('Amount of line item 1 ($)').fill('3000');
      await expect.poll(() => previewTotal(page).textContent()).toBe('$3,000.00');
      await page.getByRole('button', { name: 'Submit' }).click();
      await toast(page, 'Your Offer Was Submitted Successfully');

      await openCreate(page, null, '?externalId=0065g00000AbCdEFA1');
      await page.getByRole('complementary', { name: 'Offer preview' }).getByText('Aperture Labs').waitFor();
      expect(await page.getByLabel('External ID').inputValue()).toBe('0065g00000AbCdEFA1');

      // An opportunity for a company the seller does not have yet starts its account creation.
      await openCreate(page, null, '?externalId=0065g00000NwCoA');
      await page.getByRole('heading', { level: 1, name: 'Add New Customer Account' }).waitFor();
      const details = page.getByRole('form', { name: 'Add Account Details' });
      await expect.poll(() => details.getByLabel('Company Name').inputValue()).toBe('Hooli Inc');
      expect(await details.getByLabel('Business Email Address').inputValue()).toBe('gavin@hooli.example');
      await expectAccessible(page, 'Add New Customer Account from an opportunity');
    });
  });

  it('adds a new customer from inside the form through a credit-bureau match, and words the 409 about its email', async () => {
    await as('Ada Admin', async (page) => {
      await openCreate(page);
      await page.getByRole('button', { name: 'Add New Customer' }).click();
      await page.getByRole('heading', { level: 1, name: 'Add New Customer Account' }).waitFor();
      // The account creation takes the form's place; the form waits, hidden, with what was typed.
      expect(await page.getByRole('heading', { level: 2, name: 'Offer Details' }).isVisible()).toBe(false);
      const form = page.getByRole('form', { name: 'Add Account Details' });
      await form.getByLabel('Company Name').fill('Hooli');
      await form.getByRole('combobox', { name: 'Address' }).fill('amphitheatre');
      await form.getByRole('option').first().click();
      await form.getByLabel('EIN', { exact: true }).fill('77-0493581');
      await form.getByLabel('First Name').fill('Gavin');
      await form.getByLabel('Last Name').fill('Belson');
      // Aperture Labs' contact already uses this email.
      await form.getByLabel('Business Email Address').fill('cave.johnson@aperturelabs.example');
      await form.getByLabel('Phone Number').fill('6505550142');
      await form.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('heading', { name: 'Confirm Credit Bureau Match' }).waitFor();
      await expectAccessible(page, 'Add New Customer Account, credit-bureau match');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByRole('heading', { level: 1, name: 'Create Offer' }).waitFor();
      await page.getByRole('complementary', { name: 'Offer preview' }).getByText('Hooli').waitFor();

      await page.getByLabel('External ID').fill('0065g00000AbCdEFA9');
      await fillOffer(page, '5000');
      await expect.poll(() => previewTotal(page).textContent()).toBe('$5,000.00');
      await page.getByRole('button', { name: 'Submit' }).click();
      await toast(
        page,
        'cave.johnson@aperturelabs.example already in use. Please update the email associated with Hooli',
      );
      expect(page.url()).toBe(`${portal.portalUrl}/offers/create-quote`);
    });
  });
});
