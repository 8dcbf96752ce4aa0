import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccountId } from '../customers/seed.js';
import { startSandbox, type RunningSandbox } from '../testing/harness.js';
import { ACME, BOREALIS, callAs } from './offers-test-support.js';

let sandbox: RunningSandbox;
let ada: ReturnType<typeof callAs>; // Acme's admin
let alex: ReturnType<typeof callAs>; // Acme's account executive
let fiona: ReturnType<typeof callAs>; // Acme's finance manager
let bob: ReturnType<typeof callAs>; // Borealis' admin

interface Row {
  id: string;
  accountName: string;
  ownerName: string;
  stageMetadata: { stage: string; label: string };
  hasRequiredActions: boolean;
  lastModifiedDate: string;
  expiration: string;
  directOfferTotalContractValue: number;
  offerType: string;
  externalReferenceId: string | null;
  offerPaymentStatus: string | null;
}

beforeAll(async () => {
  sandbox = await startSandbox();
  const as = async (email: string) => callAs(sandbox, await sandbox.tokenFor(email));
  [ada, alex, fiona, bob] = await Promise.all([
    as('admin@acme.example'),
    as('ae@acme.example'),
    as('finance@acme.example'),
    as('admin@borealis.example'),
  ]);
});

afterAll(async () => {
  await sandbox?.close();
});

