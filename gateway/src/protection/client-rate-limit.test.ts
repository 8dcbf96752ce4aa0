import { parse } from 'graphql';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClientToken, createApiClient } from '../test-support/api-clients.js';
import { startRedis } from '../test-support/realtime.js';
import { documentCost } from './limits.js';
import { startGateway, startSandbox, type RunningSandbox } from '../test-support/system.js';

// Fair use (docs/integrators.md): each API client may make so many requests per window, counted across every
// gateway instance that shares Redis, and is told where it stands in the standard RateLimit headers.

const REGISTRATION_TOKEN = 'the-gateway-s-initial-access-token-0123456789';
const LIMIT = { requests: 3, windowSeconds: 60 };
const OFFERS = '{ offers(page: 0, size: 1) { items { id } } }';

let sandbox: RunningSandbox;
let redis: Awaited<ReturnType<typeof startRedis>>;
let first: Awaited<ReturnType<typeof startGateway>>;
let second: Awaited<ReturnType<typeof startGateway>>;
let ada: string;

beforeAll(async () => {
  [sandbox, redis] = await Promise.all([
    startSandbox({ registrationToken: REGISTRATION_TOKEN }),
    startRedis(),
  ]);
  const settings = {
    providerUrl: sandbox.url,
    issuer: sandbox.issuer,
    registrationToken: REGISTRATION_TOKEN,
    redisUrl: redis.url,
    clientRateLimit: LIMIT,
  };
  [first, second] = await Promise.all([startGateway(settings), startGateway(settings)]);
  ada = await sandbox.tokenFor('admin@acme.example');
});

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await Promise.all([sandbox?.close(), redis?.stop()]);
});

const ask = (app: typeof first.app, token: string) =>
  request(app)
    .post('/graphql')
    .set('authorization', `Bearer ${token}`)
    .set('content-type', 'application/json')
    .send({ query: OFFERS });

describe('an API client’s rate', { timeout: 60_000 }, () => {
  it('is counted across instances, said in RateLimit headers, and refused past the limit with 429 and Retry-After', async () => {
    // The windows are fixed on the clock: start well inside one, so the count cannot start again mid-test.
    const intoWindow = Date.now() % (LIMIT.windowSeconds * 1000);
    if (intoWindow > (LIMIT.windowSeconds - 15) * 1000)
      await new Promise((resolve) => setTimeout(resolve, LIMIT.windowSeconds * 1000 - intoWindow + 100));
    const token = await apiClientToken(
      await createApiClient(first.app, ada, 'Busy', ['OFFERS_READ', 'DATAROOM_READ']),
      'offers:read dataroom:read',
    );
    const answers = [];
    // Two instances, one count: the third request is the last allowed wherever it lands.
    for (const app of [first.app, second.app, first.app]) answers.push(await ask(app, token));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.headers['ratelimit'])).toEqual([
      expect.stringMatching(/^"api-client";r=2;t=\d+, "api-client-cost";r=\d+;t=\d+$/),
      expect.stringMatching(/^"api-client";r=1;t=\d+, "api-client-cost";r=\d+;t=\d+$/),
      expect.stringMatching(/^"api-client";r=0;t=\d+, "api-client-cost";r=\d+;t=\d+$/),
    ]);
    expect(answers[0]!.headers['ratelimit-policy']).toBe(
      '"api-client";q=3;w=60, "api-client-cost";q=20000;w=60',
    );

    const refused = await ask(second.app, token);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.body.errors[0]).toMatchObject({
      message: `This API client made more than 3 requests in 60 seconds. Try again in ${retryAfter} seconds.`,
      extensions: { code: 'RATE_LIMITED' },
    });
    // The file routes count the same requests, in their own error shape.
    const file = await request(first.app)
      .get('/data-room/files/00000000-0000-0000-0000-000000000000/download')
      .set('authorization', `Bearer ${token}`);
    expect(file.status).toBe(429);
    expect(file.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(file.headers['retry-after']).toBeDefined();

    // A person is not counted, and another client has its own count.
    const person = await ask(first.app, ada);
    expect(person.status).toBe(200);
    expect(person.headers['ratelimit']).toBeUndefined();
    const other = await apiClientToken(
      await createApiClient(first.app, ada, 'Quiet', ['OFFERS_READ']),
      'offers:read',
    );
    expect((await ask(second.app, other)).status).toBe(200);
  });
});

describe('an API client’s query cost', { timeout: 60_000 }, () => {
  const COST = { points: 200, windowSeconds: 60 };
  const TEAM =
    '{ team(page: 0, size: 20) { items { id firstName lastName email status roles { id name } } } }';
  let gateway: Awaited<ReturnType<typeof startGateway>>;

  beforeAll(async () => {
    gateway = await startGateway({
      providerUrl: sandbox.url,
      issuer: sandbox.issuer,
      registrationToken: REGISTRATION_TOKEN,
      clientCostLimit: COST,
    });
  });

  afterAll(async () => {
    await gateway?.stop();
  });

  it('is charged per operation as the cost limit counts it, said beside the request count, and refused past it', async () => {
    const intoWindow = Date.now() % (COST.windowSeconds * 1000);
    if (intoWindow > (COST.windowSeconds - 15) * 1000)
      await new Promise((resolve) => setTimeout(resolve, COST.windowSeconds * 1000 - intoWindow + 100));
    const token = await apiClientToken(
      await createApiClient(gateway.app, ada, 'Reader', ['TEAM_READ'], 'ADMIN'),
      'team:read',
    );
    const cost = documentCost(parse(TEAM));
    expect(cost).toBe(28);
    const allowed = Math.floor(COST.points / cost);
    const team = () =>
      request(gateway.app)
        .post('/graphql')
        .set('authorization', `Bearer ${token}`)
        .set('content-type', 'application/json')
        .send({ query: TEAM });
    for (let n = 1; n <= allowed; n++) {
      const answer = await team();
      expect(answer.status).toBe(200);
      expect(answer.headers['ratelimit']).toMatch(
        new RegExp(
          `^"api-client";r=${600 - n};t=\\d+, "api-client-cost";r=${COST.points - n * cost};t=\\d+$`,
        ),
      );
    }
    const refused = await team();
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(refused.body.errors[0]).toMatchObject({
      message: `This API client asked for more than 200 points of query cost in 60 seconds (this request costs ${cost}). Try again in ${retryAfter} seconds, or ask for fewer fields or smaller pages.`,
      extensions: { code: 'RATE_LIMITED' },
    });
    // A person is not counted.
    expect((await ask(gateway.app, ada)).status).toBe(200);
  });
});
