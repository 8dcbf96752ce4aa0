import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderCurrentUser } from '../domains/session/provider-client.js';
import { graphql } from '../test-support/graphql.js';
import { postWebhook, providerEvent, WEBHOOK_SECRET, whoIs } from '../test-support/realtime.js';
import {
  startGateway,
  startRecordingProxy,
  startSandbox,
  type RunningSandbox,
} from '../test-support/system.js';
import type { AccessTokenVerifier, Caller } from './access-token.js';
import { CallerCache } from './caller-cache.js';

// What the gateway remembers of a token between requests (docs/adr/021), first as one gateway with the sandbox shows
// it to a caller, then the cache's own rules.

const VIEWER = '{ viewer { id roles { name } } }';
type ViewerAnswer = { viewer: { id: string; roles: { name: string }[] } };
const UPDATE_MEMBER = `mutation Change($id: ID!, $input: UpdateTeamMemberInput!) {
  updateTeamMember(id: $id, input: $input) { id }
}`;
const DISABLE = 'mutation Disable($id: ID!) { disableTeamMember(id: $id) { id status } }';
const ENABLE = 'mutation Enable($id: ID!) { enableTeamMember(id: $id) { id status } }';

describe('the caller remembered between requests', () => {
  let sandbox: RunningSandbox;
  let proxy: Awaited<ReturnType<typeof startRecordingProxy>>;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let ada: string;
  let sam: string;
  let samId: string;
  let roleIds: Map<string, string>;
  const profileCalls = () => proxy.calls.filter((call) => call.path === '/api/v1/users/current').length;
  const rolesOf = async (token: string) =>
    (await graphql<ViewerAnswer>(gateway.app, VIEWER, {}, token)).data?.viewer.roles.map(({ name }) => name);

  beforeAll(async () => {
    sandbox = await startSandbox();
    proxy = await startRecordingProxy(sandbox.url);
    gateway = await startGateway({
      providerUrl: proxy.url,
      issuer: sandbox.issuer,
      webhookSecret: WEBHOOK_SECRET,
    });
    [ada, sam] = await Promise.all([
      sandbox.tokenFor('admin@acme.example'),
      sandbox.tokenFor('sales@acme.example'),
    ]);
    samId = (await graphql<ViewerAnswer>(gateway.app, VIEWER, {}, sam)).data!.viewer.id;
    const roles = await graphql<{ roles: { id: string; name: string }[] }>(
      gateway.app,
      '{ roles { id name } }',
      {},
      ada,
    );
    roleIds = new Map(roles.data!.roles.map(({ id, name }) => [name, id]));
  });

  afterAll(async () => {
    await gateway?.stop();
    await proxy?.close();
    await sandbox?.close();
  });

  it('asks the provider for the caller once across queries made with one token', async () => {
    proxy.calls.length = 0;
    for (let i = 0; i < 3; i += 1) expect(await rolesOf(sam)).toEqual(['SALES_MANAGER']);
    expect(profileCalls()).toBeLessThanOrEqual(1);
    proxy.calls.length = 0;
    await graphql(gateway.app, '{ team(page: 0, size: 5) { pageInfo { totalElements } } }', {}, ada);
    await graphql(gateway.app, '{ team(page: 1, size: 5) { pageInfo { totalElements } } }', {}, ada);
    expect(proxy.calls.map((call) => call.path).filter((path) => !path.startsWith('/api/v1/teams'))).toEqual(
      [],
    );
  });

  it('shows a colleague the role an admin just gave them, on their very next request', async () => {
    expect(await rolesOf(sam)).toEqual(['SALES_MANAGER']);
    const changed = await graphql(
      gateway.app,
      UPDATE_MEMBER,
      { id: samId, input: { roleId: roleIds.get('FINANCE_MANAGER') } },
      ada,
    );
    expect(changed.errors).toBeUndefined();
    expect(await rolesOf(sam)).toEqual(['FINANCE_MANAGER']);
    // A finance manager has no Team page: refused at once, not after the remembered answer runs out.
    const team = await graphql(
      gateway.app,
      '{ team(page: 0, size: 5) { pageInfo { totalElements } } }',
      {},
      sam,
    );
    expect(team.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await graphql(
      gateway.app,
      UPDATE_MEMBER,
      { id: samId, input: { roleId: roleIds.get('SALES_MANAGER') } },
      ada,
    );
    expect(await rolesOf(sam)).toEqual(['SALES_MANAGER']);
  });

  it('refuses a disabled colleague on their very next request', async () => {
    expect(await rolesOf(sam)).toEqual(['SALES_MANAGER']);
    expect((await graphql(gateway.app, DISABLE, { id: samId }, ada)).errors).toBeUndefined();
    const after = await graphql<ViewerAnswer>(gateway.app, VIEWER, {}, sam);
    expect(after.data).toBeFalsy();
    expect(after.errors?.[0]?.extensions?.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
    expect((await graphql(gateway.app, ENABLE, { id: samId }, ada)).errors).toBeUndefined();
  });

  it('asks the provider afresh once it says a user’s sessions were revoked', async () => {
    const fresh = await sandbox.tokenFor('sales@acme.example');
    await rolesOf(fresh);
    proxy.calls.length = 0;
    await rolesOf(fresh);
    expect(profileCalls()).toBe(0);
    const event = providerEvent(whoIs(fresh), { type: 'sessions-revoked' });
    expect(await postWebhook(gateway.url, event)).toBe(202);
    await rolesOf(fresh);
    expect(profileCalls()).toBe(1);
  });

  it('remembers an approved seller for the reports, and asks each time until a seller is approved', async () => {
    const REPORT = '{ offerHealthReport(page: 0, size: 5) { pageInfo { totalElements } } }';
    const sellerCalls = () => proxy.calls.filter((call) => call.path === '/api/v1/sellers/current').length;
    proxy.calls.length = 0;
    for (let i = 0; i < 3; i += 1)
      expect((await graphql(gateway.app, REPORT, {}, ada)).errors).toBeUndefined();
    expect(sellerCalls()).toBeLessThanOrEqual(1);

    const uma = await sandbox.tokenFor('owner@quarry.example');
    proxy.calls.length = 0;
    for (let i = 0; i < 2; i += 1) {
      const refused = await graphql(gateway.app, REPORT, {}, uma);
      expect(refused.errors?.[0]?.message).toBe('Reports open once the company is approved.');
    }
    expect(sellerCalls()).toBe(2);
    // The provider approves on its own (its underwriting decision): the very next report opens.
    const approved = await fetch(`${sandbox.url}/sandbox/sellers/${whoIs(uma).sellerId}/approve`, {
      method: 'POST',
    });
    expect(approved.status).toBe(200);
    expect((await graphql(gateway.app, REPORT, {}, uma)).errors).toBeUndefined();
  });

  it('asks the provider afresh for a mutation’s own checks', async () => {
    await rolesOf(ada);
    proxy.calls.length = 0;
    const invited = await graphql(
      gateway.app,
      UPDATE_MEMBER,
      { id: samId, input: { firstName: 'Sam' } },
      ada,
    );
    expect(invited.errors).toBeUndefined();
    expect(profileCalls()).toBe(1);
  });
});

describe('CallerCache', () => {
  const user = (name: string): ProviderCurrentUser =>
    ({ id: name, roles: [] }) as unknown as ProviderCurrentUser;
  const caller = (userId: string, organizationId: string, expiresAt: number): Caller => ({
    apiClient: null,
    subject: userId,
    userId,
    organizationId,
    emailVerified: true,
    expiresAt,
  });
  let now = 1_000_000;
  const clock = () => now;
  const verifierOf = (callers: Record<string, Caller>) => {
    let verified = 0;
    const verify = Object.assign(
      async (token: string) => {
        verified += 1;
        const found = callers[token];
        if (!found) throw new Error('bad token');
        return found;
      },
      { keysReady: async () => true },
    ) as AccessTokenVerifier;
    return { verify, count: () => verified };
  };

  it('verifies a token once until it expires, and remembers the member for at most memberSeconds', async () => {
    const cache = new CallerCache({ maxTokens: 10, memberSeconds: 60 }, clock);
    const { verify, count } = verifierOf({ t1: caller('u1', 's1', now + 300_000) });
    const remembered = cache.verifier(verify);
    await remembered('t1');
    await remembered('t1');
    expect(count()).toBe(1);
    let asked = 0;
    const fetch = async () => {
      asked += 1;
      return user(`u1#${asked}`);
    };
    expect((await cache.member('t1', fetch)).id).toBe('u1#1');
    expect((await cache.member('t1', fetch)).id).toBe('u1#1');
    now += 61_000;
    expect((await cache.member('t1', fetch)).id).toBe('u1#2');
    now += 300_000;
    await remembered('t1');
    expect(count()).toBe(2);
  });

  it('forgets by user or by seller, keeps no failure, and drops an answer asked before a forget', async () => {
    const cache = new CallerCache({ maxTokens: 10, memberSeconds: 60 }, clock);
    const { verify } = verifierOf({
      a: caller('u1', 's1', now + 300_000),
      b: caller('u2', 's1', now + 300_000),
      c: caller('u3', 's2', now + 300_000),
    });
    const remembered = cache.verifier(verify);
    for (const token of ['a', 'b', 'c']) await remembered(token);
    let asked = 0;
    const fetch = async () => user(`#${(asked += 1)}`);
    for (const token of ['a', 'b', 'c']) await cache.member(token, fetch);
    expect(asked).toBe(3);
    cache.forget({ sellerId: 's1' });
    for (const token of ['a', 'b', 'c']) await cache.member(token, fetch);
    expect(asked).toBe(5);
    cache.forget({ userId: 'u3' });
    await cache.member('c', fetch);
    expect(asked).toBe(6);

    await expect(cache.member('a', fetch, { fresh: true })).resolves.toEqual(user('#7'));
    cache.forget({ userId: 'u1' });
    await expect(cache.member('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await cache.member('a', fetch);
    expect(asked).toBe(8);

    // An answer that was on its way when the user was forgotten may be the old one: used once, not kept.
    cache.forget({ userId: 'u2' });
    let release: (value: ProviderCurrentUser) => void = () => undefined;
    const slow = cache.member('b', () => new Promise<ProviderCurrentUser>((resolve) => (release = resolve)));
    cache.forget({ userId: 'u2' });
    release(user('old'));
    expect((await slow).id).toBe('old');
    expect((await cache.member('b', fetch)).id).toBe('#9');
  });

  it('holds at most maxTokens, the oldest forgotten first', async () => {
    const cache = new CallerCache({ maxTokens: 2, memberSeconds: 60 }, clock);
    const { verify, count } = verifierOf({
      a: caller('u1', 's1', now + 300_000),
      b: caller('u2', 's1', now + 300_000),
      c: caller('u3', 's1', now + 300_000),
    });
    const remembered = cache.verifier(verify);
    for (const token of ['a', 'b', 'c']) await remembered(token);
    expect(cache.size).toBe(2);
    await remembered('a');
    expect(count()).toBe(4);
  });
});
