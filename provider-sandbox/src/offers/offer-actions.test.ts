import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stableUuid } from '../core/seed/ids.js';
import { demoPdf } from '../dataroom/demo-files.js';
import { FileStore } from '../dataroom/file-store.js';
import { startSandbox, type RunningSandbox } from '../testing/harness.js';
import { addDays, dateIn, endOfDayIn, startOfDayIn } from './calendar.js';
import { ACME, BOREALIS, callAs, control } from './offers-test-support.js';

let sandbox: RunningSandbox;
let ada: ReturnType<typeof callAs>; // Acme's admin
let sam: ReturnType<typeof callAs>; // Acme's sales manager
let alex: ReturnType<typeof callAs>; // Acme's account executive
let fiona: ReturnType<typeof callAs>; // Acme's finance manager
let bob: ReturnType<typeof callAs>; // Borealis' admin

const replace = (path: string, value: unknown) => [{ op: 'replace', path, value }];
const NEW_YORK = 'America/New_York';

beforeAll(async () => {
  sandbox = await startSandbox();
  const as = async (email: string) => callAs(sandbox, await sandbox.tokenFor(email));
  [ada, sam, alex, fiona, bob] = await Promise.all([
    as('admin@acme.example'),
    as('sales@acme.example'),
    as('ae@acme.example'),
    as('finance@acme.example'),
    as('admin@borealis.example'),
  ]);
});

afterAll(async () => {
  await sandbox?.close();
});