describe('GET /api/v1/offers', () => {
  it('pages the seller’s offers by 10, last modified first, in the spec’s shape', async () => {
    const first = await ada('get', '/v1/offers?page=0&size=10&sort=lastModifiedDate,desc');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ totalElements: 36, totalPages: 4, size: 10, number: 0 });
    const all: Row[] = [];
    for (let page = 0; page < 4; page++)
      all.push(...(await ada('get', `/v1/offers?page=${page}`)).body.content);
    expect(new Set(all.map((row) => row.id)).size).toBe(36);
    const modified = all.map((row) => row.lastModifiedDate);
    expect(modified).toEqual([...modified].sort().reverse());
    expect(new Set(all.map((row) => row.stageMetadata.stage)).size).toBe(15);
    expect(all.find((row) => row.id === ACME('copperleaf-requirements'))).toMatchObject({
      stageMetadata: { stage: 'READY_WITH_REQUIREMENTS', label: 'Ready *' },
      hasRequiredActions: true,
    });
    expect(all.find((row) => row.id === ACME('lakeside-disputed'))?.stageMetadata.label).toBe(
      'Dispute Closed',
    );
  });

  it('filters by a comma list of stages, an account and payment statuses', async () => {
    const stages = await ada('get', '/v1/offers?offerStageText=EXPIRED,DISABLED&size=50');
    expect(stages.body.content.map((row: Row) => row.stageMetadata.stage).sort()).toEqual([
      'DISABLED',
      'DISABLED',
      'EXPIRED',
      'EXPIRED',
      'EXPIRED',
    ]);
    const aperture = await ada(
      'get',
      `/v1/offers?accountId=${demoAccountId('acme', 'Aperture Labs')}&size=50`,
    );
    expect(aperture.body.totalElements).toBe(4);
    const failed = await ada('get', '/v1/offers?offerPaymentStatus=failed&size=50');
    expect(failed.body.content.map((row: Row) => row.id)).toEqual([ACME('tidewater-complete')]);
    // An offer's payment status is its latest settled payment's (Granite's refund and charge-back came before).
    const disputed = await ada('get', '/v1/offers?offerPaymentStatus=disputed,chargeback,refunded&size=50');
    expect(disputed.body.content.map((row: Row) => row.id)).toEqual([ACME('lakeside-disputed')]);
    const pending = await ada('get', '/v1/offers?offerPaymentStatus=pending&size=50');
    expect(pending.body.content.map((row: Row) => row.stageMetadata.stage).sort()).toEqual([
      'ACCEPTED',
      'ACCEPTED',
      'DIRECT_PAYMENT',
      'DIRECT_PAYMENT',
    ]);
  });

  it('sorts by expiration or total either way, keeping the filters, and tells rows apart by type and external id', async () => {
    const fetchAll = async (query: string) =>
      (await ada('get', `/v1/offers?size=100&${query}`)).body.content as Row[];
    const soonest = (await fetchAll('sort=expiration,asc')).map((row) => row.expiration);
    expect(soonest).toHaveLength(36);
    expect(soonest).toEqual([...soonest].sort());
    const latest = (await fetchAll('sort=expiration,desc')).map((row) => row.expiration);
    expect(latest).toEqual([...soonest].reverse());
    const totals = (await fetchAll('sort=directOfferTotalContractValue,desc')).map(
      (row) => row.directOfferTotalContractValue,
    );
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(totals[0]).toBeGreaterThan(totals.at(-1) ?? Infinity);
    const cheapestExpired = await fetchAll('offerStageText=EXPIRED&sort=directOfferTotalContractValue,asc');
    expect(cheapestExpired.map((row) => row.stageMetadata.stage)).toEqual(['EXPIRED', 'EXPIRED', 'EXPIRED']);
    const expiredTotals = cheapestExpired.map((row) => row.directOfferTotalContractValue);
    expect(expiredTotals).toEqual([...expiredTotals].sort((a, b) => a - b));
    const rows = await fetchAll('');
    expect(rows.every((row) => row.offerType === 'QUOTE')).toBe(true);
    expect(rows.filter((row) => row.externalReferenceId).map((row) => row.externalReferenceId)).toEqual([
      '0065g00000AbCdEFA1',
    ]);
  });

  it('refuses unknown stages, statuses, a malformed account id, another sort and bad paging', async () => {
    for (const query of [
      'offerStageText=READY,NOPE',
      'offerPaymentStatus=late',
      'accountId=x',
      'sort=createdDate,asc',
      'sort=expiration',
      'sort=expiration,asc&sort=expiration,desc',
      'size=101',
      'page=-1',
    ]) {
      expect((await ada('get', `/v1/offers?${query}`)).status, query).toBe(400);
    }
  });

  it('shows an account executive only the offers they own (docs/adr/009), and finance managers every offer', async () => {
    const own = await alex('get', '/v1/offers?size=50');
    expect(own.body.totalElements).toBe(9);
    expect(new Set(own.body.content.map((row: Row) => row.ownerName))).toEqual(new Set(['Alex Account']));
    expect(
      (await alex('get', `/v1/offers?accountId=${demoAccountId('acme', 'Granite Peak Insurance')}`)).body
        .totalElements,
    ).toBe(0);
    expect((await fiona('get', '/v1/offers')).body.totalElements).toBe(36);
  });

  it('never shows another seller’s offers', async () => {
    const borealis = await bob('get', '/v1/offers?size=50');
    expect(borealis.body.content.map((row: Row) => row.id).sort()).toEqual(
      [BOREALIS('aurora-complete'), BOREALIS('polar-ready'), BOREALIS('tundra-expired')].sort(),
    );
    expect(
      (await bob('get', `/v1/offers?accountId=${demoAccountId('acme', 'Aperture Labs')}`)).body.totalElements,
    ).toBe(0);
  });
});

describe('GET /api/v1/offers/account-typeahead', () => {
  it('finds accounts with the caller’s offers and counts only those the caller sees', async () => {
    const admin = await ada('get', '/v1/offers/account-typeahead?query=aper');
    expect(admin.body.content).toEqual([
      { id: demoAccountId('acme', 'Aperture Labs'), name: 'Aperture Labs', offersCount: 4 },
    ]);
    const own = await alex('get', '/v1/offers/account-typeahead?query=aper');
    expect(own.body.content).toEqual([
      { id: demoAccountId('acme', 'Aperture Labs'), name: 'Aperture Labs', offersCount: 3 },
    ]);
    expect((await alex('get', '/v1/offers/account-typeahead?query=granite')).body.content).toEqual([]);
    expect((await bob('get', '/v1/offers/account-typeahead?query=aper')).body.content).toEqual([]);
    expect((await ada('get', '/v1/offers/account-typeahead?query=a')).status).toBe(400);
    expect((await ada('get', `/v1/offers/account-typeahead?query=${'a'.repeat(201)}`)).status).toBe(400);
  });

  it('feeds the customer page’s offers count through the account_offers view', async () => {
    const aperture = demoAccountId('acme', 'Aperture Labs');
    expect((await ada('get', `/v1/customers/${aperture}`)).body.offersCount).toBe(4);
    expect((await alex('get', `/v1/customers/${aperture}`)).body.offersCount).toBe(3);
  });
});

