import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.js';
import { csvOf, savedDownload } from '../support/downloads.js';
import {
  newBrowser,
  scriptToken,
  signInAs,
  focusedName,
  startPortal,
  tabTo,
  type RunningPortal,
} from '../support/portal.js';

// The dashboard's reports for Ada, Acme's admin (Acme shows Advance History): one system, seeded once, one browser.

let portal: RunningPortal;
let browser: Awaited<ReturnType<typeof newBrowser>>;
let page: Page;
/** The first offer of the advance opened below: its id, its advance and the advance's day as the portal shows them. */
let advanced: { offerId: string; amount: string; day: string } | undefined;

const HEALTH_STAGES = ['Accepted, Action Required', 'Accepted', 'Complete', 'Dispute Closed', 'Canceled'];
const reportSection = () => page.getByRole('region', { name: 'Offer Health Report' });
const report = () => page.getByRole('table', { name: 'Offer Health Report' });
const reportRows = () => report().locator('tbody tr');

async function toast(text: string): Promise<void> {
  await page.locator('.portal-toasts').getByText(text, { exact: true }).first().waitFor({ timeout: 20_000 });
}

/** The report's rows as the gateway answers them to a script signed in as Ada, for the same filter. */
async function reportTotal(paymentStatuses: string[]): Promise<{ id: string; createdDate: string }[]> {
  const token = await scriptToken(portal.providerUrl, 'admin@acme.example');
  const answer = await fetch(`${portal.portalUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: `query R($s: [PaymentStatus!]) { offerHealthReport(size: 100, paymentStatuses: $s) { items { id createdDate } } }`,
      variables: { s: paymentStatuses },
    }),
  });
  const body = (await answer.json()) as {
    data: { offerHealthReport: { items: { id: string; createdDate: string }[] } };
  };
  return body.data.offerHealthReport.items;
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

async function openExport(): Promise<void> {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('button', { name: 'Export Report' }).click();
  await page.getByRole('dialog', { name: /Export/ }).waitFor();
}

async function chooseStatus(label: string): Promise<void> {
  await page.getByRole('combobox', { name: /Payment status/ }).click();
  await page.getByRole('option', { name: label }).click();
  await page.keyboard.press('Escape');
}

beforeAll(async () => {
  portal = await startPortal();
  browser = await newBrowser();
  page = browser.page;
  await signInAs(page, portal.portalUrl, 'Ada Admin');
  await page.getByRole('heading', { name: 'Offer Health Report' }).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

/** Portfolio at a glance as the gateway answers it to a script signed in as Ada. */
async function portfolioSummary(): Promise<{
  cashToCome: { month: string; amount: number; paymentsCount: number }[];
  lateOrFailed: { bucket: string; lateAmount: number; failedAmount: number; offersCount: number }[];
  advances: { month: string; amount: number; advancesCount: number }[];
}> {
  const token = await scriptToken(portal.providerUrl, 'admin@acme.example');
  const answer = await fetch(`${portal.portalUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: `{ portfolioSummary {
        cashToCome { month amount paymentsCount }
        lateOrFailed { bucket lateAmount failedAmount offersCount }
        advances { month amount advancesCount }
      } }`,
    }),
  });
  return (
    (await answer.json()) as { data: { portfolioSummary: Awaited<ReturnType<typeof portfolioSummary>> } }
  ).data.portfolioSummary;
}

const money = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
const portfolioCard = (name: string) => page.getByRole('article', { name });

/** A chart's table, shown with its toggle: each row's cells as text. */
async function chartTable(name: string): Promise<string[][]> {
  const card = portfolioCard(name);
  await card.getByRole('button', { name: 'Show table' }).click();
  const rows = card.getByRole('table', { name: `${name}, as a table` }).locator('tbody tr');
  return Promise.all(
    (await rows.all()).map(async (row) =>
      (await row.locator('td').allTextContents()).map((cell) => cell.trim()),
    ),
  );
}

