import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSandbox, type RunningSandbox } from '../testing/harness.js';
import { authorizationUrl, pkce } from '../testing/oidc.js';
import { CLI_CLIENT_ID, DEMO_GRANT_TYPE } from './clients.js';
import { clientAddress, networkKey, SignInThrottle, SIGN_IN_LIMITS } from './throttle.js';

const ADMIN = 'admin@acme.example';
const ATTACKER = '203.0.113.7';
const COLLEAGUE = '198.51.100.20';

describe('SignInThrottle', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2025-03-01T09:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** `begin` answering 0 lets the attempt go ahead and counts it as a failure (no `succeeded` follows here). */
  const fail = async (throttle: SignInThrottle, email: string, address: string, times: number) => {
    for (let attempt = 0; attempt < times; attempt++) expect(await throttle.begin(email, address)).toBe(0);
  };

  it('makes an address that keeps failing for an account wait 1 s after five failures, then 2, 4, … up to 15 minutes', async () => {
    const throttle = new SignInThrottle();
    await fail(throttle, ADMIN, ATTACKER, SIGN_IN_LIMITS.freeFailures);
    const waits: number[] = [];
    for (let failures = SIGN_IN_LIMITS.freeFailures; failures < 16; failures++) {
      const wait = await throttle.begin(ADMIN, ATTACKER);
      waits.push(wait);
      // Refused to the last millisecond of the wait, then let through (and failing again).
      vi.advanceTimersByTime(wait * 1000 - 1);
      expect(await throttle.begin(ADMIN, ATTACKER)).toBe(1);
      vi.advanceTimersByTime(1);
      expect(await throttle.begin(ADMIN, ATTACKER)).toBe(0);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900]);
    expect(await throttle.begin(ADMIN, ATTACKER)).toBe(SIGN_IN_LIMITS.maxDelaySeconds);
  });

  it('lets the account’s owner in from an address that has not failed, however long an attacker keeps failing', async () => {
    const throttle = new SignInThrottle();
    // The attacker tries whenever allowed for an hour.
    for (let second = 0; second < 60 * 60; second++) {
      await throttle.begin(ADMIN, ATTACKER);
      vi.advanceTimersByTime(1000);
    }
    expect(await throttle.begin(ADMIN, ATTACKER)).toBeGreaterThan(0);

    expect(await throttle.begin(ADMIN, COLLEAGUE)).toBe(0);
    await throttle.succeeded(ADMIN, COLLEAGUE);
    // The owner's success does not let the attacker in.
    expect(await throttle.begin(ADMIN, ATTACKER)).toBeGreaterThan(0);
  });

  it('forgets an address’s failures for the account when it signs in, and only that address’s', async () => {
    const throttle = new SignInThrottle();
    await fail(throttle, ADMIN, ATTACKER, SIGN_IN_LIMITS.freeFailures - 1);
    await fail(throttle, ADMIN, COLLEAGUE, SIGN_IN_LIMITS.freeFailures - 1);
    // The colleague's fifth attempt is the right password.
    expect(await throttle.begin(ADMIN, COLLEAGUE)).toBe(0);
    await throttle.succeeded(ADMIN, COLLEAGUE);

    await fail(throttle, ADMIN, COLLEAGUE, SIGN_IN_LIMITS.freeFailures);
    await fail(throttle, ADMIN, ATTACKER, 1);
    expect(await throttle.begin(ADMIN, ATTACKER)).toBe(1);
  });

  it('refuses an address past 100 failures an hour across accounts (credential stuffing), other addresses not, until the hour ends', async () => {
    const throttle = new SignInThrottle();
    for (let account = 0; account < SIGN_IN_LIMITS.perAddress - 1; account++)
      await fail(throttle, `user${account}@acme.example`, ATTACKER, 1);
    // A valid account of the attacker's neither counts nor resets the count.
    expect(await throttle.begin('mallory@acme.example', ATTACKER)).toBe(0);
    await throttle.succeeded('mallory@acme.example', ATTACKER);
    await fail(throttle, 'user-last@acme.example', ATTACKER, 1);

    const wait = await throttle.begin(ADMIN, ATTACKER);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(SIGN_IN_LIMITS.addressWindowSeconds);
    expect(await throttle.begin(ADMIN, COLLEAGUE)).toBe(0);

    vi.advanceTimersByTime(wait * 1000);
    expect(await throttle.begin(ADMIN, ATTACKER)).toBe(0);
  });

  it('does not count right passwords against an address (many colleagues behind one NAT)', async () => {
    const throttle = new SignInThrottle();
    for (let signIn = 0; signIn < 3 * SIGN_IN_LIMITS.perAddress; signIn++) {
      expect(await throttle.begin(`member${signIn}@acme.example`, ATTACKER)).toBe(0);
      await throttle.succeeded(`member${signIn}@acme.example`, ATTACKER);
    }
    expect(await throttle.begin(ADMIN, ATTACKER)).toBe(0);
  });

  it('lets only the free failures through when attempts arrive all at once', async () => {
    const throttle = new SignInThrottle();
    const waits = await Promise.all(Array.from({ length: 10 }, () => throttle.begin(ADMIN, ATTACKER)));
    expect(waits).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 1]);
  });

  it('counts an IPv6 /64 as one address and an IPv4-mapped address as the IPv4 one', async () => {
    expect(networkKey('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64');
    expect(networkKey('2001:DB8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(networkKey('1::2:3:4:5:6:7')).toBe('1:0:2:3::/64');
    expect(networkKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(networkKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(networkKey('::ffff:203.0.113.7')).toBe(ATTACKER);
    expect(networkKey(ATTACKER)).toBe(ATTACKER);

    const throttle = new SignInThrottle();
    await fail(throttle, ADMIN, '2001:db8:1:2::a', SIGN_IN_LIMITS.freeFailures);
    expect(await throttle.begin(ADMIN, '2001:db8:1:2:dead:beef:0:1')).toBe(1);
    expect(await throttle.begin(ADMIN, '2001:db8:1:3::a')).toBe(0);
    await fail(throttle, ADMIN, '::ffff:203.0.113.7', SIGN_IN_LIMITS.freeFailures);
    expect(await throttle.begin(ADMIN, ATTACKER)).toBe(1);
  });
});

describe('clientAddress', () => {
  const from = (remoteAddress: string, forwardedFor?: string) => ({
    socket: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });

  it('believes no header without a proxy in front', () => {
    expect(clientAddress(from('198.51.100.20', '203.0.113.7'), false)).toBe('198.51.100.20');
  });

  it('behind the proxy takes the X-Forwarded-For entry the proxy wrote (the last), not the client’s own', () => {
    expect(clientAddress(from('127.0.0.1', '203.0.113.7'), true)).toBe('203.0.113.7');
    expect(clientAddress(from('127.0.0.1', '192.0.2.99, 203.0.113.7'), true)).toBe('203.0.113.7');
    expect(clientAddress(from('127.0.0.1', 'not-an-address'), true)).toBe('127.0.0.1');
    expect(clientAddress(from('127.0.0.1'), true)).toBe('127.0.0.1');
  });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * One request from a chosen loopback address: the harness listens on 127.0.0.1, and any 127.x address can connect
 * to it, so the sandbox sees a different client without believing any header.
 */
function requestFrom(
  localAddress: string,
  target: string,
  init: { form?: Record<string, string>; cookie?: string } = {},
): Promise<Answer> {
  const body = init.form ? new URLSearchParams(init.form).toString() : undefined;
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
  if (init.cookie) headers.cookie = init.cookie;
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      target,
      { method: body === undefined ? 'GET' : 'POST', localAddress, headers },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('locking a colleague out (the attack), over HTTP', () => {
  const ATTACKER_LOOPBACK = '127.0.0.1';
  const OWNER_LOOPBACK = '127.0.0.2';
  let sandbox: RunningSandbox;

  beforeEach(async () => {
    sandbox = await startSandbox();
  });
  afterEach(async () => {
    await sandbox?.close();
  });

  const passwordGrant = (localAddress: string, password: string) =>
    requestFrom(localAddress, `${sandbox.issuer}/token`, {
      form: { grant_type: DEMO_GRANT_TYPE, client_id: CLI_CLIENT_ID, username: ADMIN, password },
    });

  /** A browser's sign-in page from one address: its interaction cookies, then the form. */
  async function signInFormFrom(localAddress: string) {
    const start = await requestFrom(localAddress, authorizationUrl(sandbox.issuer, pkce().challenge));
    const cookie = (start.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
    const signInUrl = new URL(start.headers.location ?? '', sandbox.url).href;
    return (password: string) =>
      requestFrom(localAddress, `${signInUrl}/login`, { cookie, form: { email: ADMIN, password } });
  }

  it('at the token endpoint, wrong passwords for admin@acme.example hold back the attacker’s address, not the admin signing in from another', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++)
      statuses.push((await passwordGrant(ATTACKER_LOOPBACK, 'wrong')).status);
    expect(statuses).toEqual([...Array<number>(5).fill(400), ...Array<number>(7).fill(429)]);

    const attacker = await passwordGrant(ATTACKER_LOOPBACK, 'demo');
    expect(attacker.status).toBe(429);
    expect(Number(attacker.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(attacker.text)).toMatchObject({ error: 'too_many_requests' });

    const owner = await passwordGrant(OWNER_LOOPBACK, 'demo');
    expect(owner.status).toBe(200);
    expect(JSON.parse(owner.text)).toMatchObject({ token_type: 'Bearer', access_token: expect.any(String) });
    expect((await passwordGrant(ATTACKER_LOOPBACK, 'demo')).status).toBe(429);
  });

  it('at the sign-in form, wrong passwords for admin@acme.example hold back the attacker’s address, not the admin signing in from another', async () => {
    const attackerLogin = await signInFormFrom(ATTACKER_LOOPBACK);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) statuses.push((await attackerLogin('wrong')).status);
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(7).fill(429)]);
    const attacker = await attackerLogin('demo');
    expect(attacker.status).toBe(429);
    expect(attacker.text).toContain('Too many failed sign-in attempts.');

    const ownerLogin = await signInFormFrom(OWNER_LOOPBACK);
    const owner = await ownerLogin('demo');
    expect(owner.status).toBe(303);
    expect(owner.headers.location).toMatch(/\/oidc\/auth\//);
  });

  it('shares one count between the form and the token endpoint for an address', async () => {
    const attackerLogin = await signInFormFrom(ATTACKER_LOOPBACK);
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.freeFailures; attempt++)
      expect((await attackerLogin('wrong')).status).toBe(401);
    expect((await passwordGrant(ATTACKER_LOOPBACK, 'demo')).status).toBe(429);
    expect((await passwordGrant(OWNER_LOOPBACK, 'demo')).status).toBe(200);
  });
});