describe('GET /api/v2/offers/{id}', () => {
  it('answers the offer details of spec 02 section 3', async () => {
    const details = await ada('get', `/v2/offers/${ACME('aperture-complete')}`);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({
      id: ACME('aperture-complete'),
      stageMetadata: { stage: 'COMPLETE', label: 'Complete' },
      subTypeMetadata: { subType: 'INITIAL' },
      details: {
        account: {
          accountName: 'Aperture Labs',
          isAccountDelinquent: false,
          timeZone: 'America/Los_Angeles',
        },
        quote: {
          salesPackageName: 'Standard Financing',
          contractTerm: { offerTermType: 'MONTH_VARIABLE', duration: 36, label: '36 Months' },
        },
      },
      customerSelectedPricingOption: { paymentFrequency: 'QUARTERLY', paymentsCount: 12 },
      externalReferenceId: '0065g00000AbCdEFA1',
      ownerName: 'Alex Account',
      hasAddOns: true,
      allowCreateAddOn: true,
      hasPayments: true,
      renewalStatus: { renewalEnabled: true, renewalFreeMonths: 2, renewalState: 'ALLOW_EDIT' },
      offerSummary: { canEditExpirationDate: false, canEditTermStartDate: false },
    });
    expect(details.body.files).toHaveLength(1);
    expect(details.body.customerOfferDirectUrl).toMatch(/\/sandbox\/customer-offers\/[A-Za-z0-9_-]+$/);
  });

  it('answers 404 for another seller’s offer, an unknown id, a malformed one, and one an account executive does not own', async () => {
    expect((await bob('get', `/v2/offers/${ACME('aperture-complete')}`)).status).toBe(404);
    expect((await ada('get', `/v2/offers/${ACME('nothing')}`)).status).toBe(404);
    expect((await ada('get', '/v2/offers/not-an-id')).status).toBe(404);
    expect((await alex('get', `/v2/offers/${ACME('granite-complete')}`)).status).toBe(404);
    expect((await alex('get', `/v2/offers/${ACME('beacon-ready')}`)).status).toBe(200);
  });

  it('lists an offer’s add-ons and whether add-ons may be made', async () => {
    const addOns = await ada('get', `/v1/offers/${ACME('aperture-complete')}/addons?page=0`);
    expect(addOns.body.content.map((row: Row) => row.id).sort()).toEqual(
      [ACME('aperture-addon-complete'), ACME('aperture-addon-ready')].sort(),
    );
    expect((await ada('get', `/v1/offers/${ACME('aperture-complete')}/allow-addons`)).body).toEqual({
      allowAddOns: true,
      allowCreateAddOn: true,
    });
    expect((await ada('get', `/v1/offers/${ACME('beacon-ready')}/allow-addons`)).body).toEqual({
      allowAddOns: false,
      allowCreateAddOn: false,
    });
    expect((await bob('get', `/v1/offers/${BOREALIS('aurora-complete')}/allow-addons`)).body).toEqual({
      allowAddOns: false,
      allowCreateAddOn: false,
    });
  });
});

