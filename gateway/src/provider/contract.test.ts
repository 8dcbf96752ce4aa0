import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featuresOf, ProviderContract } from './contract.js';
import { createProviderAgent } from './provider-http.js';

const DOCUMENT = {
  openapi: '3.1.0',
  paths: {
    '/v1/reports/portfolio-summary': { get: { summary: 'x', 'x-extension': true } },
    '/v1/offers/{offerId}/reissue': { post: { summary: 'x', 'x-extension': true } },
    '/folders/{folderId}': { patch: {}, delete: {}, get: {} },
    '/v1/offers': { get: {} },
  },
};

let server: Server;
let url: string;
let answer: { status: number; body: string } = { status: 200, body: JSON.stringify(DOCUMENT) };
let reads = 0;
const agent = createProviderAgent();

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/api/openapi.json') reads++;
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await agent.close();
  await new Promise((resolve) => server.close(resolve));
});

describe('the provider contract', () => {
  it('offers a feature when the document lists each of its operations, whatever its parameters are named', () => {
    const features = featuresOf(DOCUMENT)!;
    expect(features.portfolioSummary).toBe(true);
    expect(features.offerReissue).toBe(true);
    // PATCH /files/{id} is missing: renaming and moving files is a part of organizing the data room.
    expect(features.dataRoomOrganize).toBe(false);
    expect(features.notifications).toBe(false);
    expect(featuresOf({ swagger: '2.0' })).toBeNull();
  });

  it('offers a query parameter of ours only where the operation lists it', () => {
    // The list above has no expiringSoon: a provider that would ignore it must not be sent it.
    expect(featuresOf(DOCUMENT)!.offerExpiringSoon).toBe(false);
    const listed = {
      paths: {
        '/v1/offers': {
          get: {
            parameters: [
              { name: 'page', in: 'query' },
              { name: 'expiringSoon', in: 'query' },
            ],
          },
        },
      },
    };
    expect(featuresOf(listed)!.offerExpiringSoon).toBe(true);
    const inAHeader = {
      paths: { '/v1/offers': { get: { parameters: [{ name: 'expiringSoon', in: 'header' }] } } },
    };
    expect(featuresOf(inAHeader)!.offerExpiringSoon).toBe(false);
  });

  it('reads the document once, keeps it, and reads it again in the background once it is old', async () => {
    let now = 0;
    answer = { status: 200, body: JSON.stringify(DOCUMENT) };
    reads = 0;
    const contract = new ProviderContract(url, agent, { refreshMs: 1000, now: () => now });
    const [first, second] = await Promise.all([contract.offered(), contract.offered()]);
    expect(first.portfolioSummary).toBe(true);
    expect(second).toBe(first);
    expect(reads).toBe(1);

    answer = { status: 404, body: '{"status":404}' };
    now = 1500;
    // The old answer while the new one is read; then the new one (no document: the spec's calls only).
    expect((await contract.offered()).portfolioSummary).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reads).toBe(2);
    expect(Object.values(await contract.offered()).some(Boolean)).toBe(false);
  });

  it('treats a provider without a document, or one that cannot be reached, as offering the spec’s calls only', async () => {
    answer = { status: 200, body: 'not json' };
    expect(Object.values(await new ProviderContract(url, agent).offered()).some(Boolean)).toBe(false);
    let now = 0;
    const unreachable = new ProviderContract('http://127.0.0.1:1', agent, { retryMs: 10, now: () => now });
    expect(await unreachable.offers('portfolioSummary')).toBe(false);
    now = 5;
    expect(await unreachable.offers('portfolioSummary')).toBe(false);
  });
});
