import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableUuid } from '../core/seed/ids.js';
import { PORTAL_ORIGIN, startSandbox, type RunningSandbox } from '../testing/harness.js';
import type { TeamUser } from './team-user.js';

let sandbox: RunningSandbox;
let ada: string; // Acme's admin and owner
let evan: string; // Acme's executive (not an admin)
let bob: string; // Borealis' admin and owner

const id = (email: string) => stableUuid(`user:${email}`);
const ROLE = {
  admin: stableUuid('role:ADMIN'),
  exec: stableUuid('role:EXEC'),
  sales: stableUuid('role:SALES_MANAGER'),
  accountExec: stableUuid('role:ACCOUNT_EXEC'),
};
const JORDAN_REQUEST = stableUuid('join-request:jordan@acme.example');
const RILEY_REQUEST = stableUuid('join-request:riley@acme.example');

function call(method: 'get' | 'post' | 'patch', path: string, token: string, body?: unknown) {
  const pending = request(sandbox.url)[method](`/api${path}`).set('authorization', `Bearer ${token}`);
  return body === undefined ? pending : pending.send(body as object);
}

async function member(email: string, token = ada): Promise<TeamUser> {
  const answer = await call('get', `/v1/users/${id(email)}`, token);
  expect(answer.status).toBe(200);
  return answer.body as TeamUser;
}

beforeAll(async () => {
  sandbox = await startSandbox();
  [ada, evan, bob] = await Promise.all([
    sandbox.tokenFor('admin@acme.example'),
    sandbox.tokenFor('exec@acme.example'),
    sandbox.tokenFor('admin@borealis.example'),
  ]);
});

afterAll(async () => {
  await sandbox?.close();
});

describe('GET /api/v1/users/{id}', () => {
  it("answers a member of the caller's seller to any member, and 404 for another seller's user", async () => {
    expect(await member('ivy@acme.example', evan)).toMatchObject({
      email: 'ivy@acme.example',
      status: 'INVITED',
      roles: [{ name: 'ACCOUNT_EXEC' }],
    });
    expect((await call('get', `/v1/users/${id('ivy@acme.example')}`, bob)).status).toBe(404);
    expect((await call('get', `/v1/users/${stableUuid('nobody')}`, ada)).status).toBe(404);
  });
});