describe('payments and invoices', () => {
  it('answers the payment schedule with every status the demo data has', async () => {
    const granite = await ada('get', `/v1/offers/${ACME('granite-complete')}/payments`);
    expect(granite.body).toHaveLength(24);
    expect(granite.body[0]).toMatchObject({
      paymentStatus: 'succeeded',
      paymentMethod: { paymentType: 'ACH', institutionName: 'Sandbox Bank', paymentMethodEnding: '6789' },
      hasInvoice: true,
    });
    const statuses = new Set<string>();
    for (const page of [0, 1, 2, 3]) {
      for (const row of (await ada('get', `/v1/offers?page=${page}`)).body.content as Row[]) {
        for (const payment of (await ada('get', `/v1/offers/${row.id}/payments`)).body as {
          paymentStatus: string;
        }[])
          statuses.add(payment.paymentStatus);
      }
    }
    expect([...statuses].sort()).toEqual([
      'canceled',
      'chargeback',
      'disputed',
      'failed',
      'other',
      'pending',
      'refunded',
      'succeeded',
    ]);
  });

  it('downloads an invoice as a PDF named after the customer and the invoice; none before its date', async () => {
    const payments = (await ada('get', `/v1/offers/${ACME('granite-complete')}/payments`)).body as {
      id: string;
      invoiceId: string;
      hasInvoice: boolean;
    }[];
    const invoiced = payments.find((payment) => payment.hasInvoice)!;
    const pdf = await ada('get', `/v1/payments/${invoiced.id}/invoice`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="GRANITEPEAKINSURANCE${invoiced.invoiceId}.pdf"`,
    );
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const later = payments.find((payment) => !payment.hasInvoice)!;
    expect((await ada('get', `/v1/payments/${later.id}/invoice`)).status).toBe(404);
    expect((await bob('get', `/v1/payments/${invoiced.id}/invoice`)).status).toBe(404);
    expect((await alex('get', `/v1/payments/${invoiced.id}/invoice`)).status).toBe(404);
  });
});

describe("an offer's quote", () => {
  it('downloads as a PDF named after the customer, the offer and the day, carrying the link; for whoever sees the offer', async () => {
    const id = ACME('silverline-ready');
    const offer = (await ada('get', `/v2/offers/${id}`)).body as {
      offerSummary: { customerOfferDirectUrl: string };
    };
    const pdf = await ada('get', `/v1/offers/${id}/quote`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="SilverlineTelecom_${id}_\\d{2}-\\d{2}-\\d{4}\\.pdf"$`),
    );
    const bytes = (pdf.body as Buffer).toString('latin1');
    expect(bytes.startsWith('%PDF-')).toBe(true);
    // The customer's link is a link of the document (and drawn as a QR code beside it).
    expect(bytes).toContain(`/URI (${offer.offerSummary.customerOfferDirectUrl})`);
    expect((await bob('get', `/v1/offers/${id}/quote`)).status).toBe(404);
    expect((await alex('get', `/v1/offers/${id}/quote`)).status).toBe(404);
    expect((await alex('get', `/v1/offers/${ACME('aperture-complete')}/quote`)).status).toBe(200);
  });
});

describe('events and the funnel', () => {
  it('pages the history newest first, filters it by type, and answers the funnel', async () => {
    const events = await ada('get', `/v1/offers/${ACME('tidewater-complete')}/events?page=0&size=5`);
    expect(events.body.totalElements).toBeGreaterThan(5);
    const dates = events.body.content.map((event: { occurredAt: string }) => event.occurredAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const failed = await ada('get', `/v1/offers/${ACME('tidewater-complete')}/events?type=PAYMENT_FAILED`);
    expect(failed.body.content).toHaveLength(1);
    expect(failed.body.content[0].description).toMatch(
      /^Payment 2 of \$1,615\.00 failed: Insufficient funds/,
    );
    expect((await ada('get', `/v1/offers/${ACME('tidewater-complete')}/events?type=NOPE`)).status).toBe(400);
    const funnel = await ada('get', `/v1/offers/${ACME('blue-harbor-pending')}/events/funnel`);
    expect(funnel.body.map((step: { step: string; reached: boolean }) => [step.step, step.reached])).toEqual([
      ['SENT', true],
      ['VIEWED', true],
      ['CHOSE_TERMS', true],
      ['ACCEPTED', false],
      ['PAID', false],
    ]);
  });
});