describe('Portfolio at a glance', () => {
  it('draws its three charts from the seeded payments and advances, with the same numbers as tables', async () => {
    const summary = await portfolioSummary();
    for (const name of ['Cash still to come', 'Payments late or failed', 'Advances over time'])
      await portfolioCard(name).locator('.portfolio-chart__bar').first().waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'the dashboard with Portfolio at a glance');

    const late = summary.lateOrFailed;
    const overdueTotal = late.reduce((sum, bucket) => sum + bucket.lateAmount + bucket.failedAmount, 0);
    expect(overdueTotal).toBeGreaterThan(0);
    await portfolioCard('Payments late or failed')
      .getByText(new RegExp(`^${money(overdueTotal).replace('$', '\\$')} in \\d+ payments`))
      .waitFor();
    expect(await portfolioCard('Payments late or failed').locator('.portfolio-chart__bar').count()).toBe(4);
    expect(await chartTable('Payments late or failed')).toEqual(
      late.map((bucket, index) => [
        ['0–30 days', '31–60 days', '61–90 days', 'Over 90 days'][index]!,
        money(bucket.lateAmount + bucket.failedAmount),
        expect.stringMatching(/^\d+$/),
      ]),
    );

    // The next 12 months from this one; any later payments in a row of their own.
    const cash = await chartTable('Cash still to come');
    const now = new Date();
    const thisMonth = `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;
    expect(cash[0]![0]).toBe(`${thisMonth.slice(5)}/${thisMonth.slice(0, 4)}`);
    for (const month of summary.cashToCome.slice(0, 3)) {
      const row = cash.find((cells) => cells[0] === `${month.month.slice(5)}/${month.month.slice(0, 4)}`)!;
      expect(row).toEqual([row[0], money(month.amount), String(month.paymentsCount)]);
    }
    // The months after the window are a bar of their own, so the bars add up to the headline's total.
    const later = cash.filter((cells) => cells[0]!.startsWith('After '));
    expect(await portfolioCard('Cash still to come').locator('.portfolio-chart__bar').count()).toBe(
      12 + later.length,
    );
    const drawn = await portfolioCard('Cash still to come')
      .locator('.portfolio-chart__bar')
      .evaluateAll((bars) => bars.map((bar) => bar.getAttribute('aria-label') ?? ''));
    const drawnTotal = drawn.reduce(
      (sum, label) => sum + Number(/: \$([\d,.]+) in /.exec(label)?.[1]?.replaceAll(',', '') ?? NaN),
      0,
    );
    expect(drawnTotal).toBeCloseTo(
      summary.cashToCome.reduce((sum, month) => sum + month.amount, 0),
      2,
    );

    const advances = await chartTable('Advances over time');
    for (const month of summary.advances) {
      const label = `${month.month.slice(5)}/${month.month.slice(0, 4)}`;
      expect(advances.find((cells) => cells[0] === label)).toEqual([
        label,
        money(month.amount),
        String(month.advancesCount),
      ]);
    }
    await page.mouse.move(0, 0);
    await expectAccessible(page, 'Portfolio at a glance with its tables');
  });

  it('opens the report on the offers of a late or failed bar, and back to every offer', async () => {
    const over90 = (await portfolioSummary()).lateOrFailed.find(
      (bucket) => bucket.bucket === 'OVER_90_DAYS',
    )!;
    expect(over90.offersCount).toBeGreaterThan(0);
    await portfolioCard('Payments late or failed').locator('.portfolio-chart__bar').last().click();
    await reportSection().getByText('Showing offers with payments late or failed over 90 days.').waitFor();
    await expect.poll(() => reportRows().count()).toBe(over90.offersCount);
    // Granite Peak's failed payment and chargeback are months old, though its latest payment succeeded.
    expect(await report().locator('tbody tr td:first-child').allTextContents()).toContain(
      'Granite Peak Insurance',
    );
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Offer Health Report');
    await expectAccessible(page, 'the report opened from a chart');

    // By keyboard: Tab reaches the bars that have offers, each named by what it adds up to; Enter opens them.
    const lateChart = portfolioCard('Payments late or failed').getByRole('group', {
      name: 'Payments late or failed',
    });
    await portfolioCard('Cash still to come')
      .getByRole('button', { name: /Show table|Hide table/ })
      .focus();
    const onLateBar = () =>
      lateChart.evaluate(
        (chart) =>
          chart.contains(document.activeElement) && document.activeElement!.matches('.portfolio-chart__bar'),
      );
    for (let step = 0; step < 40 && !(await onLateBar()); step++) await page.keyboard.press('Tab');
    const reached = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    const [, bucket] =
      /^(.+?): \$[\d,.]+ in \d+ payments?, \d+ offers?\. Show them in the report$/.exec(reached) ?? [];
    expect(['0–30 days', '31–60 days', '61–90 days', 'Over 90 days']).toContain(bucket);
    expect(await lateChart.getByRole('button').count()).toBeGreaterThan(0);
    // The focused bar shows its tooltip, the words its name says.
    expect(await lateChart.locator('.portfolio-chart__tooltip').textContent()).toContain(`${bucket}$`);
    await page.screenshot({ path: 'artifacts/portfolio-bar-focus.png' });
    await page.keyboard.press('Enter');
    await reportSection()
      .getByText(`Showing offers with payments late or failed ${bucket!.replace('Over', 'over')}.`)
      .waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Offer Health Report');

    // A row of the chart's table does the same.
    await portfolioCard('Payments late or failed')
      .getByRole('button', { name: /^0–30 days: show \d+ offers? in the report$/ })
      .press('Enter');
    await reportSection().getByText('Showing offers with payments late or failed 0–30 days.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Offer Health Report');

    await reportSection().getByRole('button', { name: 'Show all offers' }).click();
    await expect.poll(() => reportRows().count()).toBe(10);
  });
});

describe('the dashboard’s reports', () => {
  it('filters the report by company and status, pages by 10 from the first page again, and opens a schedule', async () => {
    await reportRows().first().waitFor();
    expect(await reportRows().count()).toBe(10);
    for (const stage of await report().locator('tbody tr td:nth-child(2)').allTextContents())
      expect(HEALTH_STAGES).toContain(stage);
    await expectAccessible(page, 'the dashboard with the Offer Health Report and Advance History');

    await reportSection().getByRole('button', { name: 'Next page' }).click();
    await reportSection()
      .getByText(/^11–\d+ of \d+ items$/)
      .waitFor();
    await chooseStatus('Succeeded');
    // The filter sends the report back to its first page.
    await reportSection()
      .getByText(/^1–\d+ of \d+ items$/)
      .waitFor();
    await expect
      .poll(async () => new Set(await report().locator('tbody tr td:nth-child(3)').allTextContents()))
      .toEqual(new Set(['Succeeded']));

    await page.getByRole('combobox', { name: 'Company' }).fill('Aper');
    await page.getByRole('option', { name: 'Aperture Labs' }).click();
    await expect
      .poll(async () => new Set(await report().locator('tbody tr td:first-child').allTextContents()))
      .toEqual(new Set(['Aperture Labs']));

    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect.poll(() => reportRows().count()).toBe(10);

    await chooseStatus('Succeeded');
    await reportRows().first().getByRole('button').click();
    const schedule = page.getByRole('dialog', { name: /Payment schedule/ });
    await schedule.getByRole('table').waitFor();
    expect(await schedule.getByRole('columnheader').allTextContents()).toEqual([
      'Invoice Date',
      'Payment Date',
      'Status',
      'Amount',
      'Payment Method',
      'Invoice',
    ]);
    // Not hovering a row: Carbon's hovered-row background is not what the schedule looks like.
    await page.mouse.move(0, 0);
    await expectAccessible(page, 'the payment schedule');
  });

  it('downloads an invoice as a PDF named after the customer and the invoice', async () => {
    const schedule = page.getByRole('dialog', { name: /Payment schedule/ });
    const invoice = schedule.getByRole('button', { name: /^INV-/ }).first();
    const invoiceId = (await invoice.textContent())!.trim();
    const customer = (await schedule.locator('.cds--modal-header__heading').textContent())!.trim();
    const download = await savedDownload(page, () => invoice.click());
    expect(download.suggestedFilename()).toBe(
      `${customer.toUpperCase().replace(/\s+/g, '')}${invoiceId}.pdf`,
    );
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await schedule.getByRole('button', { name: 'Close' }).click();
    await schedule.waitFor({ state: 'detached' });
  });

  it('exports a date range of the filtered report and receives the CSV through the socket', async () => {
    await openExport();
    await expectAccessible(page, 'the export modal');
    const dialog = page.getByRole('dialog', { name: /Export/ });
    await dialog.getByText('Date range', { exact: true }).click();
    const end = dialog.getByLabel('End date');
    expect(await end.isDisabled()).toBe(true);
    const today = new Date();
    const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 150);
    await dialog.getByLabel('Start date').fill(isoDay(start));
    await end.fill(isoDay(today));
    await expectAccessible(page, 'the export modal with a date range');

    const download = await savedDownload(page, () =>
      dialog.getByRole('button', { name: 'Start Export' }).click(),
    );
    expect(download.suggestedFilename()).toBe(
      `AcmeSoftware_${pad(today.getMonth() + 1)}-${pad(today.getDate())}-${today.getFullYear()}.csv`,
    );
    await toast('New report generated.');
    const [header, ...rows] = await csvOf(download);
    expect(header?.[3]).toBe('Payment Status');
    const expected = (await reportTotal(['succeeded'])).filter(
      (offer) => Date.parse(offer.createdDate) >= start.getTime(),
    );
    expect(rows.map((row) => row[1]).sort()).toEqual(expected.map((offer) => offer.id).sort());
    expect(rows.every((row) => row[3] === 'succeeded')).toBe(true);
    await dialog.locator('.cds--modal-footer').getByRole('button', { name: 'Close' }).click();
    // The modal was opened from the dropdown's item, gone since: the focus goes back to the dropdown's trigger.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Export');
  });

  it('downloads the last report without a new export', async () => {
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const download = await savedDownload(page, () =>
      page.getByRole('button', { name: 'Download Last Report' }).click(),
    );
    expect(download.suggestedFilename()).toMatch(/^AcmeSoftware_\d{2}-\d{2}-\d{4}\.csv$/);
    expect((await csvOf(download))[0]?.[0]).toBe('Company');
  });

  it('ends the flow with the error toast when the export fails', async () => {
    const failing = await fetch(`${portal.providerUrl}/sandbox/reports/export-failures`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@acme.example' }),
    });
    expect(failing.status).toBe(201);
    await openExport();
    const dialog = page.getByRole('dialog', { name: /Export/ });
    const startExport = dialog.getByRole('button', { name: 'Start Export' });
    await startExport.click();
    await toast('Something went wrong while trying to export the file');
    await expect.poll(() => startExport.isEnabled()).toBe(true);
    await dialog.locator('.cds--modal-footer').getByRole('button', { name: 'Close' }).click();
  });

  it('opens an advance’s details and downloads its CSV', async () => {
    const history = page.getByRole('table', { name: 'Advance History' });
    await history.locator('tbody tr').first().waitFor();
    expect(await history.locator('tbody tr').count()).toBeLessThanOrEqual(10);
    await history
      .getByRole('button', { name: /^View details of the advance of/ })
      .first()
      .click();
    const details = page.getByRole('dialog', { name: /Advance of/ });
    await details.getByRole('table', { name: 'Advance details' }).locator('tbody tr').first().waitFor();
    await expectAccessible(page, 'the advance details');
    const download = await savedDownload(page, () =>
      details.getByRole('button', { name: 'Download CSV' }).click(),
    );
    expect(download.suggestedFilename()).toMatch(/^AcmeSoftware_AdvanceReport_\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = await csvOf(download);
    expect(header).toEqual([
      'Offer ID',
      'Company',
      'Term',
      'Payment Frequency',
      'Total Contract Value',
      'Seller Cash Advance',
    ]);
    expect(rows.length).toBe(await details.locator('tbody tr').count());
    const [offerId, , , , , cashAdvance] = rows[0]!;
    advanced = {
      offerId: offerId!,
      amount: money(Number(cashAdvance)),
      day: (await details.getByRole('heading', { name: /^Advance of/ }).innerText()).replace(
        /^Advance of /,
        '',
      ),
    };
    await details.getByRole('button', { name: 'Close' }).first().click();
    await details.waitFor({ state: 'detached' });
  });

  it('names a failed payment by its status, with the reason as its description', async () => {
    await page.getByRole('button', { name: 'Clear All' }).click();
    await chooseStatus('Failed');
    // The rows of the filtered report, not the ones still shown while it loads (on a busy machine the click landed on
    // an unfiltered row whose schedule has no failed payment).
    await expect
      .poll(async () => new Set(await report().locator('tbody tr td:nth-child(3)').allTextContents()))
      .toEqual(new Set(['Failed']));
    await reportRows().first().getByRole('button').click();
    const schedule = page.getByRole('dialog', { name: /Payment schedule/ });
    const failed = schedule.getByRole('button', { name: 'Failed', exact: true }).first();
    await failed.waitFor();
    // The reason describes the button (aria-describedby); its name stays what it shows.
    expect(await failed.getAttribute('aria-describedby')).toBeTruthy();
    await page.mouse.move(0, 0);
    await expectAccessible(page, 'the payment schedule with a failed payment');
  });

  it('shows the page a person goes to while the offers’ parcels are still loading on the dashboard', async () => {
    // A slow network for the offers' parcels module (the report's company filter and export, docs/adr/020): the
    // dashboard's data arrives first, the person leaves for Team before the parcels mount.
    const other = await newBrowser();
    try {
      await other.page.route(/\/mfe-offers-parcels\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        await route.continue();
      });
      await signInAs(other.page, portal.portalUrl, 'Ada Admin');
      await other.page
        .getByRole('table', { name: 'Offer Health Report' })
        .locator('tbody tr')
        .first()
        .waitFor();
      await other.page
        .getByRole('navigation', { name: 'Side navigation' })
        .getByRole('link', { name: 'Team' })
        .click();
      await other.page.getByRole('table', { name: 'Team members' }).waitFor();
      // Once the parcels' load ends, the page stays Team's (not the error screen).
      await other.page.waitForTimeout(3_500);
      expect(await other.page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);
      expect(await other.page.getByRole('table', { name: 'Team members' }).isVisible()).toBe(true);
    } finally {
      await other.close();
    }
  });
});

describe('an advanced offer', () => {
  it("shows on an advanced offer's page what the seller received and when, as Advance History does", async () => {
    expect(advanced).toBeDefined();
    const { offerId, amount, day } = advanced!;
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${portal.portalUrl}/offers/${offerId}/details`);
      await page.getByRole('button', { name: 'Payment Summary' }).waitFor();
      // By keyboard: to the Payment Summary section and open it.
      await tabTo(page, 'Payment Summary', 80);
      await page.keyboard.press('Enter');
      const summary = page.locator('.offers-accordion');
      await summary.getByText('Your Advance', { exact: true }).waitFor();
      const value = (term: string) =>
        summary.locator('.offers-fields__row', { has: page.getByText(term, { exact: true }) }).locator('dd');
      expect(await value('Your Advance').innerText()).toBe(amount);
      expect(await value('Advanced On').innerText()).toBe(day);
      await page.screenshot({ path: `/tmp/shots/offer-advance-${width}.png` });
      if (width === 1280) await expectAccessible(page, "an advanced offer's Payment Summary");
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it("downloads the offer's quote as a PDF from the Actions menu, by keyboard", async () => {
    const { offerId } = advanced!;
    await tabTo(page, 'Actions', 80);
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitem', { name: 'Download Quote (PDF)' });
    await item.waitFor();
    await page.screenshot({ path: '/tmp/shots/offer-quote-menu.png' });
    await expectAccessible(page, "an offer's Actions menu with its quote");
    while ((await focusedName(page)) !== 'Download Quote (PDF)') await page.keyboard.press('ArrowDown');
    const download = await savedDownload(page, () => page.keyboard.press('Enter'));
    expect(download.suggestedFilename()).toMatch(new RegExp(`^\\w+_${offerId}_\\d{2}-\\d{2}-\\d{4}\\.pdf$`));
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await page
      .locator('.portal-toasts')
      .getByText(`Quote ${download.suggestedFilename()} downloaded.`)
      .waitFor();
  });
});