describe('PATCH /api/v1/offers/{id}', () => {
  it('takes an expiration from tomorrow’s first instant to the window’s last, and refuses either side', async () => {
    const id = ACME('beacon-ready');
    const summary = (await ada('get', `/v2/offers/${id}`)).body.offerSummary;
    const tomorrow = addDays(dateIn(new Date(), NEW_YORK), 1);
    expect(summary.minExpirationDate).toBe(tomorrow);
    const ok = async (instant: Date) =>
      (await ada('patch', `/v1/offers/${id}`, replace('/expiration', instant.toISOString()))).status;
    expect(await ok(startOfDayIn(tomorrow, NEW_YORK))).toBe(200);
    expect(await ok(endOfDayIn(summary.maxExpirationDate, NEW_YORK))).toBe(200);
    const before = await ada(
      'patch',
      `/v1/offers/${id}`,
      replace('/expiration', new Date(startOfDayIn(tomorrow, NEW_YORK).getTime() - 1000).toISOString()),
    );
    expect(before.status).toBe(400);
    expect(before.body.fieldErrors).toEqual([{ field: 'expiration', message: 'Invalid expiration date' }]);
    expect(await ok(startOfDayIn(addDays(summary.maxExpirationDate, 1), NEW_YORK))).toBe(400);
    const missing = await ada('patch', `/v1/offers/${id}`, replace('/expiration', null));
    expect(missing.body.fieldErrors).toEqual([{ field: 'expiration', message: 'Expiration is required.' }]);
  });

  it('keeps the term start date within three months of the minimum, and required once set', async () => {
    const id = ACME('granite-ready');
    const summary = (await ada('get', `/v2/offers/${id}`)).body.offerSummary;
    expect(
      (await ada('patch', `/v1/offers/${id}`, replace('/termStartDate', summary.maxTermStartDate))).status,
    ).toBe(200);
    const late = await ada(
      'patch',
      `/v1/offers/${id}`,
      replace('/termStartDate', addDays(summary.maxTermStartDate, 1)),
    );
    expect(late.body.fieldErrors).toEqual([
      { field: 'termStartDate', message: 'Term start date must be within three months' },
    ]);
    const early = await ada(
      'patch',
      `/v1/offers/${id}`,
      replace('/termStartDate', addDays(summary.minTermStartDate, -1)),
    );
    expect(early.status).toBe(400);
    const cleared = await ada('patch', `/v1/offers/${id}`, replace('/termStartDate', null));
    expect(cleared.body.fieldErrors).toEqual([
      { field: 'termStartDate', message: 'Term Start Date is required.' },
    ]);
  });

  it('changes the payment method allowed, records an event, and refuses what may no longer change', async () => {
    const id = ACME('beacon-ready');
    const changed = await sam('patch', `/v1/offers/${id}`, replace('/allowCreditCardPayments', false));
    expect(changed.body.allowCreditCardPayments).toBe(false);
    const events = await ada('get', `/v1/offers/${id}/events?type=UPDATED`);
    expect(events.body.content[0]).toMatchObject({
      description: 'Offer updated: payment method ACH only',
      actorName: 'Sam Sales',
    });
    expect(
      (await sam('patch', `/v1/offers/${id}`, replace('/allowCreditCardPayments', 'yes'))).body.fieldErrors,
    ).toEqual([{ field: 'allowCreditCardPayments', message: 'Payment Method is required.' }]);
    // Accepted: the expiration and method are settled; Complete: the start date too.
    expect(
      (
        await ada(
          'patch',
          `/v1/offers/${ACME('fieldstone-accepted')}`,
          replace('/allowCreditCardPayments', false),
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await ada(
          'patch',
          `/v1/offers/${ACME('granite-complete')}`,
          replace('/termStartDate', dateIn(new Date(), NEW_YORK)),
        )
      ).status,
    ).toBe(409);
  });

  it('accepts only replace operations on its three fields', async () => {
    const id = ACME('beacon-ready');
    expect((await ada('patch', `/v1/offers/${id}`, { expiration: 'x' })).status).toBe(400);
    expect((await ada('patch', `/v1/offers/${id}`, replace('/stage', 'COMPLETE'))).status).toBe(400);
    expect(
      (
        await ada('patch', `/v1/offers/${id}`, [
          ...replace('/allowCreditCardPayments', true),
          ...replace('/allowCreditCardPayments', false),
        ])
      ).status,
    ).toBe(400);
  });

  it('moves an accepted offer without a start date to Accepted and builds its schedule once the seller sets one', async () => {
    const id = ACME('brightline-action-required');
    const before = await alex('get', `/v2/offers/${id}`);
    expect(before.body).toMatchObject({
      requiredActions: ['TERM_START_DATE_UNDEFINED'],
      hasRequiredActions: true,
      hasPayments: false,
    });
    const start = before.body.offerSummary.maxTermStartDate;
    const after = await alex('patch', `/v1/offers/${id}`, replace('/termStartDate', start));
    expect(after.body).toMatchObject({
      stageMetadata: { stage: 'ACCEPTED' },
      requiredActions: [],
      hasPayments: true,
    });
    const payments = (await alex('get', `/v1/offers/${id}/payments`)).body;
    expect(payments).toHaveLength(12);
    expect(payments[0]).toMatchObject({ paymentDate: start, paymentStatus: 'pending' });
  });

  it('lets only members who act on offers change them, and an account executive only their own', async () => {
    expect(
      (await fiona('patch', `/v1/offers/${ACME('beacon-ready')}`, replace('/allowCreditCardPayments', true)))
        .status,
    ).toBe(403);
    expect(
      (await alex('patch', `/v1/offers/${ACME('granite-ready')}`, replace('/allowCreditCardPayments', true)))
        .status,
    ).toBe(404);
    expect(
      (await bob('patch', `/v1/offers/${ACME('beacon-ready')}`, replace('/allowCreditCardPayments', true)))
        .status,
    ).toBe(404);
  });
});

describe('disable, cancel and reissue', () => {
  it('disables an offer the customer has not committed to, and refuses a committed one', async () => {
    const disabled = await alex('post', `/v1/offers/${ACME('cedar-disabled')}/disable`);
    expect(disabled.status).toBe(409);
    const done = await ada('post', `/v1/offers/${ACME('pinecrest-pending')}/disable`);
    expect(done.body).toMatchObject({
      stageMetadata: { stage: 'DISABLED', label: 'Disabled' },
      canDisableOffer: false,
    });
    expect(
      (await ada('get', `/v1/offers/${ACME('pinecrest-pending')}/events?type=DISABLED`)).body.content[0]
        .actorName,
    ).toBe('Ada Admin');
    expect((await ada('post', `/v1/offers/${ACME('granite-complete')}/disable`)).status).toBe(409);
    expect((await fiona('post', `/v1/offers/${ACME('silverline-ready')}/disable`)).status).toBe(403);
    expect((await bob('post', `/v1/offers/${ACME('silverline-ready')}/disable`)).status).toBe(404);
  });

  it('cancels an accepted offer before any payment, and tells the seller to email support after one', async () => {
    const accepted = ACME('northwind-accepted');
    expect((await ada('get', `/v1/offers/${accepted}/can-cancel-before-payment`)).body).toEqual({
      canCancelBeforePayment: true,
    });
    const canceled = await ada('post', `/v1/offers/${accepted}/cancel`);
    expect(canceled.body.stageMetadata).toEqual({ stage: 'CLOSED_CANCELED', label: 'Canceled' });
    const payments = (await ada('get', `/v1/offers/${accepted}/payments`)).body as {
      paymentStatus: string;
    }[];
    expect(new Set(payments.map((payment) => payment.paymentStatus))).toEqual(new Set(['canceled']));
    const paid = ACME('northwind-complete');
    expect((await ada('get', `/v2/offers/${paid}`)).body.canRequestCancellation).toBe(true);
    expect((await ada('get', `/v1/offers/${paid}/can-cancel-before-payment`)).body).toEqual({
      canCancelBeforePayment: false,
    });
    const refused = await ada('post', `/v1/offers/${paid}/cancel`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/Email support/);
    expect((await ada('post', `/v1/offers/${ACME('silverline-ready')}/cancel`)).status).toBe(409);
  });

  it('reissues an expired offer as a new one from the same deal, linked both ways with events in both', async () => {
    const expired = ACME('cascade-expired');
    const reissued = await alex('post', `/v1/offers/${expired}/reissue`);
    expect(reissued.status).toBe(201);
    expect(reissued.body).toMatchObject({
      stageMetadata: { stage: 'READY' },
      reissuedFromOfferId: expired,
      accountName: 'Cascade Outfitters',
      directOfferTotalContractValue: 34_500,
      ownerName: 'Alex Account',
    });
    expect(reissued.body.files).toHaveLength(1);
    expect(new Date(reissued.body.expiration).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    const old = await alex('get', `/v2/offers/${expired}`);
    expect(old.body).toMatchObject({
      stageMetadata: { stage: 'EXPIRED' },
      reissuedToOfferId: reissued.body.id,
    });
    expect(
      (await alex('get', `/v1/offers/${expired}/events?type=REISSUED`)).body.content[0].relatedOfferId,
    ).toBe(reissued.body.id);
    expect(
      (await alex('get', `/v1/offers/${reissued.body.id}/events?type=REISSUED_FROM`)).body.content[0]
        .relatedOfferId,
    ).toBe(expired);
    expect((await alex('post', `/v1/offers/${expired}/reissue`)).status).toBe(409);
    expect((await alex('post', `/v1/offers/${ACME('beacon-ready')}/reissue`)).status).toBe(409);
    expect((await bob('post', `/v1/offers/${BOREALIS('tundra-expired')}/reissue`)).status).toBe(201);
  });
});

describe('owners', () => {
  it('lets an admin hand an offer to another member who acts on offers, found by the user typeahead', async () => {
    const found = await ada('get', '/v1/users/typeahead?query=grace');
    expect(found.body.content).toEqual([
      {
        id: stableUuid('user:grace@acme.example'),
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@acme.example',
      },
    ]);
    expect((await ada('get', '/v1/users/typeahead?query=fiona')).body.content).toEqual([]);
    expect((await ada('get', '/v1/users/typeahead?query=g')).status).toBe(400);
    const id = ACME('oakridge-ready');
    const moved = await ada('post', `/v1/offers/${id}/change-offer-owner`, {
      newOwnerId: stableUuid('user:ae@acme.example'),
    });
    expect(moved.body).toMatchObject({ ownerName: 'Alex Account', ownerEmail: 'ae@acme.example' });
    expect((await alex('get', `/v2/offers/${id}`)).status).toBe(200);
    expect((await ada('get', `/v1/offers/${id}/events?type=OWNER_CHANGED`)).body.content[0].description).toBe(
      'Owner changed from Katherine Johnson to Alex Account',
    );
    await ada('post', `/v1/offers/${id}/change-offer-owner`, {
      newOwnerId: stableUuid('user:katherine@acme.example'),
    });
    expect((await alex('get', `/v2/offers/${id}`)).status).toBe(404);
  });

  it('refuses anyone but an admin, no user, a finance manager, and another seller’s user', async () => {
    const id = ACME('oakridge-ready');
    expect(
      (
        await sam('post', `/v1/offers/${id}/change-offer-owner`, {
          newOwnerId: stableUuid('user:ae@acme.example'),
        })
      ).status,
    ).toBe(403);
    expect((await sam('get', '/v1/users/typeahead?query=grace')).status).toBe(403);
    expect((await ada('post', `/v1/offers/${id}/change-offer-owner`, {})).body.fieldErrors).toEqual([
      { field: 'newOwnerId', message: 'User is required' },
    ]);
    expect(
      (
        await ada('post', `/v1/offers/${id}/change-offer-owner`, {
          newOwnerId: stableUuid('user:finance@acme.example'),
        })
      ).body.fieldErrors,
    ).toEqual([{ field: 'newOwnerId', message: 'This user cannot own offers.' }]);
    expect(
      (
        await ada('post', `/v1/offers/${id}/change-offer-owner`, {
          newOwnerId: stableUuid('user:admin@borealis.example'),
        })
      ).status,
    ).toBe(404);
  });
});

describe('POST /api/v1/offers/{id}/renewal-status', () => {
  it('turns renewal on with 1 to 12 free months, and off, where the renewal is editable', async () => {
    const id = ACME('aperture-complete');
    const on = await alex('post', `/v1/offers/${id}/renewal-status`, {
      renewalEnabled: true,
      renewalFreeMonths: 12,
    });
    expect(on.body.renewalStatus).toMatchObject({
      renewalEnabled: true,
      renewalFreeMonths: 12,
      renewalState: 'ALLOW_EDIT',
    });
    for (const months of [0, 13, 1.5, '3']) {
      expect(
        (
          await alex('post', `/v1/offers/${id}/renewal-status`, {
            renewalEnabled: true,
            renewalFreeMonths: months,
          })
        ).body.fieldErrors,
      ).toEqual([{ field: 'renewalFreeMonths', message: 'Free Months is required' }]);
    }
    const off = await alex('post', `/v1/offers/${id}/renewal-status`, {
      renewalEnabled: false,
      renewalFreeMonths: 4,
    });
    expect(off.body.renewalStatus).toMatchObject({ renewalEnabled: false, renewalFreeMonths: null });
  });

  it('refuses a locked renewal, an add-on, and a seller without renewals', async () => {
    expect(
      (await ada('get', `/v2/offers/${ACME('harborview-complete')}`)).body.renewalStatus.renewalState,
    ).toBe('ALLOW_DISABLE');
    expect(
      (
        await ada('post', `/v1/offers/${ACME('harborview-complete')}/renewal-status`, {
          renewalEnabled: false,
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await ada('post', `/v1/offers/${ACME('aperture-addon-complete')}/renewal-status`, {
          renewalEnabled: true,
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await bob('post', `/v1/offers/${BOREALIS('aurora-complete')}/renewal-status`, {
          renewalEnabled: true,
        })
      ).status,
    ).toBe(409);
  });
});

describe('time travel (sandbox controls)', () => {
  it('expires an offer, approves a review, and fails, collects and charges back payments', async () => {
    expect((await control(sandbox, `/offers/${ACME('willow-net')}/expire`)).body.stage).toBe('EXPIRED');
    expect((await control(sandbox, `/offers/${ACME('granite-complete')}/expire`)).status).toBe(409);
    expect(
      (await control(sandbox, `/offers/${ACME('aperture-review')}/review`, { decision: 'approve' })).body
        .stage,
    ).toBe('READY');
    const collected = await control(sandbox, `/offers/${ACME('tidewater-complete')}/payments/collect`);
    expect(collected.body.outcome).toBe('succeeded');
    const payments = (await ada('get', `/v1/offers/${ACME('tidewater-complete')}/payments`)).body as {
      id: string;
      paymentStatus: string;
    }[];
    const succeeded = payments.find((payment) => payment.paymentStatus === 'succeeded')!;
    expect(
      (await control(sandbox, `/payments/${succeeded.id}/status`, { status: 'chargeback' })).body
        .paymentStatus,
    ).toBe('chargeback');
    expect((await control(sandbox, `/payments/${succeeded.id}/status`, { status: 'failed' })).status).toBe(
      409,
    );
    expect(
      (await ada('get', `/v1/offers/${ACME('tidewater-complete')}/events?type=CHARGEBACK`)).body
        .totalElements,
    ).toBe(1);
  });

  it('renews a complete offer with renewal on as a linked Ready offer', async () => {
    const id = ACME('northwind-complete');
    await ada('post', `/v1/offers/${id}/renewal-status`, { renewalEnabled: true, renewalFreeMonths: 1 });
    const renewal = await control(sandbox, `/offers/${id}/renew`);
    expect(renewal.status).toBe(201);
    const details = await ada('get', `/v2/offers/${renewal.body.id}`);
    expect(details.body).toMatchObject({
      subTypeMetadata: { subType: 'RENEWAL', label: 'Renewal' },
      renewalStatus: { renewedOfferId: id },
    });
    expect((await ada('get', `/v2/offers/${id}`)).body.renewalStatus).toMatchObject({
      renewalOfferId: renewal.body.id,
      renewalState: 'ALLOW_DISABLE',
    });
  });
});

describe('offer files', () => {
  const upload = (token: string, id: string, name: string, bytes: Buffer, type = 'ORDER_FORM') =>
    request(sandbox.url)
      .post(`/api/offers/${id}/files`)
      .set('authorization', `Bearer ${token}`)
      .field('type', type)
      .attach('file', bytes, name);

  it('attaches the contract the customer must see: Ready * becomes Ready, with an event', async () => {
    const id = ACME('copperleaf-requirements');
    const token = await sandbox.tokenFor('ae@acme.example');
    const answer = await upload(token, id, 'Copperleaf order form.pdf', demoPdf('Order form'));
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      files: [{ name: 'Copperleaf order form.pdf', type: 'ORDER_FORM', uploadedBy: 'Alex Account' }],
      failures: [],
    });
    const details = (await alex('get', `/v2/offers/${id}`)).body;
    expect(details).toMatchObject({
      stageMetadata: { stage: 'READY' },
      requiredActions: [],
      files: [{ name: 'Copperleaf order form.pdf' }],
    });
    const download = await request(sandbox.url)
      .get(`/api/offers/${id}/files/${answer.body.files[0].id}/download`)
      .set('authorization', `Bearer ${token}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(download.status).toBe(200);
    expect((download.body as Buffer).equals(demoPdf('Order form'))).toBe(true);
  });

  it('refuses a file whose bytes are not its extension with the reason, and an eleventh file', async () => {
    const token = await sandbox.tokenFor('admin@acme.example');
    const refused = await upload(token, ACME('granite-ready'), 'contract.pdf', Buffer.from('MZ not a pdf'));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'contract.pdf is not a real .pdf file: its contents do not match its extension',
    );
    for (let n = 0; n < 10; n++)
      expect((await upload(token, ACME('granite-ready'), `file ${n}.pdf`, demoPdf(`File ${n}`))).status).toBe(
        201,
      );
    const eleventh = await upload(token, ACME('granite-ready'), 'eleventh.pdf', demoPdf('Eleventh'));
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.message).toBe('An offer has at most 10 files.');
  });

  it('keeps nothing of an attachment its caller abandoned before the row was written', async () => {
    const id = ACME('copperleaf-requirements');
    const before = (await alex('get', `/v2/offers/${id}`)).body.files.length;
    let reached!: () => void;
    const keeping = new Promise<void>((resolve) => (reached = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const keep = FileStore.prototype.keep;
    // Holds the upload between its body and its row, as a slow disk or a busy database would.
    const held = vi.spyOn(FileStore.prototype, 'keep').mockImplementation(async function (
      this: FileStore,
      key: string,
    ) {
      reached();
      await released;
      return keep.call(this, key);
    });
    try {
      const form = new FormData();
      form.append('type', 'ORDER_FORM');
      form.append('file', new File([demoPdf('Abandoned')], 'abandoned order form.pdf'));
      // The gateway past its deadline: it aborts the call and tells its user the upload failed.
      const caller = new AbortController();
      const sent = fetch(`${sandbox.url}/api/offers/${id}/files`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await sandbox.tokenFor('ae@acme.example')}` },
        body: form,
        signal: caller.signal,
      }).then(
        () => 'answered',
        () => 'aborted',
      );
      await keeping;
      caller.abort();
      expect(await sent).toBe('aborted');
      // The provider hears the connection close before the upload goes on.
      await new Promise((resolve) => setTimeout(resolve, 200));
      release();
      await vi.waitFor(async () => {
        const { rows } = await sandbox.sandbox.db.query(
          "SELECT 1 FROM offer_files WHERE name = 'abandoned order form.pdf'",
        );
        expect(rows).toEqual([]);
        expect(held).toHaveBeenCalled();
      });
      expect((await alex('get', `/v2/offers/${id}`)).body.files).toHaveLength(before);
    } finally {
      held.mockRestore();
    }
  });

  it('keeps another’s offer and another seller’s files out of reach', async () => {
    const token = await sandbox.tokenFor('ae@acme.example');
    expect((await upload(token, ACME('granite-ready'), 'x.pdf', demoPdf('x'))).status).toBe(404);
    const bobToken = await sandbox.tokenFor('admin@borealis.example');
    const file = (await ada('get', `/v2/offers/${ACME('granite-complete')}`)).body.files[0];
    expect(
      (
        await request(sandbox.url)
          .get(`/api/offers/${ACME('granite-complete')}/files/${file.id}/download`)
          .set('authorization', `Bearer ${bobToken}`)
      ).status,
    ).toBe(404);
  });
});
