import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectAccessible } from '../support/axe.js';
import { csvOf, savedDownload } from '../support/downloads.js';
import {
  asColleagues,
  emailsBrokenMidWord,
  focusedName,
  newBrowser,
  outbox,
  scriptToken,
  signInAs,
  tabTo,
  tableLayout,
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

/** Runs a journey in a fresh browser, signed in as the persona (their first step), in the machine's or a given zone. */
async function as(
  persona: string,
  journey: (page: Page) => Promise<void>,
  options: { timezoneId?: string } = {},
): Promise<void> {
  const browser = await newBrowser(options);
  try {
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: portal.portalUrl,
    });
    await signInAs(browser.page, portal.portalUrl, persona);
    await journey(browser.page);
  } finally {
    await browser.close();
  }
}

async function toast(page: Page, text: string): Promise<void> {
  await page.locator('.portal-toasts').getByText(text, { exact: true }).first().waitFor();
}

const offersTable = (page: Page) => page.getByRole('table', { name: 'Financing offers' });
// Those who act on offers see a check box column first: cells are found by their class.
const companies = (page: Page) => offersTable(page).locator('tbody tr td.offers-company a').allTextContents();
/** A column's cells as text, by its header. */
async function column(page: Page, header: string): Promise<string[]> {
  const headers = await offersTable(page).locator('thead th').allTextContents();
  const index = headers.findIndex((text) => text.trim().endsWith(header)) + 1;
  return offersTable(page).locator(`tbody tr td:nth-child(${index})`).allTextContents();
}
/** MM/dd/yyyy as a comparable yyyy-MM-dd. */
const isoOf = (date: string) => date.replace(/^(\d\d)\/(\d\d)\/(\d{4}).*$/, '$3-$1-$2');
const amountOf = (money: string) => Number(money.replace(/[^0-9.]/g, ''));
const statuses = (page: Page) =>
  offersTable(page).locator('tbody tr .offers-status-cell .cds--tag').allTextContents();

async function openOffers(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Side navigation' })
    .getByRole('link', { name: 'Offers' })
    .click();
  await page.waitForURL(`${portal.portalUrl}/offers`);
  await offersTable(page).locator('tbody tr').first().waitFor();
}

/** Filters the list by company through the typeahead. */
async function chooseCompany(page: Page, name: string): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Company' });
  await box.fill(name.slice(0, 6));
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  await page.waitForURL((url) => url.searchParams.has('accountId'));
  await expect.poll(() => companies(page)).toSatisfy((names: string[]) => names.every((row) => row === name));
}

/** Opens the company's offer in the given status from the list. */
async function openOffer(page: Page, company: string, status: string): Promise<void> {
  await page.goto(`${portal.portalUrl}/offers`);
  await offersTable(page).locator('tbody tr').first().waitFor();
  await chooseCompany(page, company);
  await offersTable(page)
    .getByRole('row')
    .filter({ has: page.getByText(status, { exact: true }) })
    .getByRole('link', { name: company })
    .click();
  await page.getByRole('heading', { level: 1, name: new RegExp(company) }).waitFor();
  await page.getByRole('heading', { name: 'Events History' }).waitFor();
}

const stageTag = (page: Page) => page.getByRole('heading', { level: 1 }).locator('.cds--tag');

async function action(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name }).click();
}

