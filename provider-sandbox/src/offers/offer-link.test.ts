import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerId } from '../core/seed/data.js';
import { demoAccountId } from '../customers/seed.js';
import { startSandbox, type RunningSandbox } from '../testing/harness.js';
import { ACME, callAs, control } from './offers-test-support.js';

let sandbox: RunningSandbox;
let ada: ReturnType<typeof callAs>; // Acme's admin
let alex: ReturnType<typeof callAs>; // Acme's account executive
let fiona: ReturnType<typeof callAs>; // Acme's finance manager
let bob: ReturnType<typeof callAs>; // Borealis' admin

const sendLink = (as: ReturnType<typeof callAs>, id: string, body: object = {}) =>
  as('post', `/v1/offers/${id}/send-link`, body);

const outbox = async (to: string) =>
  (await request(sandbox.url).get('/sandbox/outbox.json').query({ to, kind: 'OFFER_LINK' })).body as {
    to: string;
    subject: string;
    body: string;
    link: string;
  }[];

const linkDelivery = (on: boolean) =>
  control(sandbox, `/sellers/${sellerId('acme')}/flags`, {
    customerOfferEmailLinkDeliveryEnabled: on,
  }).expect(200);

/** Lets the minute between two sends pass for one offer. */
const aMinuteLater = (id: string) =>
  sandbox.sandbox.db.query(
    `UPDATE offers SET last_link_sent_at = last_link_sent_at - interval '61 seconds' WHERE id = $1`,
    [id],
  );

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

describe('POST /api/v1/offers/{id}/send-link', () => {
  it('refuses in words while the seller does not email offer links', async () => {
    // Acme emails its links in the demo: turned off here.
    await linkDelivery(false);
    const refused = await sendLink(ada, ACME('beacon-ready'));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Emailing offer links to customers is turned off for this seller.');
  });

  it('emails the link to the recipient, keeps when, tells the history, and waits a minute before the next', async () => {
    await linkDelivery(true);
    const id = ACME('blue-harbor-pending');
    const before = (await alex('get', `/v2/offers/${id}`)).body;
    expect(before.canSendLink).toBe(true);
    const sent = await sendLink(alex, id);
    expect(sent.status).toBe(200);
    expect(Date.now() - Date.parse(sent.body.lastLinkSentDate)).toBeLessThan(60_000);
    const [email] = await outbox(before.recipientEmail);
    expect(email).toMatchObject({
      to: before.recipientEmail.toLowerCase(),
      link: before.customerOfferDirectUrl,
    });
    expect(email!.body).toContain(before.customerOfferDirectUrl);
    expect(email!.subject).toBe('Your offer from Acme Software');
    const events = (await alex('get', `/v1/offers/${id}/events?page=0&size=5`)).body.content;
    expect(events[0]).toMatchObject({
      type: 'LINK_SENT',
      description: `Offer link sent to ${before.recipientName} (${before.recipientEmail})`,
    });

    const again = await sendLink(alex, id);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(
      /^The link of this offer was sent less than a minute ago\. It can be sent again in (\d+) seconds?\.$/,
    );
    expect(await outbox(before.recipientEmail)).toHaveLength(1);
    await aMinuteLater(id);
    expect((await sendLink(alex, id)).status).toBe(200);
    expect(await outbox(before.recipientEmail)).toHaveLength(2);
  });

  it('sends once when two colleagues send the same link at the same instant; the other hears to wait', async () => {
    await linkDelivery(true);
    const sam = callAs(sandbox, await sandbox.tokenFor('sales@acme.example')); // Acme's sales manager
    const id = ACME('pinecrest-pending');
    const { recipientEmail } = (await ada('get', `/v2/offers/${id}`)).body;
    const linkEvents = async () =>
      (await ada('get', `/v1/offers/${id}/events?page=0&size=1&type=LINK_SENT`)).body.totalElements as number;
    const before = (await outbox(recipientEmail)).length;
    const eventsBefore = await linkEvents();
    const answers = await Promise.all([sendLink(ada, id), sendLink(sam, id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body.message).toMatch(
      /^The link of this offer was sent less than a minute ago\. It can be sent again in (\d+) seconds?\.$/,
    );
    expect(await outbox(recipientEmail)).toHaveLength(before + 1);
    expect(await linkEvents()).toBe(eventsBefore + 1);
  });

  it('acts as the other offer actions: finance managers and others’ account executives are refused', async () => {
    expect((await sendLink(fiona, ACME('granite-ready'))).status).toBe(403);
    // Marie's offer: not Alex's, so not found for him, as another seller's is for Bob.
    expect((await sendLink(alex, ACME('silverline-ready'))).status).toBe(404);
    expect((await sendLink(bob, ACME('silverline-ready'))).status).toBe(404);
    expect((await sendLink(ada, 'not-an-id')).status).toBe(404);
  });

  it('refuses an offer whose customer page offers nothing to do, naming its stage', async () => {
    const expired = await sendLink(ada, ACME('cascade-expired'));
    expect(expired.status).toBe(409);
    expect(expired.body.message).toBe(
      'The link of this offer cannot be sent: the offer is Expired and the customer can no longer act on it.',
    );
    expect((await sendLink(ada, ACME('maple-canceled'))).status).toBe(409);
    expect((await sendLink(ada, ACME('fieldstone-accepted'))).status).toBe(409);
    expect((await ada('get', `/v2/offers/${ACME('fieldstone-accepted')}`)).body.canSendLink).toBe(false);
  });

  it('forwards to another contact of the same customer only while forwarding is on', async () => {
    const id = ACME('granite-ready');
    const account = demoAccountId('acme', 'Granite Peak Insurance');
    const added = await ada('post', `/v1/accounts/${account}/account-contacts`, {
      firstName: 'Paula',
      lastName: 'Partner',
      email: 'paula.partner@granite.example',
      phoneNumber: '(555) 010-3030',
    });
    expect(added.status).toBe(201);
    const other = (
      await ada('get', `/v1/accounts/${demoAccountId('acme', 'Beacon Health Partners')}/account-contacts`)
    ).body[0].id;
    const foreign = await sendLink(ada, id, { recipientContactId: other });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fieldErrors).toEqual([
      { field: 'recipientContactId', message: 'Choose a contact of this customer.' },
    ]);
    expect((await sendLink(ada, id, { recipientContactId: 'x' })).status).toBe(400);

    const forwarded = await sendLink(ada, id, { recipientContactId: added.body.id });
    expect(forwarded.status).toBe(200);
    const [email] = await outbox('paula.partner@granite.example');
    expect(email?.link).toBe(forwarded.body.customerOfferDirectUrl);
    const events = (await ada('get', `/v1/offers/${id}/events?page=0&size=5`)).body.content;
    expect(events[0].description).toBe(
      'Offer link forwarded to Paula Partner (paula.partner@granite.example)',
    );

    await control(sandbox, `/sellers/${sellerId('acme')}/settings`, { offerForwardingEnabled: false }).expect(
      200,
    );
    await aMinuteLater(id);
    const off = await sendLink(ada, id, { recipientContactId: added.body.id });
    expect(off.status).toBe(409);
    expect(off.body.message).toBe('Sending an offer to another contact is turned off for this seller.');
    await control(sandbox, `/sellers/${sellerId('acme')}/settings`, { offerForwardingEnabled: true }).expect(
      200,
    );
  });

  it('the flags control refuses anything but true or false', async () => {
    await control(sandbox, `/sellers/${sellerId('acme')}/flags`, {
      customerOfferEmailLinkDeliveryEnabled: 'yes',
    }).expect(400);
  });
});
