import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/axe.js';
import {
  asColleagues,
  emailsBrokenMidWord,
  focusedName,
  tableLayout,
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
  portal = await startPortal();
});

afterAll(async () => {
  await portal?.stop();
});

/** Runs a journey in a fresh browser, signed in as the persona (their first step). */
async function as(persona: string, journey: (page: Page) => Promise<void>): Promise<void> {
  const browser = await newBrowser();
  try {
    await signInAs(browser.page, portal.portalUrl, persona);
    await journey(browser.page);
  } finally {
    await browser.close();
  }
}

async function openCustomers(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Side navigation' })
    .getByRole('link', { name: 'Customers' })
    .click();
  await page.waitForURL(`${portal.portalUrl}/customers`);
  await page.getByRole('table', { name: 'Customers' }).getByRole('link').first().waitFor();
}

async function openCustomer(page: Page, name: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Customer Name' }).fill(name);
  await page.getByRole('table', { name: 'Customers' }).getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.getByRole('table', { name: 'Account contacts' }).waitFor();
}

async function toast(page: Page, text: string): Promise<void> {
  await page.locator('.portal-toasts').getByText(text, { exact: true }).first().waitFor();
}

const customerNames = (page: Page) =>
  page.getByRole('table', { name: 'Customers' }).locator('tbody tr td:first-child').allTextContents();