describe('offers', () => {
  it('filters by status and company, pages by 10, and keeps the view in the query string across reload and back', async () => {
    await as('Ada Admin', async (page) => {
      await openOffers(page);
      await page.getByRole('heading', { level: 1, name: 'Financing Offers' }).waitFor();
      await expect.poll(() => companies(page).then((rows) => rows.length)).toBe(10);
      await expectAccessible(page, 'offers list');
      // At a laptop's 1024 px the recipients' emails wrap only before their @, never between two letters.
      await page.setViewportSize({ width: 1024, height: 768 });
      expect(await page.locator('.portal-email').count()).toBe(10);
      expect(await emailsBrokenMidWord(page)).toEqual([]);
      // Every column fits, row actions included.
      expect(await tableLayout(page, 'Financing offers')).toEqual({
        overflow: 0,
        pastWindow: 0,
        actionsOutOfView: 0,
      });
      await page.screenshot({ path: 'artifacts/offers-list-1024.png' });
      await page.setViewportSize({ width: 1280, height: 800 });
      // And at 1280 px, beside the side navigation.
      expect(await tableLayout(page, 'Financing offers')).toEqual({
        overflow: 0,
        pastWindow: 0,
        actionsOutOfView: 0,
      });
      await page.screenshot({ path: 'artifacts/offers-list-1280.png' });

      // Similar rows told apart: each names its owner, and its type with the CRM's id (or the offer's own).
      const aperture = offersTable(page).getByRole('row').filter({ hasText: '0065g00000AbCdEFA1' });
      expect((await column(page, 'Owner')).filter((owner) => owner.trim().length > 0)).toHaveLength(10);
      // Sorted by expiration, soonest first, then latest first, by keyboard; the query string keeps it.
      const expires = offersTable(page).getByRole('columnheader', { name: /Expires/ });
      await expires.getByRole('button').focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('sort') === 'expiration,asc');
      await expect
        .poll(async () => (await column(page, 'Expires')).map(isoOf))
        .toSatisfy((dates: string[]) => dates.length === 10 && dates.join() === [...dates].sort().join());
      expect(await expires.getAttribute('aria-sort')).toBe('ascending');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('sort') === 'expiration,desc');
      await expect
        .poll(async () => (await column(page, 'Expires')).map(isoOf))
        .toSatisfy((dates: string[]) => dates.join() === [...dates].sort().reverse().join());
      // By total, largest first, across a reload; the largest offer of all heads the first page.
      await offersTable(page).getByRole('columnheader', { name: /Total/ }).getByRole('button').click();
      await offersTable(page).getByRole('columnheader', { name: /Total/ }).getByRole('button').click();
      await page.waitForURL((url) => url.searchParams.get('sort') === 'directOfferTotalContractValue,desc');
      await page.reload();
      await expect
        .poll(async () => (await column(page, 'Total')).map(amountOf))
        .toSatisfy(
          (totals: number[]) =>
            totals.length === 10 && totals.join() === [...totals].sort((a, b) => b - a).join(),
        );
      await expectAccessible(page, 'offers list sorted by total');
      // Back to the list's own order: last modified first, with Aperture's CRM id on its row.
      await offersTable(page).getByRole('columnheader', { name: /Total/ }).getByRole('button').click();
      await page.waitForURL(`${portal.portalUrl}/offers`);
      await chooseCompany(page, 'Aperture Labs');
      await expect.poll(() => aperture.count()).toBe(1);
      await expect
        .poll(() => aperture.locator('td.offers-company').textContent())
        .toBe('Aperture LabsQuote · External ID 0065g00000AbCdEFA1');
      await page.getByRole('button', { name: 'Clear Filters' }).click();
      await page.waitForURL(`${portal.portalUrl}/offers`);

      await page.getByRole('button', { name: 'Offer Statuses' }).click();
      const help = page.getByRole('dialog', { name: 'Offer Statuses' });
      await help.getByText('Ready *', { exact: true }).waitFor();
      await expectAccessible(page, 'Offer Statuses modal');
      await help.getByRole('button', { name: 'Close' }).click();

      // The second page, then a status filter: back to the first page.
      await page.getByRole('button', { name: 'Next page' }).click();
      await page.waitForURL((url) => url.searchParams.get('currentPage') === '1');
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Expired' }).click();
      await page.keyboard.press('Escape');
      await page.waitForURL((url) => url.searchParams.get('offerStageText') === 'EXPIRED');
      expect(new URL(page.url()).searchParams.has('currentPage')).toBe(false);
      await expect.poll(() => statuses(page)).toEqual(['Expired', 'Expired', 'Expired']);

      await page.reload();
      await expect.poll(() => statuses(page)).toEqual(['Expired', 'Expired', 'Expired']);

      await chooseCompany(page, 'Cascade Outfitters');
      expect(new URL(page.url()).searchParams.get('offerStageText')).toBe('EXPIRED');
      const filtered = page.url();
      await offersTable(page).getByRole('link', { name: 'Cascade Outfitters' }).click();
      await page.getByRole('heading', { level: 1, name: /Cascade Outfitters/ }).waitFor();
      await page.goBack();
      await page.waitForURL(filtered);
      await expect.poll(() => statuses(page)).toEqual(['Expired']);

      await page.getByRole('button', { name: 'Clear Filters' }).click();
      await page.waitForURL(`${portal.portalUrl}/offers`);
      await expect.poll(() => companies(page).then((rows) => rows.length)).toBe(10);
    });
  });

  it('exports the filtered table through the socket; an account executive has no Export Table', async () => {
    await as('Ada Admin', async (page) => {
      await page.goto(`${portal.portalUrl}/offers?offerStageText=EXPIRED`);
      await expect.poll(() => statuses(page)).toEqual(['Expired', 'Expired', 'Expired']);
      const shown = (await companies(page)).sort();
      await page.getByRole('button', { name: 'Export Table' }).click();
      const dialog = page.getByRole('dialog', { name: /Export/ });
      await dialog.getByRole('button', { name: 'Start Export' }).waitFor();
      await expectAccessible(page, 'the offers list’s export modal');
      const download = await savedDownload(page, () =>
        dialog.getByRole('button', { name: 'Start Export' }).click(),
      );
      expect(download.suggestedFilename()).toMatch(/^AcmeSoftware_\d{2}-\d{2}-\d{4}\.csv$/);
      await toast(page, 'New report generated.');
      const [header, ...rows] = await csvOf(download);
      expect(header?.slice(0, 3)).toEqual(['Company', 'Offer ID', 'Stage']);
      expect(rows.map((row) => row[2])).toEqual(['Expired', 'Expired', 'Expired']);
      expect(rows.map((row) => row[0]).sort()).toEqual(shown);
    });
    await as('Alex Account', async (page) => {
      await openOffers(page);
      await page.getByRole('button', { name: 'Clear Filters' }).waitFor();
      expect(await page.getByRole('button', { name: 'Export Table' }).count()).toBe(0);
    });
  });

  it('edits an accepted offer’s term start date through the warning, and turns renewal on with free months', async () => {
    await as(
      'Ada Admin',
      async (page) => {
        await openOffer(page, 'Brightline Dental', 'Accepted, Action Required');
        await page.getByText('Set the term start date: the payment schedule starts from it.').waitFor();
        await expectAccessible(page, 'offer details');

        const renewalCard = page.locator('.offers-card', {
          has: page.getByRole('heading', { name: 'Renewal' }),
        });
        const renewalBefore = await renewalCard.textContent();
        await page.getByRole('button', { name: 'Edit', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Edit Offer' });
        const start = dialog.getByLabel('Term Start Date');
        const min = await start.getAttribute('min');
        await start.fill(min ?? '');
        await expectAccessible(page, 'edit offer form');
        await dialog.getByRole('button', { name: 'Save' }).click();
        const warning = page.getByRole('dialog', { name: 'Change the term start date?' });
        await warning.waitFor();
        await expectAccessible(page, 'term start date warning');
        await warning.getByRole('button', { name: 'Change Term Start Date' }).click();
        await toast(page, 'Offer updated successfully.');
        await expect.poll(() => stageTag(page).textContent()).toBe('Accepted');
        await page
          .getByRole('table', { name: 'Events history' })
          .getByText('Offer updated: term start date', { exact: false })
          .first()
          .waitFor();
        // A calendar date reads as the day chosen, in a browser west of UTC too (it read the day before).
        const [year, month, day] = (min ?? '').split('-');
        await expect
          .poll(() => page.locator('.offers-fields dt:text-is("Term Start Date") + dd').textContent())
          .toBe(`${month}/${day}/${year}`);
        // An instant shows its time and the zone in force on that date.
        await page.getByRole('button', { name: 'Offer Summary' }).waitFor();
        const created = await page
          .locator('.offers-accordion dt:text-is("Created") + dd')
          .first()
          .textContent();
        expect(created).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d [AP]M [A-Z]{2,4}$/);
        // The renewal card follows the new term (its renewal date), without a reload.
        await expect.poll(() => renewalCard.textContent()).not.toBe(renewalBefore);

        await page.getByRole('button', { name: 'Edit Renewal' }).click();
        const renewal = page.getByRole('dialog', { name: 'Renewal' });
        await renewal.getByText('Renew this offer').click();
        await renewal.getByText('Add free months').click();
        await renewal.getByRole('button', { name: 'Save' }).click();
        await renewal.getByText('Free Months is required').waitFor();
        await renewal.getByLabel('Free Months', { exact: true }).selectOption('3');
        await expectAccessible(page, 'renewal form');
        await renewal.getByRole('button', { name: 'Save' }).click();
        await toast(page, 'Offer updated successfully.');
        const card = page.locator('.offers-card', { has: page.getByRole('heading', { name: 'Renewal' }) });
        await expect.poll(() => card.locator('dd').nth(1).textContent()).toBe('3');
      },
      { timezoneId: 'America/Los_Angeles' },
    );
  });

  it('two colleagues edit one offer at once: each keeps their change, and a clash is refused with Reload', async () => {
    await asColleagues(portal.portalUrl, ['Ada Admin', 'Sam Sales'], async (ada, sam) => {
      const edit = async (page: Page) => {
        await page.getByRole('button', { name: 'Edit', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Edit Offer' });
        await dialog.getByLabel('Expiration').waitFor();
        return dialog;
      };
      await openOffer(ada, 'Oakridge Law Group', 'Ready');
      await openOffer(sam, 'Oakridge Law Group', 'Ready');
      // Both open the form; Ada saves the other payment method, then Sam, whose form still shows the first, a new
      // expiration.
      const adas = await edit(ada);
      const sams = await edit(sam);
      const method = (await adas.getByLabel('Payment Method').inputValue()) === 'true' ? 'false' : 'true';
      await adas.getByLabel('Payment Method').selectOption(method);
      await adas.getByRole('button', { name: 'Save' }).click();
      await toast(ada, 'Offer updated successfully.');
      await adas.waitFor({ state: 'hidden' });
      const expiration = sams.getByLabel('Expiration');
      const earliest = (await expiration.getAttribute('min'))!;
      const latest = (await expiration.getAttribute('max'))!;
      await expiration.fill(earliest);
      await sams.getByRole('button', { name: 'Save' }).click();
      await toast(sam, 'Offer updated successfully.');
      await sams.waitFor({ state: 'hidden' });
      const again = await edit(sam);
      expect(await again.getByLabel('Payment Method').inputValue()).toBe(method);
      expect(await again.getByLabel('Expiration').inputValue()).toBe(earliest);

      // Ada, on the offer as it is now, moves the expiration; Sam, whose form was opened before, moves it too: refused,
      // what he typed stays.
      await ada.reload();
      const adasAgain = await edit(ada);
      expect(await adasAgain.getByLabel('Expiration').inputValue()).toBe(earliest);
      await adasAgain.getByLabel('Expiration').fill(latest);
      await adasAgain.getByRole('button', { name: 'Save' }).click();
      await adasAgain.waitFor({ state: 'hidden' });
      const samsExpiration = again.getByLabel('Expiration');
      const typed = new Date(Date.parse(`${earliest}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      await samsExpiration.fill(typed);
      await again.getByRole('button', { name: 'Save' }).click();
      await again.getByText('Someone else changed this after you opened the form.').waitFor();
      expect(await samsExpiration.inputValue()).toBe(typed);
      await expectAccessible(sam, 'an offer changed by someone else');
      await sam.setViewportSize({ width: 1024, height: 768 });
      await sam.screenshot({ path: 'artifacts/offer-changed-by-someone-else-1024.png' });
      await again.getByRole('button', { name: 'Reload' }).focus();
      await sam.keyboard.press('Enter');
      await expect.poll(() => samsExpiration.inputValue()).toBe(latest);
      await expect.poll(() => sam.evaluate(() => document.activeElement?.id)).toBe('offer-term-start-date');
    });
  });

  it("on a laptop's 1024 px the offer's actions and the new offer's preview stay beside the page while it scrolls", async () => {
    await as('Ada Admin', async (page) => {
      await page.setViewportSize({ width: 1024, height: 768 });
      /** Whether the element is beside the main column (its left edge past the middle) and within the window. */
      const besideAndInView = (locator: Locator) =>
        locator.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return box.left > window.innerWidth / 2 && box.top >= 0 && box.top < window.innerHeight;
        });
      const toBottom = () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

      await openOffer(page, 'Oakridge Law Group', 'Ready');
      const actions = page.getByRole('button', { name: 'Actions' });
      expect(await besideAndInView(actions)).toBe(true);
      await toBottom();
      await expect.poll(() => besideAndInView(actions)).toBe(true);
      await page.screenshot({ path: 'artifacts/offer-details-scrolled-1024.png' });

      await page.goto(`${portal.portalUrl}/offers/create-quote`);
      const preview = page.getByRole('complementary', { name: 'Offer preview' });
      await preview.waitFor();
      expect(await besideAndInView(preview)).toBe(true);
      await toBottom();
      await expect.poll(() => besideAndInView(preview)).toBe(true);
      await page.screenshot({ path: 'artifacts/offer-create-scrolled-1024.png' });
    });
  });

  it('attaches the contract a Ready * offer waits for and changes the owner', async () => {
    await as('Ada Admin', async (page) => {
      await openOffer(page, 'Copperleaf Foods', 'Ready *');
      await page.getByLabel('File type').selectOption('ORDER_FORM');
      // A disguised file is refused with its reason, never a success, and nothing is attached. (Given to the file
      // field directly: a second file chooser in one test did not always open under load.)
      await page.locator('.offers-card input[type="file"]').setInputFiles({
        name: 'Invoice.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('MZ not a pdf'),
      });
      await toast(page, 'Invoice.pdf is not a real .pdf file: its contents do not match its extension');
      expect(await page.getByText('Successfully uploaded your file').count()).toBe(0);
      expect(await page.getByRole('table', { name: 'Attached files' }).getByText('Invoice.pdf').count()).toBe(
        0,
      );
      await expect.poll(() => stageTag(page).textContent()).toBe('Ready *');
      // The error toast stays while the pointer rests on it (it appeared where the pointer was): closed, as a person
      // would, so it no longer covers Attach File.
      await page
        .locator('.portal-toasts__item', { hasText: 'is not a real .pdf file' })
        .getByRole('button', { name: /close/i })
        .click();
      await page
        .locator('.portal-toasts__item', { hasText: 'is not a real .pdf file' })
        .waitFor({ state: 'detached' });
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Attach File' }).click();
      await (
        await chooser
      ).setFiles({
        name: 'Copperleaf order form.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(
          '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
        ),
      });
      await toast(page, 'Successfully uploaded your file');
      await page
        .getByRole('table', { name: 'Attached files' })
        .getByRole('cell', { name: 'Copperleaf order form.pdf', exact: true })
        .waitFor();
      await expect.poll(() => stageTag(page).textContent()).toBe('Ready');

      await action(page, 'Change Offer Owner');
      const owner = page.getByRole('dialog', { name: 'Change Offer Owner' });
      await owner.getByRole('button', { name: 'Change Owner' }).click();
      await owner.getByText('User is required').waitFor();
      // The typeahead's field stops at 200 characters, whatever is typed or pasted.
      await owner.getByRole('combobox', { name: 'User' }).fill('s'.repeat(250));
      expect(await owner.getByRole('combobox', { name: 'User' }).inputValue()).toHaveLength(200);
      await owner.getByRole('combobox', { name: 'User' }).fill('Sam');
      await page.getByRole('option', { name: /Sam Sales/ }).click();
      await expectAccessible(page, 'change offer owner');
      await owner.getByRole('button', { name: 'Change Owner' }).click();
      await toast(page, 'Offer ownership transfer was successful.');
      await page.getByRole('button', { name: 'Offer Summary' }).waitFor();
      await page.locator('.offers-accordion').getByText('Sam Sales').waitFor();
    });
  });

  it('copies the link; the buyer accepts and pays on it; the portal shows the new stage and events', async () => {
    await as('Ada Admin', async (page) => {
      await openOffer(page, 'Beacon Health Partners', 'Ready');
      await action(page, 'Copy link');
      await toast(page, 'Offer link copied!');
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link.startsWith(portal.providerUrl)).toBe(true);

      const buyer = await page.context().newPage();
      await buyer.goto(link);
      await buyer.getByRole('heading', { name: 'Offer for Beacon Health Partners' }).waitFor();
      await buyer.getByRole('radio').first().check();
      await buyer.getByRole('button', { name: 'Choose', exact: true }).click();
      await buyer.waitForURL((url) => url.searchParams.get('done') === 'chosen');
      await buyer.getByRole('button', { name: 'Accept offer' }).click();
      await buyer.getByLabel('Routing number').fill('110000000');
      await buyer.getByLabel('Account number').fill('000123456789');
      await buyer.getByRole('button', { name: 'Pay' }).click();
      await buyer.getByRole('status').waitFor();
      await buyer.close();

      await page.reload();
      await expect.poll(() => stageTag(page).textContent()).not.toBe('Ready');
      const events = page.getByRole('table', { name: 'Events history' });
      await events.getByText('Customer', { exact: true }).first().waitFor();
      await page
        .getByRole('list', { name: "Your customer's progress" })
        .locator('.offers-funnel__step--reached')
        .nth(3)
        .waitFor();

      // The Offer Preview marks only the plan the buyer chose (the first financed one), and tells the kinds apart.
      await page.getByRole('button', { name: 'Offer Preview' }).click();
      const plans = page.locator('.offers-plans__plan');
      await plans.first().waitFor();
      expect(await plans.count()).toBeGreaterThan(2);
      const chosen = page.locator('.offers-plans__plan', { hasText: 'Chosen by your customer' });
      expect(await chosen.count()).toBe(1);
      expect(await chosen.textContent()).toMatch(/^Financed/);
      expect(await page.locator('.offers-plans__plan', { hasText: 'Pay directly' }).count()).toBe(1);
      expect(await page.locator('.offers-plans').textContent()).not.toMatch(/\b1 payments\b/);
      await expectAccessible(page, 'Offer Preview with the chosen plan');
      // The original terms in words: "Net 30", not the provider's NET_30.
      await page.getByRole('button', { name: 'Original Payment Terms' }).click();
      const terms = page.locator('.offers-fields', { hasText: 'Payment Terms' });
      await expect.poll(() => terms.textContent()).toMatch(/Payment TermsNet \d+/);
    });
  });

  it('disables a ready offer and cancels an accepted one, each asked first', async () => {
    await as('Ada Admin', async (page) => {
      await openOffer(page, 'Silverline Telecom', 'Ready');
      await action(page, 'Disable');
      const confirm = page.getByRole('dialog', { name: /Disable the offer for Silverline Telecom/ });
      await expectAccessible(page, 'disable offer confirmation');
      await confirm.getByRole('button', { name: 'Disable' }).click();
      await toast(page, 'Successfully disabled offer.');
      await expect.poll(() => stageTag(page).textContent()).toBe('Disabled');
      // Every action refreshes what it changed: the events history has the Disable, without a reload.
      await page.getByRole('table', { name: 'Events history' }).getByText('Offer disabled').first().waitFor();

      await openOffer(page, 'Fieldstone Manufacturing', 'Accepted');
      await action(page, 'Cancel');
      const cancel = page.getByRole('dialog', { name: /Cancel the offer for Fieldstone Manufacturing/ });
      await expectAccessible(page, 'cancel offer confirmation');
      await cancel.getByRole('button', { name: 'Cancel Offer' }).click();
      await toast(page, 'Offer has been successfully canceled.');
      await expect.poll(() => stageTag(page).textContent()).toBe('Canceled');
      // The menu follows the server's flags: a canceled offer offers no Cancel.
      await page.getByRole('button', { name: 'Actions' }).click();
      await page.getByRole('menuitem', { name: 'Copy link' }).waitFor();
      expect(await page.getByRole('menuitem', { name: 'Cancel' }).count()).toBe(0);
      await page.keyboard.press('Escape');
    });
  });

  it('reissues an expired offer as a new one, linked both ways', async () => {
    await as('Ada Admin', async (page) => {
      await openOffer(page, 'Redwood Fitness', 'Expired');
      const expiredUrl = page.url();
      await page.getByRole('button', { name: 'Reissue' }).click();
      await page.waitForURL((url) => url.href !== expiredUrl && url.pathname.endsWith('/details'));
      await expect.poll(() => stageTag(page).textContent()).not.toBe('Expired');
      await page.getByRole('link', { name: 'an expired offer' }).click();
      await page.waitForURL(expiredUrl);
      await page.getByRole('link', { name: 'Open the reissued offer' }).waitFor();
      await expectAccessible(page, 'expired offer, reissued');
    });
  });
});

describe('offers expiring soon', () => {
  /** The provider's REST API as Ada, for what the journey compares the page with. */
  async function provider<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
    const response = await fetch(`${portal.providerUrl}/api${path}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${await scriptToken(portal.providerUrl, 'admin@acme.example')}`,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    expect(response.status, `${init.method ?? 'GET'} ${path}`).toBe(200);
    return (await response.json()) as T;
  }
  const rowIds = async (page: Page) =>
    (
      await offersTable(page)
        .locator('tbody tr td.offers-company a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    ).map((href) => href.replace(/^\/offers\/([^/]+)\/details$/, '$1'));

  it('shows, by keyboard, exactly the offers the provider counts as expiring within 7 days, across reload', async () => {
    // The demo's open offers expire in about 30 days: one Ready offer is moved to 3 days from now, as its seller would.
    const ready = await provider<{ content: { id: string }[] }>('/v1/offers?offerStageText=READY&size=1');
    const moved = ready.content[0]!.id;
    await provider(`/v1/offers/${moved}`, {
      method: 'PATCH',
      body: [
        { op: 'replace', path: '/expiration', value: new Date(Date.now() + 3 * 86_400_000).toISOString() },
      ],
    });
    const expiring = await provider<{ content: { id: string }[]; totalElements: number }>(
      '/v1/offers?expiringSoon=true&size=100',
    );
    const expected = expiring.content.map((row) => row.id).sort();
    expect(expected).toContain(moved);
    expect(expiring.totalElements).toBeLessThanOrEqual(10);

    await as('Ada Admin', async (page) => {
      await openOffers(page);
      // From the company filter, Tab to the check box past the status filter, and Space.
      await page.getByRole('combobox', { name: 'Company' }).focus();
      await tabTo(page, 'Expiring soon', 10);
      await page.keyboard.press('Space');
      await page.waitForURL((url) => url.searchParams.get('expiringSoon') === 'true');
      await expect.poll(async () => (await rowIds(page)).sort()).toEqual(expected);
      expect(await page.getByRole('checkbox', { name: 'Expiring soon' }).isChecked()).toBe(true);
      await expectAccessible(page, 'offers expiring soon');
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.screenshot({ path: '/tmp/shots/expiring-1280.png' });
      await page.setViewportSize({ width: 1024, height: 768 });
      expect(await tableLayout(page, 'Financing offers')).toEqual({
        overflow: 0,
        pastWindow: 0,
        actionsOutOfView: 0,
      });
      await page.screenshot({ path: '/tmp/shots/expiring-1024.png' });

      // Reload keeps the filter; Clear Filters shows every offer again.
      await page.reload();
      await expect.poll(async () => (await rowIds(page)).sort()).toEqual(expected);
      expect(await page.getByRole('checkbox', { name: 'Expiring soon' }).isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Clear Filters' }).click();
      await page.waitForURL(`${portal.portalUrl}/offers`);
      expect(await page.getByRole('checkbox', { name: 'Expiring soon' }).isChecked()).toBe(false);
      await expect.poll(async () => (await rowIds(page)).length).toBe(10);
    });
  });
});

describe('sending an offer link', () => {
  it('sends the link by keyboard, shows Last sent and the event, the outbox holds it, and a resend waits', async () => {
    // Acme emails its offers' links in the demo (customerOfferEmailLinkDeliveryEnabled), as a newcomer finds it.
    await as('Ada Admin', async (page) => {
      await openOffer(page, 'Granite Peak Insurance', 'Ready');
      await action(page, 'Copy link');
      const link = await page.evaluate(() => navigator.clipboard.readText());

      // The provider sent the link when the offer became Ready: the action is Resend link, with when it went.
      const lastSent = page.getByText(/^Last sent \d\d\/\d\d\/\d{4}/);
      const before = await lastSent.textContent();
      // By keyboard: the Actions menu, its Resend link, then Tab to the modal's Resend link and Enter.
      const opener = page.getByRole('button', { name: 'Actions' });
      await opener.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('menuitem', { name: 'Resend link', exact: true }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', {
        name: 'Resend link for Granite Peak Insurance?',
        exact: true,
      });
      await dialog.waitFor();
      await dialog.getByLabel('Send to').waitFor();
      const words = await dialog
        .getByText(/^The customer gets an email with the link to this offer at /)
        .textContent();
      const email = words!.replace(/^.* at (.+)\.$/, '$1');
      await expectAccessible(page, 'send link confirmation');
      await page.screenshot({ path: '/tmp/shots/send-modal-1280.png' });
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.screenshot({ path: '/tmp/shots/send-modal-1024.png' });
      await page.setViewportSize({ width: 1280, height: 800 });
      for (let tabs = 0; tabs < 5 && (await focusedName(page)) !== 'Resend link'; tabs++)
        await page.keyboard.press('Tab');
      expect(await focusedName(page)).toBe('Resend link');
      await page.keyboard.press('Enter');
      await toast(page, `Offer link sent to ${email}.`);
      await expect.poll(() => lastSent.textContent()).not.toBe(before);
      await page
        .getByRole('table', { name: 'Events history' })
        .getByText(`Offer link sent to`, { exact: false })
        .first()
        .waitFor();
      const [sent] = await outbox(portal.providerUrl, email, 'OFFER_LINK');
      expect(sent?.link).toBe(link);
      await page.screenshot({ path: '/tmp/shots/send-done-1280.png' });

      // At once again: Resend link, refused in words.
      await action(page, 'Resend link');
      const again = page.getByRole('dialog', { name: 'Resend link for Granite Peak Insurance?' });
      await again.getByText(/^Last sent /).waitFor();
      await again.getByRole('button', { name: 'Resend link' }).click();
      await page
        .locator('.portal-toasts')
        .getByText(
          /^The link of this offer was sent less than a minute ago\. It can be sent again in \d+ seconds?\.$/,
        )
        .first()
        .waitFor();
      expect(await outbox(portal.providerUrl, email, 'OFFER_LINK')).toHaveLength(1);
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.screenshot({ path: '/tmp/shots/send-refused-1024.png' });
    });
  });
});

describe('the pipeline at a glance', () => {
  interface Figures {
    offersCount: number;
    groups: { group: string; count: number; amount: number }[];
    sentCount: number;
    acceptedCount: number;
    conversionRate: number | null;
  }
  interface Pipeline {
    totals: Figures;
    owners: ({ ownerUserId: string; ownerName: string } & Figures)[] | null;
    stages: Record<string, string[]>;
  }
  /** The provider's REST API as a persona, for what the journey compares the page with. */
  async function provider<T>(email: string, path: string): Promise<T> {
    const response = await fetch(`${portal.providerUrl}/api${path}`, {
      headers: { authorization: `Bearer ${await scriptToken(portal.providerUrl, email)}` },
    });
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  }
  const pipelineOf = (page: Page) => page.getByRole('region', { name: 'Pipeline' });
  const figure = (page: Page, label: string) =>
    pipelineOf(page).getByRole('button', { name: new RegExp(`^${label} \\d`) });
  /** The count a group's figure shows. */
  const shownCount = async (page: Page, label: string) =>
    Number(await figure(page, label).locator('.offers-pipeline__value').textContent());
  const rowIds = async (page: Page) =>
    (
      await offersTable(page)
        .locator('tbody tr td.offers-company a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    ).map((href) => href.replace(/^\/offers\/([^/]+)\/details$/, '$1'));

  it('counts by keyboard what the provider counts, and each figure lists exactly its offers, across reload', async () => {
    await as('Ada Admin', async (page) => {
      await openOffers(page);
      const whole = await provider<Pipeline>('admin@acme.example', '/v1/offers/pipeline');
      await expect
        .poll(() => shownCount(page, 'Ready and sent'))
        .toBe(whole.totals.groups.find((group) => group.group === 'READY')!.count);

      // The period, by keyboard: the select, then the arrow keys.
      await page.getByRole('combobox', { name: 'Created' }).focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.waitForURL((url) => url.searchParams.get('createdWithinDays') === '90');
      const period = await provider<Pipeline>(
        'admin@acme.example',
        '/v1/offers/pipeline?createdWithinDays=90',
      );
      for (const [group, label] of [
        ['READY', 'Ready and sent'],
        ['VIEWED', 'Viewed'],
        ['ACCEPTED', 'Accepted'],
        ['PAID', 'Paid'],
        ['LOST', 'Lost'],
      ] as const)
        await expect
          .poll(() => shownCount(page, label), { message: label })
          .toBe(period.totals.groups.find((row) => row.group === group)!.count);

      // Tab to Accepted and press Enter: the list is exactly the provider's accepted offers of the period.
      await tabTo(page, /^Accepted \d/, 15);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.has('offerStageText'));
      expect(new URL(page.url()).searchParams.get('offerStageText')!.split(',').sort()).toEqual(
        [...period.stages.ACCEPTED!].sort(),
      );
      const accepted = await provider<{ content: { id: string }[]; totalElements: number }>(
        'admin@acme.example',
        `/v1/offers?createdWithinDays=90&offerStageText=${period.stages.ACCEPTED!.join(',')}&size=10`,
      );
      expect(accepted.totalElements).toBe(await shownCount(page, 'Accepted'));
      await expect
        .poll(async () => (await rowIds(page)).sort())
        .toEqual(accepted.content.map((row) => row.id).sort());
      expect(await figure(page, 'Accepted').getAttribute('aria-pressed')).toBe('true');

      // The owner, by keyboard: the busiest one; the figures become theirs, and reload keeps it all.
      const top = period.owners![0]!;
      const owner = page.getByRole('combobox', { name: 'Owner' });
      await owner.focus();
      const options = await owner.locator('option').allTextContents();
      for (let step = 0; step < options.indexOf(top.ownerName); step++)
        await page.keyboard.press('ArrowDown');
      await page.waitForURL((url) => url.searchParams.get('ownerId') === top.ownerUserId);
      await expect
        .poll(() => shownCount(page, 'Accepted'))
        .toBe(top.groups.find((group) => group.group === 'ACCEPTED')!.count);
      await page.reload();
      await expect
        .poll(() => shownCount(page, 'Accepted'))
        .toBe(top.groups.find((group) => group.group === 'ACCEPTED')!.count);
      expect(await page.getByRole('combobox', { name: 'Owner' }).inputValue()).toBe(top.ownerUserId);
      expect(await page.getByRole('combobox', { name: 'Created' }).inputValue()).toBe('90');

      await expectAccessible(page, 'offers pipeline');
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole('button', { name: 'By owner' }).click();
      await page.getByRole('table', { name: 'Pipeline by owner' }).waitFor();
      await expectAccessible(page, 'offers pipeline by owner');
      await page.screenshot({ path: '/tmp/shots/pipeline-1280.png', fullPage: true });
      await page.setViewportSize({ width: 1024, height: 768 });
      expect(await tableLayout(page, 'Financing offers')).toEqual({
        overflow: 0,
        pastWindow: 0,
        actionsOutOfView: 0,
      });
      const overflowing = await pipelineOf(page).evaluate(
        (section) => section.scrollWidth > section.clientWidth + 1,
      );
      expect(overflowing).toBe(false);
      await page.screenshot({ path: '/tmp/shots/pipeline-1024.png', fullPage: true });

      // Clear Filters: every offer, every owner, any time.
      await page.getByRole('button', { name: 'Clear Filters' }).click();
      await page.waitForURL(`${portal.portalUrl}/offers`);
      expect(await page.getByRole('combobox', { name: 'Created' }).inputValue()).toBe('all');
    });
  });

  it('two colleagues at once: what an account executive does shows in the admin’s figures on refresh; the executive sees only their own', async () => {
    await asColleagues(portal.portalUrl, ['Ada Admin', 'Alex Account'], async (ada, alex) => {
      const own = await provider<Pipeline>('ae@acme.example', '/v1/offers/pipeline');
      for (const page of [ada, alex]) await openOffers(page);
      // Alex: his own figures, no owner choice.
      await expect
        .poll(() => shownCount(alex, 'Lost'))
        .toBe(own.totals.groups.find((g) => g.group === 'LOST')!.count);
      expect(await alex.getByRole('combobox', { name: 'Owner' }).count()).toBe(0);
      const readyBefore = await shownCount(ada, 'Ready and sent');
      const lostBefore = await shownCount(ada, 'Lost');

      // Alex disables one of his Ready offers from its page.
      const mine = await provider<{ content: { id: string }[] }>(
        'ae@acme.example',
        '/v1/offers?offerStageText=READY&size=1',
      );
      await alex.goto(`${portal.portalUrl}/offers/${mine.content[0]!.id}/details`);
      await action(alex, 'Disable');
      await alex
        .getByRole('dialog', { name: /Disable the offer for/ })
        .getByRole('button', { name: 'Disable' })
        .click();
      await toast(alex, 'Successfully disabled offer.');

      // Ada refreshes the list: one fewer ready, one more lost.
      await ada.getByRole('button', { name: /Refresh/ }).click();
      await expect.poll(() => shownCount(ada, 'Ready and sent')).toBe(readyBefore - 1);
      expect(await shownCount(ada, 'Lost')).toBe(lostBefore + 1);
    });
  });
});

describe('finding any offer and acting on several', () => {
  async function provider<T>(path: string): Promise<T> {
    const response = await fetch(`${portal.providerUrl}/api${path}`, {
      headers: { authorization: `Bearer ${await scriptToken(portal.providerUrl, 'admin@acme.example')}` },
    });
    expect(response.status, `GET ${path}`).toBe(200);
    return (await response.json()) as T;
  }
  const rowIds = async (page: Page) =>
    (
      await offersTable(page)
        .locator('tbody tr td.offers-company a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    ).map((href) => href.replace(/^\/offers\/([^/]+)\/details$/, '$1'));
  /** Moves focus backwards (Shift+Tab) to the named control. */
  async function shiftTabTo(page: Page, name: string, limit = 60): Promise<void> {
    for (let presses = 0; presses < limit && (await focusedName(page)) !== name; presses++)
      await page.keyboard.press('Shift+Tab');
    expect(await focusedName(page)).toBe(name);
  }
  const layoutAt1024 = async (page: Page, shot: string) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectAccessible(page, `${shot} at 1280 px`);
    await page.screenshot({ path: `/tmp/shots-search/${shot}-1280.png` });
    await page.setViewportSize({ width: 1024, height: 768 });
    await expectAccessible(page, `${shot} at 1024 px`);
    await page.screenshot({ path: `/tmp/shots-search/${shot}-1024.png` });
  };

  it('searches by External ID and recipient email by keyboard, keeps the search across reload, and resends two links at once', async () => {
    type Row = { id: string; externalReferenceId: string | null; recipientEmail: string };
    const { content } = await provider<{ content: Row[] }>('/v1/offers?size=100');
    const target = content.find((row) => row.externalReferenceId)!;
    expect(target).toBeDefined();

    await as('Ada Admin', async (page) => {
      await openOffers(page);
      // Search offers sits before the company filter: Shift+Tab from it, type, Enter applies at once.
      await page.getByRole('combobox', { name: 'Company' }).focus();
      await shiftTabTo(page, 'Search offers', 3);
      await page.keyboard.type(target.externalReferenceId!);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('search') === target.externalReferenceId);
      await expect.poll(() => rowIds(page)).toContain(target.id);

      // Escape clears the field; the recipient's email applies once typing stops.
      await page.keyboard.press('Escape');
      await page.waitForURL((url) => !url.searchParams.has('search'));
      await page.keyboard.type(target.recipientEmail);
      await page.waitForURL((url) => url.searchParams.get('search') === target.recipientEmail);
      await expect.poll(() => rowIds(page)).toContain(target.id);
      const found = await rowIds(page);
      await layoutAt1024(page, 'search');
      expect(await tableLayout(page, 'Financing offers')).toEqual({
        overflow: 0,
        pastWindow: 0,
        actionsOutOfView: 0,
      });

      // Reload keeps the search, in the field and the rows.
      await page.reload();
      await offersTable(page).locator('tbody tr').first().waitFor();
      expect(await page.getByRole('searchbox', { name: 'Search offers' }).inputValue()).toBe(
        target.recipientEmail,
      );
      await expect.poll(() => rowIds(page)).toEqual(found);

      // Clear Filters clears it; then the Ready offers, two of them selected by keyboard.
      await page.getByRole('button', { name: 'Clear Filters' }).click();
      await page.waitForURL(`${portal.portalUrl}/offers`);
      expect(await page.getByRole('searchbox', { name: 'Search offers' }).inputValue()).toBe('');
      await page.goto(`${portal.portalUrl}/offers?offerStageText=READY`);
      await offersTable(page).locator('tbody tr').first().waitFor();
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole('checkbox', { name: 'Select all offers on this page' }).focus();
      await tabTo(page, /^Select .+, ID [0-9a-f]{8}$/, 10);
      const first = await focusedName(page);
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await tabTo(page, /^Select .+, ID [0-9a-f]{8}$/, 10);
      const second = await focusedName(page);
      await page.keyboard.press('Space');
      await page.getByText('2 offers selected').waitFor();
      await layoutAt1024(page, 'selected');

      // The bar's Resend link asks once for both, then says what became of each.
      await shiftTabTo(page, 'Resend link');
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('dialog', { name: 'Resend the links of 2 offers?' });
      await confirm.waitFor();
      await tabTo(page, 'Resend link (2)', 5);
      await expectAccessible(page, 'bulk resend confirmation');
      await page.screenshot({ path: '/tmp/shots-search/bulk-confirm-1024.png' });
      await page.keyboard.press('Enter');
      const results = page.getByRole('list', { name: 'Result for each offer' });
      await results.waitFor();
      const items = await results.getByRole('listitem').allTextContents();
      expect(items).toHaveLength(2);
      // Each offer by its company and short id: Link sent, or the 60-second wait in words.
      expect(
        items.map((item) => item.replace(/: (Link sent|The link of this offer was sent less .*)$/, '')),
      ).toEqual([first, second].map((name) => name.replace(/^Select (.+), ID (\w+)$/, '$1 · ID $2')));
      await expectAccessible(page, 'bulk resend results');
      await page.screenshot({ path: '/tmp/shots-search/bulk-results-1024.png' });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.screenshot({ path: '/tmp/shots-search/bulk-results-1280.png' });
      await page.keyboard.press('Escape');
      await page.getByText('2 offers selected').waitFor({ state: 'detached' });
    });
  });

  it('two colleagues at once: a bulk Disable of two offers, one a colleague disabled meanwhile, answers per offer', async () => {
    await asColleagues(portal.portalUrl, ['Ada Admin', 'Sam Sales'], async (ada, sam) => {
      await ada.goto(`${portal.portalUrl}/offers?offerStageText=READY`);
      await offersTable(ada).locator('tbody tr').first().waitFor();
      const shown = await rowIds(ada);
      // Ada selects two Ready offers by keyboard.
      await ada.getByRole('checkbox', { name: 'Select all offers on this page' }).focus();
      const names: string[] = [];
      for (let picked = 0; picked < 2; picked++) {
        await ada.keyboard.press('Tab');
        await tabTo(ada, /^Select .+, ID [0-9a-f]{8}$/, 10);
        names.push(await focusedName(ada));
        await ada.keyboard.press('Space');
      }
      await ada.getByText('2 offers selected').waitFor();
      const [first, second] = names.map((name) => {
        const short = name.replace(/^Select .+, ID (\w+)$/, '$1');
        return shown.find((id) => id.startsWith(short))!;
      });

      // Meanwhile Sam disables the second one from its page.
      await sam.goto(`${portal.portalUrl}/offers/${second}/details`);
      await action(sam, 'Disable');
      await sam
        .getByRole('dialog', { name: /Disable the offer for/ })
        .getByRole('button', { name: 'Disable' })
        .click();
      await toast(sam, 'Successfully disabled offer.');

      // Ada's one confirmation: the first is disabled, the second refused in words.
      await shiftTabTo(ada, 'Disable');
      await ada.keyboard.press('Enter');
      await ada.getByRole('dialog', { name: 'Disable 2 offers?' }).waitFor();
      await tabTo(ada, 'Disable (2)', 5);
      await ada.keyboard.press('Enter');
      await ada.getByRole('heading', { name: 'Disabled: 1 of 2 offers' }).waitFor();
      const results = ada.getByRole('list', { name: 'Result for each offer' });
      await expect.poll(() => results.getByRole('listitem').count()).toBe(2);
      const items = await results.getByRole('listitem').allTextContents();
      expect(items[0]).toMatch(new RegExp(`ID ${first!.slice(0, 8)}: Disabled$`));
      expect(items[1]).toMatch(
        new RegExp(`ID ${second!.slice(0, 8)}: This offer can no longer be disabled\\.$`),
      );
      await expectAccessible(ada, 'bulk disable results');
      const stages = await Promise.all(
        [first, second].map(
          async (id) =>
            (await provider<{ stageMetadata: { stage: string } }>(`/v2/offers/${id}`)).stageMetadata.stage,
        ),
      );
      expect(stages).toEqual(['DISABLED', 'DISABLED']);
    });
  });
});