describe('PATCH /api/v1/users/{id}/disable and /enable', () => {
  it('lets an admin disable an active member and enable them again', async () => {
    const disabled = await call('patch', `/v1/users/${id('grace@acme.example')}/disable`, ada);
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ email: 'grace@acme.example', status: 'DISABLED' });
    const enabled = await call('patch', `/v1/users/${id('grace@acme.example')}/enable`, ada);
    expect(enabled.status).toBe(200);
    expect(enabled.body).toMatchObject({ status: 'ACTIVE' });
  });

  it('refuses a non-admin, the wrong state, the owner, oneself, and another seller', async () => {
    expect((await call('patch', `/v1/users/${id('grace@acme.example')}/disable`, evan)).status).toBe(403);
    expect((await call('patch', `/v1/users/${id('dan@acme.example')}/disable`, ada)).status).toBe(403);
    expect((await call('patch', `/v1/users/${id('ivy@acme.example')}/disable`, ada)).status).toBe(403);
    expect((await call('patch', `/v1/users/${id('grace@acme.example')}/enable`, ada)).status).toBe(403);
    expect((await call('patch', `/v1/users/${id('admin@acme.example')}/disable`, ada)).status).toBe(403);
    expect((await call('patch', `/v1/users/${id('grace@acme.example')}/disable`, bob)).status).toBe(404);
    expect((await call('patch', `/v1/users/not-a-uuid/disable`, ada)).status).toBe(404);
    expect((await member('grace@acme.example')).status).toBe('ACTIVE');
  });

  it('refuses an admin who is not the owner to disable the owner or themselves', async () => {
    await call('patch', `/v1/users/${id('sales@acme.example')}`, ada, [
      { op: 'replace', path: '/roles', value: [ROLE.admin] },
    ]).expect(200);
    const sam = await sandbox.tokenFor('sales@acme.example');
    try {
      const owner = await call('patch', `/v1/users/${id('admin@acme.example')}/disable`, sam);
      expect(owner.status).toBe(403);
      expect(owner.body.message).toBe('The organization owner cannot be disabled');
      const self = await call('patch', `/v1/users/${id('sales@acme.example')}/disable`, sam);
      expect(self.status).toBe(403);
      expect(self.body.message).toBe('You cannot disable your own account');
    } finally {
      await call('patch', `/v1/users/${id('sales@acme.example')}`, ada, [
        { op: 'replace', path: '/roles', value: [ROLE.sales] },
      ]).expect(200);
    }
  });

  it('tells the gateway of a disabled member (member-disabled, not in their feed), and only of a disable that happened', async () => {
    const told = async () =>
      (
        (await request(sandbox.url).get('/sandbox/webhooks.json').expect(200)).body.deliveries as {
          type: string;
          userId: string;
          status: string;
        }[]
      ).filter((delivery) => delivery.type === 'member-disabled');
    const before = await told();
    const marie = await sandbox.tokenFor('marie@acme.example');
    // Refused disables (already disabled, another seller's admin) tell nothing.
    expect((await call('patch', `/v1/users/${id('dan@acme.example')}/disable`, ada)).status).toBe(403);
    expect((await call('patch', `/v1/users/${id('marie@acme.example')}/disable`, bob)).status).toBe(404);
    expect(await told()).toEqual(before);

    await call('patch', `/v1/users/${id('marie@acme.example')}/disable`, ada).expect(200);
    const after = await told();
    expect(after).toHaveLength(before.length + 1);
    // No webhook URL in this suite: the delivery waits, queued, in the log.
    expect(after[0]).toMatchObject({ userId: id('marie@acme.example'), status: 'PENDING' });

    await call('patch', `/v1/users/${id('marie@acme.example')}/enable`, ada).expect(200);
    expect(await told()).toHaveLength(before.length + 1);
    // The same token stands again once enabled; the event is not one of Marie's notifications.
    const feed = await sandbox.api<{ content: { type: string }[] }>('/api/v1/notifications', {
      token: marie,
    });
    expect(feed.status).toBe(200);
    expect(feed.body.content.map((item) => item.type)).not.toContain('member-disabled');
  });
});

describe('PATCH /api/v1/users/{id}', () => {
  it('replaces only the fields named and answers the member', async () => {
    const before = await member('katherine@acme.example');
    const answer = await call('patch', `/v1/users/${id('katherine@acme.example')}`, ada, [
      { op: 'replace', path: '/firstName', value: ' Kate ' },
      { op: 'replace', path: '/roles', value: [ROLE.exec] },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      ...before,
      firstName: 'Kate',
      roles: [{ roleId: ROLE.exec, name: 'EXEC', displayName: 'Executive' }],
    });
  });

  it("answers the spec's field messages and refuses other operations", async () => {
    const blank = await call('patch', `/v1/users/${id('linus@acme.example')}`, ada, [
      { op: 'replace', path: '/firstName', value: '' },
      { op: 'replace', path: '/lastName', value: ' ' },
      { op: 'replace', path: '/roles', value: [] },
      { op: 'replace', path: '/phoneNumber', value: '555' },
    ]);
    expect(blank.status).toBe(400);
    expect(blank.body.fieldErrors).toEqual([
      { field: 'firstName', message: 'First name is required' },
      { field: 'lastName', message: 'Last name is required' },
      { field: 'roles', message: 'Role is required' },
      { field: 'phoneNumber', message: 'Invalid phone number format' },
    ]);
    for (const body of [
      [],
      {},
      [{ op: 'add', path: '/firstName', value: 'X' }],
      [{ op: 'replace', path: '/email', value: 'x@acme.example' }],
    ]) {
      expect((await call('patch', `/v1/users/${id('linus@acme.example')}`, ada, body)).status).toBe(400);
    }
    expect((await member('linus@acme.example')).firstName).toBe('Linus');
  });

  it('refuses a non-admin, another seller, and taking Admin from the owner', async () => {
    const rename = [{ op: 'replace', path: '/firstName', value: 'X' }];
    expect((await call('patch', `/v1/users/${id('linus@acme.example')}`, evan, rename)).status).toBe(403);
    expect((await call('patch', `/v1/users/${id('linus@acme.example')}`, bob, rename)).status).toBe(404);
    const demote = [{ op: 'replace', path: '/roles', value: [ROLE.exec] }];
    expect((await call('patch', `/v1/users/${id('admin@acme.example')}`, ada, demote)).status).toBe(403);
  });
});