/** Switches Acme's phoneNumberRequiredForAccountContacts with the sandbox's demo control. */
async function setPhoneRequired(on: boolean): Promise<void> {
  const sellerId = await sellerIdOf(portal.providerUrl, 'admin@acme.example');
  const changed = await fetch(`${portal.providerUrl}/sandbox/sellers/${sellerId}/settings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phoneNumberRequiredForAccountContacts: on }),
  });
  expect(changed.status).toBe(200);
}

/** The variables of every GraphQL operation of that name the page sends from now on. */
function recordOperations(page: Page, operationName: string): Record<string, unknown>[] {
  const sent: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string; variables?: Record<string, unknown> };
    if (body.operationName === operationName) sent.push(body.variables ?? {});
  });
  return sent;
}

interface NewAccount {
  name: string;
  address: string;
  ein: string | null;
}

/** Step 1 of Add New Customer, filled as a person would, then Continue. */
async function fillAccountDetails(page: Page, account: NewAccount): Promise<void> {
  const form = page.getByRole('form', { name: 'Add Account Details' });
  await form.getByLabel('Company Name').fill(account.name);
  await form.getByRole('combobox', { name: 'Address' }).fill(account.address);
  await form.getByRole('option').first().click();
  if (account.ein) await form.getByLabel('EIN', { exact: true }).fill(account.ein);
  else await form.getByText("I don't have the EIN").click();
  await form.getByLabel('First Name').fill('Casey');
  await form.getByLabel('Last Name').fill('Buyer');
  await form
    .getByLabel('Business Email Address')
    .fill(`casey@${account.name.toLowerCase().replace(/\W+/g, '')}.example`);
  await form.getByLabel('Phone Number').fill('5125550100');
  await form.getByRole('button', { name: 'Continue' }).click();
}

async function startAddingCustomer(page: Page): Promise<void> {
  await openCustomers(page);
  await page.getByRole('button', { name: 'Add New Customer' }).click();
  await page.getByRole('heading', { name: 'Add Account Details' }).waitFor();
}

async function expectCreated(page: Page, name: string): Promise<void> {
  await toast(page, 'Successfully created customer');
  await page.waitForURL(/\/customers\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  expect(await page.getByRole('table', { name: 'Account contacts' }).textContent()).toContain('Casey Buyer');
}

describe('customers', () => {
  it('a sales manager searches and pages the customers list', async () => {
    await as('Sam Sales', async (page) => {
      await openCustomers(page);
      await expectAccessible(page, 'the customers list');
      expect(await customerNames(page)).toHaveLength(10);
      // At a laptop's 1024 px the contacts' emails wrap only before their @, never between two letters.
      await page.setViewportSize({ width: 1024, height: 768 });
      expect(await page.locator('.portal-email').count()).toBeGreaterThan(5);
      expect(await emailsBrokenMidWord(page)).toEqual([]);
      await page.screenshot({ path: 'artifacts/customers-list-1024.png' });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByText('1–10 of 25 items').waitFor();
      expect(await page.getByRole('table', { name: 'Customers' }).textContent()).toContain('94-3101001');

      await page.getByRole('button', { name: 'Next page' }).click();
      await expect.poll(() => customerNames(page)).toContain('Granite Peak Insurance');
      await page.getByRole('searchbox', { name: 'Customer Name' }).fill('harbor');
      await expect.poll(() => customerNames(page)).toEqual(['Blue Harbor Logistics', 'Harborview Clinics']);
      await page.getByText('1–2 of 2 items').waitFor();
      await page.getByRole('searchbox', { name: 'Customer Name' }).fill('no such customer');
      await page.getByText('No customers match your search.').waitFor();
      await page.getByRole('searchbox', { name: 'Customer Name' }).fill('');
      await page.getByLabel('Items per page:').selectOption('30');
      await expect.poll(async () => (await customerNames(page)).length).toBe(25);
      await page.getByRole('button', { name: 'Refresh' }).click();
      await page.getByText('1–25 of 25 items').waitFor();
    });
  });

  it('an account executive opens customers: the delinquent one is marked, one has no contacts, offers link to the list', async () => {
    await as('Alex Account', async (page) => {
      expect(await navigationLabels(page)).toEqual(['Dashboard', 'Offers', 'Customers']);
      await openCustomers(page);
      await openCustomer(page, 'Keystone Freight');
      await page.getByText('Customer is ineligible because they are behind on existing payments.').waitFor();
      await page.getByText('Delinquent', { exact: true }).waitFor();
      await expectAccessible(page, 'a delinquent customer');
      const offers = page.getByRole('link', { name: 'View 0 offers' });
      expect(await offers.getAttribute('href')).toMatch(/^\/offers\?accountId=[0-9a-f-]{36}$/);

      await page.getByRole('link', { name: 'Customers', exact: true }).first().click();
      await page.waitForURL(`${portal.portalUrl}/customers`);
      await openCustomer(page, 'Ironwood Construction');
      await page.getByText('No Account Contacts').waitFor();
      const legal = await page.getByText('Legal Information').locator('..').textContent();
      expect(legal).toContain('74-3101013');
      expect(legal).toContain('600 Congress Avenue, Austin, TX 78701, USA');
    });
  });

  it('a finance manager has no Customers: not in the navigation, and a link to a customer is not found', async () => {
    const accounts = await fetch(
      `${portal.providerUrl}/api/v1/accounts?page=0&size=1&textSearchField=Aperture`,
      {
        headers: { authorization: `Bearer ${await scriptToken(portal.providerUrl, 'admin@acme.example')}` },
      },
    );
    const apertureId = ((await accounts.json()) as { content: { id: string }[] }).content[0]?.id;
    expect(apertureId, 'Aperture Labs in the demo data').toBeTruthy();
    await as('Fiona Finance', async (page) => {
      expect(await navigationLabels(page)).toEqual(['Dashboard']);
      await page.goto(`${portal.portalUrl}/customers/${apertureId}`);
      await page.getByText('Oops, page not found').waitFor();
      await expectAccessible(page, 'a customer, for a finance manager');
    });
  });

  it('an account executive adds a contact under the phone rule, makes it the default and edits it', async () => {
    await setPhoneRequired(true);
    try {
      await as('Alex Account', async (page) => {
        await openCustomers(page);
        await openCustomer(page, 'Aperture Labs');
        await expectAccessible(page, 'the customer page');
        const contacts = page.getByRole('table', { name: 'Account contacts' });
        expect(await contacts.textContent()).toMatch(/Created \(\w+\)/);

        await page.getByRole('link', { name: 'add new Contact' }).click();
        await page.waitForURL(/\/customers\/[0-9a-f-]{36}\/create-account$/);
        const create = page.getByRole('dialog', { name: 'Create New Contact' });
        await create.getByText('* At least one phone number is required.').waitFor();
        expect(await create.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
        await create.getByLabel('First Name').fill('Paula');
        await create.getByLabel('Last Name').fill('Pham');
        await create.getByLabel('Business Email Address').fill('paula.pham@aperture');
        await create.getByRole('button', { name: 'Save' }).click();
        await create.getByText('Please provide at least one contact number.').waitFor();
        await create.getByText('Invalid Email').waitFor();
        await expectAccessible(page, 'the contact form with its messages');
        await create.getByLabel('Business Email Address').fill('paula.pham@aperturelabs.example');
        await create.getByLabel('Mobile Number').fill('4155550188');
        await create.getByRole('button', { name: 'Save' }).click();
        await toast(page, 'The account has been successfully created.');
        await page.waitForURL(/\/customers\/[0-9a-f-]{36}$/);
        const paula = contacts.getByRole('row').filter({ hasText: 'Paula Pham' });
        await paula.waitFor();
        expect(await paula.textContent()).toContain('(415) 555-0188');
        expect(await paula.textContent()).toMatch(/\d\d\/\d\d\/\d{4} \d\d:\d\d (AM|PM)/);
        // On a laptop's 1024 px every column of the contacts fits, Make default included.
        await page.setViewportSize({ width: 1024, height: 768 });
        expect(await tableLayout(page, 'Account contacts')).toEqual({
          overflow: 0,
          pastWindow: 0,
          actionsOutOfView: 0,
        });
        await page.screenshot({ path: 'artifacts/customer-contacts-1024.png' });
        await page.setViewportSize({ width: 1280, height: 800 });

        await paula.getByRole('button', { name: 'Make default for Paula Pham' }).focus();
        await page.keyboard.press('Enter');
        await toast(page, 'The primary contact has been updated successfully.');
        await expect.poll(() => paula.textContent()).toContain('Default');
        // The keyboard lands on the new state, not on the page's body.
        await expect.poll(() => focusedName(page)).toBe('Default contact: Paula Pham');
        const cave = contacts.getByRole('row').filter({ hasText: 'Cave Johnson' });
        await cave.getByRole('button', { name: 'Make default for Cave Johnson' }).waitFor();

        const updates = recordOperations(page, 'UpdateAccountContact');
        await paula.getByRole('link', { name: 'Paula Pham' }).click();
        await page.waitForURL(/\/accounts\/[0-9a-f-]{36}\/edit$/);
        const edit = page.getByRole('dialog', { name: 'Edit Contact: Paula Pham' });
        await edit.getByLabel('Last Name').waitFor();
        expect(await edit.getByLabel('Mark as default contact').isDisabled()).toBe(true);
        expect(await edit.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
        await expectAccessible(page, 'the edit contact form');
        await edit.getByLabel('Last Name').fill('Pham-Nguyen');
        await edit.getByRole('button', { name: 'Save' }).click();
        await toast(page, 'The account has been successfully updated.');
        expect(updates).toEqual([expect.objectContaining({ input: { lastName: 'Pham-Nguyen' } })]);
        await expect.poll(() => contacts.textContent()).toContain('Paula Pham-Nguyen');
      });
    } finally {
      await setPhoneRequired(false);
    }
  });

  it('two colleagues edit one contact at once: each keeps their change, and a clash is refused with Reload', async () => {
    await asColleagues(portal.portalUrl, ['Ada Admin', 'Evan Exec'], async (ada, evan) => {
      const edit = (page: Page) => page.getByRole('dialog', { name: /^Edit Contact: Ivy / });
      const open = async (page: Page) => {
        await openCustomers(page);
        await openCustomer(page, 'Granite Peak Insurance');
        await page
          .getByRole('table', { name: 'Account contacts' })
          .getByRole('link', { name: /^Ivy / })
          .click();
        await edit(page).getByLabel('Last Name').waitFor();
      };
      // Both open Ivy's form; Ada saves a new email, then Evan, whose form still shows the old one, a new last name.
      await open(ada);
      await open(evan);
      await edit(ada).getByLabel('Business Email Address').fill('ivy.chen@granitepeak-ins.example');
      await edit(ada).getByRole('button', { name: 'Save' }).click();
      await toast(ada, 'The account has been successfully updated.');
      await edit(evan).getByLabel('Last Name').fill('Chen-Ortiz');
      await edit(evan).getByRole('button', { name: 'Save' }).click();
      await toast(evan, 'The account has been successfully updated.');
      const ivy = evan
        .getByRole('table', { name: 'Account contacts' })
        .getByRole('row', { name: /Ivy Chen-Ortiz/ });
      await expect.poll(() => ivy.textContent()).toContain('ivy.chen@granitepeak-ins.example');

      // Both open it again; Ada changes the email, then Evan changes it too from what his form was opened on.
      await open(evan);
      await open(ada);
      await edit(ada).getByLabel('Business Email Address').fill('ivy@granitepeak-ins.example');
      await edit(ada).getByRole('button', { name: 'Save' }).click();
      await toast(ada, 'The account has been successfully updated.');
      const evansEmail = edit(evan).getByLabel('Business Email Address');
      await evansEmail.fill('ivy.co@granitepeak-ins.example');
      await edit(evan).getByRole('button', { name: 'Save' }).click();
      await edit(evan).getByText('Someone else changed this after you opened the form.').waitFor();
      expect(await evansEmail.inputValue()).toBe('ivy.co@granitepeak-ins.example');
      await expectAccessible(evan, 'a contact changed by someone else');
      await evan.setViewportSize({ width: 1024, height: 768 });
      await evan.screenshot({ path: 'artifacts/contact-changed-by-someone-else-1024.png' });
      await edit(evan).getByRole('button', { name: 'Reload' }).focus();
      await evan.keyboard.press('Enter');
      await expect.poll(() => evansEmail.inputValue()).toBe('ivy@granitepeak-ins.example');
      await expect
        .poll(() => evan.evaluate(() => document.activeElement?.getAttribute('name')))
        .toBe('firstName');
    });
  });

  it('an admin adds new customers through each credit-bureau outcome', async () => {
    await as('Ada Admin', async (page) => {
      await startAddingCustomer(page);
      await expectAccessible(page, 'Add Account Details');
      const form = page.getByRole('form', { name: 'Add Account Details' });
      await form.getByLabel('EIN', { exact: true }).fill('12-34');
      await form.getByRole('button', { name: 'Continue' }).click();
      await form.getByText('Invalid EIN. Value must be in format XX-XXXXXXX').waitFor();
      await form.getByText('Company name is required').waitFor();
      await form.getByText('Address is required').waitFor();
      await form.getByLabel('EIN', { exact: true }).fill('071234567');
      expect(await form.getByLabel('EIN', { exact: true }).inputValue()).toBe('07-1234567');
      await form.getByRole('button', { name: 'Continue' }).click();
      await form.getByText('EIN is Invalid').waitFor();
      await expectAccessible(page, 'Add Account Details with its messages');

      // A single high-confidence match, confirmed.
      await form.getByLabel('EIN', { exact: true }).fill('');
      await fillAccountDetails(page, { name: 'Initech', address: 'congress austin', ein: '74-3021558' });
      await page.getByRole('heading', { name: 'Confirm Credit Bureau Match' }).waitFor();
      await page.getByText('Initech LLC').waitFor();
      await expectAccessible(page, 'Confirm Credit Bureau Match, one match');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expectCreated(page, 'Initech LLC');

      // Several matches: one is chosen.
      await startAddingCustomer(page);
      await fillAccountDetails(page, { name: 'Globex', address: 'wacker chicago', ein: null });
      await page.getByRole('heading', { name: 'Confirm Credit Bureau Match' }).waitFor();
      const create = page.getByRole('button', { name: 'Create Account' });
      expect(await create.isDisabled()).toBe(true);
      await expectAccessible(page, 'Confirm Credit Bureau Match, several matches');
      await page.getByText(/^Globex Holdings Inc, EIN 13-5526671/).click();
      await create.click();
      // The confirmed match is the customer: its legal name, EIN and address, not the Chicago address typed.
      await expectCreated(page, 'Globex Holdings Inc');
      const legal = page.locator('.customers-card').filter({ hasText: 'Legal Information' });
      expect(await legal.textContent()).toContain('13-5526671');
      expect(await legal.textContent()).toContain('200 Park Avenue, New York, NY 10166, USA');

      // None found: back to the details, which are kept, then created without a match.
      await startAddingCustomer(page);
      await fillAccountDetails(page, {
        name: 'Nowhere Widgets',
        address: 'pine san francisco',
        ein: '45-1234567',
      });
      await page
        .getByText('The credit bureau found no company matching these account details.', { exact: false })
        .waitFor();
      await expectAccessible(page, 'Confirm Credit Bureau Match, none found');
      await page.getByRole('button', { name: 'Change Account Details' }).click();
      const details = page.getByRole('form', { name: 'Add Account Details' });
      expect(await details.getByLabel('Company Name').inputValue()).toBe('Nowhere Widgets');
      expect(await details.getByLabel('EIN', { exact: true }).inputValue()).toBe('45-1234567');
      await details.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expectCreated(page, 'Nowhere Widgets');

      // An account the provider already holds is created at once, without a step 2.
      await startAddingCustomer(page);
      await fillAccountDetails(page, { name: 'Umbrella Corporation', address: 'lincoln boston', ein: null });
      await expectCreated(page, 'Umbrella Corporation');
      expect(await legal.textContent()).toContain('52-1234567');
    });
  });

  it("a customer without an EIN gets one on its own page, by keyboard; another customer's EIN is refused by name", async () => {
    await as('Alex Account', async (page) => {
      await openCustomers(page);
      await page.getByRole('link', { name: 'Driftwood Hospitality' }).click();
      await page.getByRole('heading', { level: 1, name: 'Driftwood Hospitality' }).waitFor();
      const legal = page.locator('.customers-card').filter({ hasText: 'Legal Information' });
      await legal.getByText("Offers need this customer's EIN.").waitFor();
      expect(await legal.locator('dd').first().textContent()).toBe('None');
      await expectAccessible(page, 'Customer page, EIN missing');
      const ein = legal.getByLabel('EIN', { exact: true });
      await ein.focus();
      await page.keyboard.type('043101002');
      expect(await ein.inputValue()).toBe('04-3101002');
      await page.keyboard.press('Enter');
      await legal.getByText('A customer with this EIN already exists: Beacon Health Partners.').waitFor();
      await expectAccessible(page, 'Customer page, EIN of another customer');
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.waitForTimeout(500); // the side navigation's collapse transition
      await page.screenshot({ path: 'artifacts/customer-page-ein-refused-1024.png' });
      await page.setViewportSize({ width: 1280, height: 800 });
      await ein.fill('');
      await page.keyboard.type('45-7777777');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await toast(page, "Saved the customer's EIN");
      await expect.poll(() => legal.locator('dd').first().textContent()).toBe('45-7777777');
      expect(await legal.getByLabel('EIN', { exact: true }).count()).toBe(0);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Driftwood Hospitality' }).waitFor();
      await expect.poll(() => legal.locator('dd').first().textContent()).toBe('45-7777777');
    });
  });

  it('the account-creation parcel hands the created account back to the application that mounts it', async () => {
    await as('Sam Sales', async (page) => {
      await openCustomers(page);
      // What the offer-creation screen does: mount the parcel without importing mfe-customers' source.
      await page.evaluate(async () => {
        const system = (
          window as unknown as { System: { import(name: string): Promise<Record<string, unknown>> } }
        ).System;
        const singleSpa = (await system.import('single-spa')) as {
          mountRootParcel(config: unknown, props: Record<string, unknown>): { mountPromise: Promise<void> };
        };
        const customers = await system.import('@seller-portal/mfe-customers/parcels');
        const host = document.createElement('div');
        host.setAttribute('role', 'region');
        host.setAttribute('aria-label', 'Offer host');
        (document.querySelector('main') ?? document.body).append(host);
        await singleSpa.mountRootParcel(customers.accountCreationParcel, {
          domElement: host,
          onCreated: (account: { id: string; name: string }) => {
            (window as unknown as { createdAccount: unknown }).createdAccount = account;
          },
        }).mountPromise;
      });
      const host = page.getByRole('region', { name: 'Offer host' });
      await host.getByRole('heading', { name: 'Add Account Details' }).waitFor();
      expect(await host.getByRole('button', { name: 'Cancel' }).count()).toBe(0);
      await host.getByLabel('Company Name').fill('Vandelay Industries');
      await host.getByRole('combobox', { name: 'Address' }).fill('broad new york');
      await host.getByRole('option').first().click();
      await host.getByLabel('EIN', { exact: true }).fill('11-2233445');
      await host.getByLabel('First Name').fill('Art');
      await host.getByLabel('Last Name').fill('Vandelay');
      await host.getByLabel('Business Email Address').fill('art@vandelay.example');
      await host.getByRole('button', { name: 'Continue' }).click();
      await host.getByText('Vandelay Industries', { exact: true }).waitFor();
      await host.getByRole('button', { name: 'Create Account' }).click();
      await toast(page, 'Successfully created customer');
      const created = await page.waitForFunction(
        () => (window as unknown as { createdAccount?: { name: string; ein: string } }).createdAccount,
      );
      expect(await created.jsonValue()).toMatchObject({ name: 'Vandelay Industries', ein: '11-2233445' });
    });
  });
});
