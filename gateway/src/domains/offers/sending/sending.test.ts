import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoOfferId } from '@seller-portal/provider-sandbox/testing';
import { graphql } from '../../../test-support/graphql.js';
import {
  startGateway,
  startRecordingProxy,
  startSandbox,
  type RunningSandbox,
} from '../../../test-support/system.js';

let sandbox: RunningSandbox;
let proxy: Awaited<ReturnType<typeof startRecordingProxy>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let ada: string; // Acme's admin
let alex: string; // Acme's account executive
let fiona: string; // Acme's finance manager
let acmeId: string;

type Answer<T = unknown> = {
  data?: T;
  errors?: { message: string; extensions?: { code?: string; fieldErrors?: Record<string, string> } }[];
};
const gql = <T>(query: string, variables: Record<string, unknown>, token: string) =>
  graphql<T>(gateway.app, query, variables, token) as Promise<Answer<T>>;
const codeOf = (answer: Answer) => answer.errors?.[0]?.extensions?.code;
const sends = () => proxy.calls.filter((call) => call.path.endsWith('/send-link'));

const SEND = `mutation S($offerId: ID!, $recipientContactId: ID) {
  sendOfferLink(offerId: $offerId, recipientContactId: $recipientContactId) {
    sentAt
    offer { id lastLinkSentDate canSendLink events(page: 0, size: 1) { items { type description } } }
  }
}`;
const CAN_SEND = `query C($id: ID!) { offer(id: $id) { id canSendLink } }`;
type Sent = {
  sendOfferLink: {
    sentAt: string;
    offer: { lastLinkSentDate: string; events: { items: { type: string; description: string }[] } };
  };
};

const acme = (key: string) => demoOfferId('acme', key);
const setFlag = async (on: boolean) => {
  const answer = await fetch(`${sandbox.url}/sandbox/sellers/${acmeId}/flags`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ customerOfferEmailLinkDeliveryEnabled: on }),
  });
  expect(answer.status).toBe(200);
};
/** A fresh token: the gateway remembers a token's seller answer for a while (docs/adr/021). */
const tokenOf = (email: string) => sandbox.tokenFor(email);

beforeAll(async () => {
  sandbox = await startSandbox();
  proxy = await startRecordingProxy(sandbox.url);
  gateway = await startGateway({ providerUrl: proxy.url, issuer: sandbox.issuer });
  ada = await tokenOf('admin@acme.example');
  const seller = await sandbox.api<{ sellerId: string }>('/api/v1/sellers/current', { token: ada });
  acmeId = seller.body.sellerId;
});

beforeEach(() => {
  proxy.calls.length = 0;
});

afterAll(async () => {
  await gateway?.stop();
  await proxy?.close();
  await sandbox?.close();
});

describe('sendOfferLink', () => {
  it('is refused in words, before the provider, while the seller does not email links; canSendLink is false', async () => {
    // Acme emails its links in the demo: turned off here, with a token the gateway has not seen.
    await setFlag(false);
    ada = await tokenOf('admin@acme.example');
    proxy.calls.length = 0;
    const refused = await gql(SEND, { offerId: acme('beacon-ready') }, ada);
    expect(codeOf(refused)).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toBe(
      'Emailing offer links to customers is turned off for this seller.',
    );
    expect(sends()).toEqual([]);
    const read = await gql<{ offer: { canSendLink: boolean } }>(CAN_SEND, { id: acme('beacon-ready') }, ada);
    expect(read.data?.offer.canSendLink).toBe(false);
  });

  it('sends the link, answers when and the event, and refuses a resend within a minute in the provider’s words', async () => {
    await setFlag(true);
    [ada, alex, fiona] = await Promise.all([
      tokenOf('admin@acme.example'),
      tokenOf('ae@acme.example'),
      tokenOf('finance@acme.example'),
    ]);
    const read = await gql<{ offer: { canSendLink: boolean } }>(CAN_SEND, { id: acme('beacon-ready') }, ada);
    expect(read.data?.offer.canSendLink).toBe(true);
    const sent = await gql<Sent>(SEND, { offerId: acme('beacon-ready') }, ada);
    expect(sent.errors).toBeUndefined();
    const { sentAt, offer } = sent.data!.sendOfferLink;
    expect(sentAt).toBe(offer.lastLinkSentDate);
    expect(offer.events.items[0]).toMatchObject({ type: 'LINK_SENT' });
    expect(offer.events.items[0]!.description).toMatch(/^Offer link sent to /);

    const again = await gql(SEND, { offerId: acme('beacon-ready') }, ada);
    expect(codeOf(again)).toBe('CONFLICT');
    expect(again.errors?.[0]?.message).toMatch(/^The link of this offer was sent less than a minute ago\./);
  });

  it('checks roles like the other offer actions: finance managers are refused, account executives see their own only', async () => {
    const finance = await gql(SEND, { offerId: acme('granite-ready') }, fiona);
    expect(codeOf(finance)).toBe('FORBIDDEN');
    expect(sends()).toEqual([]);
    // Marie's offer is not Alex's: NOT_FOUND, as another seller's.
    expect(codeOf(await gql(SEND, { offerId: acme('silverline-ready') }, alex))).toBe('NOT_FOUND');
    expect(sends()).toEqual([]);
    expect((await gql(SEND, { offerId: acme('blue-harbor-pending') }, alex)).errors).toBeUndefined();
  });

  it('refuses an offer the customer can no longer act on, before the send', async () => {
    const expired = await gql(SEND, { offerId: acme('cascade-expired') }, ada);
    expect(codeOf(expired)).toBe('CONFLICT');
    expect(expired.errors?.[0]?.message).toBe(
      'The link of this offer cannot be sent: the offer is Expired and the customer can no longer act on it.',
    );
    expect(sends()).toEqual([]);
  });

  it('forwards to another contact of the customer; an unknown contact is BAD_USER_INPUT on the field', async () => {
    const offer = await sandbox.api<{ details: { account: { accountId: string } } }>(
      `/api/v2/offers/${acme('oakridge-ready')}`,
      { token: ada },
    );
    const accountId = offer.body.details.account.accountId;
    const contacts = await sandbox.api<{ id: string; email: string }[]>(
      `/api/v1/accounts/${accountId}/account-contacts`,
      { token: ada },
    );
    const forwarded = await gql<Sent>(
      SEND,
      { offerId: acme('oakridge-ready'), recipientContactId: contacts.body[0]!.id },
      ada,
    );
    expect(forwarded.errors).toBeUndefined();
    expect(forwarded.data!.sendOfferLink.offer.events.items[0]!.description).toContain(
      contacts.body[0]!.email,
    );

    const unknown = await gql(
      SEND,
      { offerId: acme('granite-ready'), recipientContactId: contacts.body[0]!.id },
      ada,
    );
    expect(codeOf(unknown)).toBe('BAD_USER_INPUT');
    expect(unknown.errors?.[0]?.extensions?.fieldErrors).toEqual({
      recipientContactId: 'Choose a contact of this customer.',
    });
  });
});