describe('POST /api/v1/invitations and /resend', () => {
  it('refuses a name with a line break (an email header injection) or a bidi override, and sends nothing', async () => {
    for (const [field, value] of [
      ['recipientFirstName', 'Ann\r\nBcc: victim@borealis.example'],
      ['recipientLastName', 'report\u202Egnp'],
    ]) {
      const answer = await call('post', '/v1/invitations', ada, {
        email: 'ann.injected@acme.example',
        recipientFirstName: 'Ann',
        recipientLastName: 'Smith',
        roleId: ROLE.accountExec,
        [field!]: value,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.fieldErrors).toEqual([
        { field, message: 'Use one line of text, without line breaks or invisible characters' },
      ]);
    }
    const outbox = await request(sandbox.url)
      .get('/sandbox/outbox.json')
      .query({ to: 'ann.injected@acme.example' });
    expect(outbox.body).toEqual([]);
  });

  it('creates an invited member and puts the invitation with a sign-up link in the outbox', async () => {
    const answer = await call('post', '/v1/invitations', ada, {
      email: ' New.Person@Acme.example ',
      recipientFirstName: 'New',
      recipientLastName: 'Person',
      roleId: ROLE.accountExec,
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      email: 'new.person@acme.example',
      firstName: 'New',
      lastName: 'Person',
      status: 'INVITED',
      isOrganizationOwner: false,
      roles: [{ name: 'ACCOUNT_EXEC' }],
      lastLogin: null,
    });
    expect(Date.now() - Date.parse(answer.body.invitationSentDate)).toBeLessThan(60_000);
    const outbox = await request(sandbox.url)
      .get('/sandbox/outbox.json')
      .query({ to: 'new.person@acme.example' })
      .expect(200);
    expect(outbox.body).toHaveLength(1);
    expect(outbox.body[0]).toMatchObject({
      kind: 'INVITATION',
      link: `${PORTAL_ORIGIN}/signup?email=new.person%40acme.example`,
    });
    expect(outbox.body[0].subject).toContain('Acme Software');

    const resent = await call('post', '/v1/invitations/resend', ada, { userId: answer.body.id });
    expect(resent.status).toBe(200);
    const again = await request(sandbox.url)
      .get('/sandbox/outbox.json')
      .query({ to: 'new.person@acme.example' });
    expect(again.body).toHaveLength(2);

    // A loop of resends does not flood the mailbox: three invitation emails an hour, the first included.
    expect((await call('post', '/v1/invitations/resend', ada, { userId: answer.body.id })).status).toBe(200);
    const refused = await call('post', '/v1/invitations/resend', ada, { userId: answer.body.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'new.person@acme.example has been sent 3 invitations in the last hour. Try again later.',
    );
    const after = await request(sandbox.url)
      .get('/sandbox/outbox.json')
      .query({ to: 'new.person@acme.example' });
    expect(after.body).toHaveLength(3);
  });

  it("answers an email with an account at another seller exactly as a new one: Acme learns nothing of Borealis' team", async () => {
    const invite = (email: string) =>
      call('post', '/v1/invitations', ada, {
        email,
        recipientFirstName: 'Probe',
        recipientLastName: 'Probe',
        roleId: ROLE.exec,
      });
    const elsewhere = await invite('admin@borealis.example');
    const nowhere = await invite('nobody.yet@borealis.example');
    expect([elsewhere.status, nowhere.status]).toEqual([201, 201]);
    const shape = ({ id: _id, email: _email, invitationSentDate: _sent, ...rest }: TeamUser) => rest;
    expect(shape(elsewhere.body as TeamUser)).toEqual(shape(nowhere.body as TeamUser));
    // Bob is still Borealis' active owner, and Borealis' team does not show Acme's invitation.
    expect(await member('admin@borealis.example', bob)).toMatchObject({
      status: 'ACTIVE',
      isOrganizationOwner: true,
    });
    const borealisTeam = await call('get', '/v1/teams/current', bob);
    expect(JSON.stringify(borealisTeam.body)).not.toContain('Probe');
  });

  it("answers 409 for an email already on the seller's team, 400 with the messages, 403 for a non-admin", async () => {
    const invite = {
      email: 'exec@acme.example',
      recipientFirstName: 'E',
      recipientLastName: 'E',
      roleId: ROLE.exec,
    };
    expect((await call('post', '/v1/invitations', ada, invite)).status).toBe(409);
    const blank = await call('post', '/v1/invitations', ada, {});
    expect(blank.status).toBe(400);
    expect(blank.body.fieldErrors).toEqual([
      { field: 'email', message: 'Email address is required' },
      { field: 'recipientFirstName', message: 'First name is required' },
      { field: 'recipientLastName', message: 'Last name is required' },
      { field: 'roleId', message: 'Role is required' },
    ]);
    const malformed = await call('post', '/v1/invitations', ada, { ...invite, email: 'nope' });
    expect(malformed.body.fieldErrors).toEqual([{ field: 'email', message: 'Invalid email' }]);
    expect((await call('post', '/v1/invitations', evan, { ...invite, email: 'x@acme.example' })).status).toBe(
      403,
    );
  });

  it('resends only to invited members of the caller, and only for an admin', async () => {
    expect(
      (await call('post', '/v1/invitations/resend', ada, { userId: id('exec@acme.example') })).status,
    ).toBe(403);
    expect(
      (await call('post', '/v1/invitations/resend', evan, { userId: id('ivy@acme.example') })).status,
    ).toBe(403);
    expect(
      (await call('post', '/v1/invitations/resend', bob, { userId: id('ivy@acme.example') })).status,
    ).toBe(404);
    const ok = await call('post', '/v1/invitations/resend', ada, { userId: id('ivy@acme.example') });
    expect(ok.status).toBe(200);
    expect(ok.body.invitationSentDate).not.toBe('2025-06-10T09:00:00.000Z');
  });
});

describe('POST /api/v1/teams/transfer-ownership', () => {
  it('moves ownership from the owner to an active admin, and back', async () => {
    await call('patch', `/v1/users/${id('alan@acme.example')}`, ada, [
      { op: 'replace', path: '/roles', value: [ROLE.admin] },
    ]).expect(200);
    const moved = await call('post', '/v1/teams/transfer-ownership', ada, {
      userId: id('alan@acme.example'),
    });
    expect(moved.status).toBe(200);
    expect(moved.body.previousOwner).toMatchObject({
      email: 'admin@acme.example',
      isOrganizationOwner: false,
    });
    expect(moved.body.newOwner).toMatchObject({ email: 'alan@acme.example', isOrganizationOwner: true });
    // Ada is an admin but no longer the owner: she may not transfer again.
    const notOwner = await call('post', '/v1/teams/transfer-ownership', ada, {
      userId: id('admin@acme.example'),
    });
    expect(notOwner.status).toBe(403);
    const alan = await sandbox.tokenFor('alan@acme.example');
    await call('post', '/v1/teams/transfer-ownership', alan, { userId: id('admin@acme.example') }).expect(
      200,
    );
    expect((await member('admin@acme.example')).isOrganizationOwner).toBe(true);
  });

  it('refuses a non-admin target, a disabled or invited one, oneself, a non-owner and another seller', async () => {
    const to = (email: string, token = ada) =>
      call('post', '/v1/teams/transfer-ownership', token, { userId: id(email) });
    expect((await to('exec@acme.example')).status).toBe(403);
    expect((await to('dan@acme.example')).status).toBe(403);
    expect((await to('ivy@acme.example')).status).toBe(403);
    expect((await to('admin@acme.example')).status).toBe(403);
    expect((await to('alan@acme.example', evan)).status).toBe(403);
    expect((await to('alan@acme.example', bob)).status).toBe(404);
    expect((await member('admin@acme.example')).isOrganizationOwner).toBe(true);
  });
});

describe('join requests', () => {
  it("lists the owner's pending and rejected requests, to the owner only", async () => {
    const answer = await call('get', '/v1/teams/pending-join-requests', ada);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      {
        id: RILEY_REQUEST,
        firstName: 'Riley',
        lastName: 'Rejected',
        email: 'riley@acme.example',
        status: 'REJECTED',
      },
      {
        id: JORDAN_REQUEST,
        firstName: 'Jordan',
        lastName: 'Joiner',
        email: 'jordan@acme.example',
        status: 'PENDING',
      },
    ]);
    expect((await call('get', '/v1/teams/pending-join-requests', evan)).status).toBe(403);
    expect((await call('get', '/v1/teams/pending-join-requests', bob)).body).toEqual([]);
  });

  it('refuses an approval without a role or names, with short phones, by a non-owner, or for another seller', async () => {
    const approve = (body: Record<string, unknown>, token = ada) =>
      call('post', '/teams/pending-join-request/approve', token, { joinRequestId: JORDAN_REQUEST, ...body });
    const blank = await approve({ phoneNumber: '555-01', mobilePhoneNumber: '12' });
    expect(blank.status).toBe(400);
    expect(blank.body.fieldErrors).toEqual([
      { field: 'roleId', message: 'Role is required' },
      { field: 'firstName', message: 'First name is required' },
      { field: 'lastName', message: 'Last name is required' },
      { field: 'phoneNumber', message: 'Invalid phone number format' },
      { field: 'mobilePhoneNumber', message: 'Invalid phone number format' },
    ]);
    const complete = { roleId: ROLE.sales, firstName: 'Jordan', lastName: 'Joiner' };
    expect((await approve(complete, evan)).status).toBe(403);
    expect((await approve(complete, bob)).status).toBe(404);
    expect((await approve({ ...complete, joinRequestId: 'nope' })).status).toBe(404);
  });

  it('declines a pending request but never declines a rejected one again', async () => {
    await sandbox.sandbox.db.query(`INSERT INTO join_requests (user_id, seller_id) VALUES ($1, $2)`, [
      id('nora@newcomer.example'),
      stableUuid('seller:acme'),
    ]);
    const list = await call('get', '/v1/teams/pending-join-requests', ada);
    const nora = (list.body as { id: string; email: string }[]).find(
      (r) => r.email === 'nora@newcomer.example',
    );
    const declined = await call('post', '/teams/pending-join-request/reject', ada, {
      joinRequestId: nora?.id,
    });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ email: 'nora@newcomer.example', status: 'REJECTED' });
    const again = await call('post', '/teams/pending-join-request/reject', ada, { joinRequestId: nora?.id });
    expect(again.status).toBe(403);
    expect(
      (await call('post', '/teams/pending-join-request/reject', evan, { joinRequestId: JORDAN_REQUEST }))
        .status,
    ).toBe(403);
  });

  it('approving gives the requester the seller and the role; their next token carries the company', async () => {
    const approved = await call('post', '/teams/pending-join-request/approve', ada, {
      joinRequestId: JORDAN_REQUEST,
      roleId: ROLE.sales,
      firstName: 'Jordan',
      lastName: 'Joiner',
      title: 'Sales lead',
      phoneNumber: '(555) 010-0199',
      mobilePhoneNumber: '',
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id: JORDAN_REQUEST, status: 'APPROVED' });
    const list = await call('get', '/v1/teams/pending-join-requests', ada);
    expect((list.body as { id: string }[]).map((r) => r.id)).not.toContain(JORDAN_REQUEST);
    expect(await member('jordan@acme.example')).toMatchObject({
      status: 'ACTIVE',
      roles: [{ name: 'SALES_MANAGER' }],
      phoneNumber: '(555) 010-0199',
    });
    const jordan = await sandbox.tokenFor('jordan@acme.example');
    const team = await call('get', '/v1/teams/current?textSearchField=jordan', jordan);
    expect(team.status).toBe(200);
    expect(team.body.content.map((user: TeamUser) => user.email)).toEqual(['jordan@acme.example']);
    expect(
      (
        await call('post', '/teams/pending-join-request/approve', ada, {
          joinRequestId: JORDAN_REQUEST,
          roleId: ROLE.sales,
          firstName: 'J',
          lastName: 'J',
        })
      ).status,
    ).toBe(404);
  });

  it('approves a rejected request', async () => {
    const approved = await call('post', '/teams/pending-join-request/approve', ada, {
      joinRequestId: RILEY_REQUEST,
      roleId: ROLE.accountExec,
      firstName: 'Riley',
      lastName: 'Reconsidered',
    });
    expect(approved.status).toBe(200);
    expect((await member('riley@acme.example')).lastName).toBe('Reconsidered');
  });
});
