import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableUuid } from '../core/seed/ids.js';
import { startSandbox, type RunningSandbox } from '../testing/harness.js';

let sandbox: RunningSandbox;
let ada: string;
const ADA_ID = stableUuid('user:admin@acme.example');

beforeAll(async () => {
  sandbox = await startSandbox();
  ada = await sandbox.tokenFor('admin@acme.example');
});

afterAll(async () => {
  await sandbox?.close();
});

/** JSON text `levels` objects deep (as text: a serializer would refuse to write it). */
const nested = (levels: number) => `${'{"child":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe('malformed request bodies', () => {
  it('refuses a body nested 5,000 levels deep with 400 in the error shape, and takes a normal one', async () => {
    for (const [path, body] of [
      [`/v1/users/${ADA_ID}`, nested(5000)],
      [`/v1/users/${ADA_ID}`, `[{"op": "replace", "path": "/lastName", "value": ${nested(5000)}}]`],
      ['/v1/invitations', `{"email": ${nested(5000)}}`],
    ] as const) {
      const answer = await request(sandbox.url)
        [path.endsWith('invitations') ? 'post' : 'patch'](`/api${path}`)
        .set('authorization', `Bearer ${ada}`)
        .set('content-type', 'application/json')
        .send(body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        status: 400,
        error: 'Bad Request',
        message: 'The request body is nested deeper than 32 levels.',
      });
    }
    const normal = await request(sandbox.url)
      .patch(`/api/v1/users/${ADA_ID}`)
      .set('authorization', `Bearer ${ada}`)
      .send([{ op: 'replace', path: '/lastName', value: 'Lovelace' }]);
    expect(normal.status).toBe(200);
  });

  it('answers malformed JSON, an oversized body and a bad percent-encoding in the error shape', async () => {
    const malformed = await request(sandbox.url)
      .post('/api/v1/invitations')
      .set('authorization', `Bearer ${ada}`)
      .set('content-type', 'application/json')
      .send('{"email": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ status: 400, error: 'Bad Request' });

    const large = await request(sandbox.url)
      .post('/api/v1/invitations')
      .set('authorization', `Bearer ${ada}`)
      .send({ email: 'x'.repeat(2 * 1024 * 1024) });
    expect(large.status).toBe(413);
    expect(large.body).toMatchObject({ status: 413, error: 'Payload Too Large' });

    const percent = await request(sandbox.url)
      .get('/api/v1/users/%E0%A4%A')
      .set('authorization', `Bearer ${ada}`);
    expect(percent.status).toBe(400);
    expect(percent.body).toMatchObject({ status: 400 });
  });
});
