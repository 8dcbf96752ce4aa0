import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { startSandbox, type RunningSandbox } from '../testing/harness.js';
import { sendEmail } from './outbox.js';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});

afterAll(async () => {
  await sandbox?.close();
});

describe('sandbox outbox', () => {
  it('keeps what was sent, newest first, filtered by recipient and kind', async () => {
    await sendEmail(sandbox.sandbox.db, {
      kind: 'INVITATION',
      to: 'New@Acme.example',
      subject: 'Join Acme',
      body: 'Hello',
      link: 'http://x/signup',
    });
    await sendEmail(sandbox.sandbox.db, {
      kind: 'EMAIL_VERIFICATION',
      to: 'new@acme.example',
      subject: 'Your code',
      body: 'Code 123456',
      code: '123456',
    });
    await sendEmail(sandbox.sandbox.db, {
      kind: 'INVITATION',
      to: 'other@acme.example',
      subject: 'Join Acme',
      body: 'Hi',
    });

    const mine = await request(sandbox.url)
      .get('/sandbox/outbox.json')
      .query({ to: 'new@acme.example' })
      .expect(200);
    expect(mine.body.map((email: { subject: string }) => email.subject)).toEqual(['Your code', 'Join Acme']);
    expect(mine.body[0]).toMatchObject({
      to: 'new@acme.example',
      kind: 'EMAIL_VERIFICATION',
      code: '123456',
    });

    const invitations = await request(sandbox.url)
      .get('/sandbox/outbox.json')
      .query({ kind: 'INVITATION' })
      .expect(200);
    expect(invitations.body).toHaveLength(2);

    const page = await request(sandbox.url)
      .get('/sandbox/outbox')
      .query({ to: 'new@acme.example' })
      .expect(200);
    expect(page.text).toContain('Your code');
    expect(page.text).not.toContain('other@acme.example');
  });
});
