import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableUuid } from '../core/seed/ids.js';
import { startSandbox, type RunningSandbox } from '../testing/harness.js';
import type { Page } from '../http/paging.js';
import type { TeamUser } from './routes.js';

let sandbox: RunningSandbox;
let acmeAdmin: string;
let borealisAdmin: string;
let nora: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  [acmeAdmin, borealisAdmin, nora] = await Promise.all([
    sandbox.tokenFor('admin@acme.example'),
    sandbox.tokenFor('admin@borealis.example'),
    sandbox.tokenFor('nora@newcomer.example'),
  ]);
});

afterAll(async () => {
  await sandbox?.close();
});

const team = (query: string, token = acmeAdmin) =>
  sandbox.api<Page<TeamUser>>(`/api/v1/teams/current${query}`, { token });

describe('GET /api/v1/teams/current', () => {
  it('is refused to the roles the portal hides Team from: finance managers and account executives', async () => {
    for (const email of ['finance@acme.example', 'grace@acme.example']) {
      const answer = await team('?page=0&size=10', await sandbox.tokenFor(email));
      expect(answer.status, email).toBe(403);
      const member = await sandbox.api(`/api/v1/users/${stableUuid('user:admin@acme.example')}`, {
        token: await sandbox.tokenFor(email),
      });
      expect(member.status, email).toBe(403);
    }
    expect((await team('?page=0&size=10', await sandbox.tokenFor('exec@acme.example'))).status).toBe(200);
  });

  it("pages the caller's team by 10 with 0-based pages", async () => {
    const first = await team('?page=0&size=10');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      totalPages: 2,
      totalElements: 13,
      size: 10,
      number: 0,
      pageable: { pageNumber: 0, pageSize: 10 },
    });
    expect(first.body.content).toHaveLength(10);
    const second = await team('?page=1&size=10');
    expect(second.body).toMatchObject({ number: 1, pageable: { pageNumber: 1, pageSize: 10 } });
    expect(second.body.content).toHaveLength(3);
    const everyone = [...first.body.content, ...second.body.content];
    expect(new Set(everyone.map((member) => member.id)).size).toBe(13);
    expect(everyone.every((member) => member.email.endsWith('@acme.example'))).toBe(true);
    const names = everyone.map((member) => `${member.firstName} ${member.lastName}`);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect((await team('?page=2&size=10')).body.content).toEqual([]);
    expect((await team('')).body).toMatchObject({ size: 10, number: 0, totalElements: 13 });
  });

  it('answers the row shape with roles, owner flag, status and ISO dates', async () => {
    const { body } = await team('?size=100');
    const byEmail = new Map(body.content.map((member) => [member.email, member]));
    const ada = byEmail.get('admin@acme.example');
    expect(ada).toEqual({
      id: stableUuid('user:admin@acme.example'),
      firstName: 'Ada',
      lastName: 'Admin',
      email: 'admin@acme.example',
      status: 'ACTIVE',
      roles: [{ roleId: stableUuid('role:ADMIN'), name: 'ADMIN', displayName: 'Admin' }],
      isOrganizationOwner: true,
      invitationSentDate: null,
      lastLogin: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      phoneNumber: '(555) 010-0100',
    });
    expect(byEmail.get('ivy@acme.example')).toMatchObject({
      status: 'INVITED',
      invitationSentDate: '2025-06-10T09:00:00.000Z',
      lastLogin: null,
      isOrganizationOwner: false,
    });
    expect(byEmail.get('dan@acme.example')).toMatchObject({
      status: 'DISABLED',
      roles: [{ name: 'SALES_MANAGER' }],
    });
    expect(byEmail.get('exec@acme.example')?.roles.map((role) => role.name)).toEqual(['EXEC']);
  });

  it('narrows by first name, last name, full name or e-mail, case-insensitively', async () => {
    const emails = async (search: string) =>
      (await team(`?textSearchField=${encodeURIComponent(search)}`)).body.content.map(
        (member) => member.email,
      );
    expect(await emails('grace')).toEqual(['grace@acme.example']);
    expect(await emails('HOPPER')).toEqual(['grace@acme.example']);
    expect(await emails('marie curie')).toEqual(['marie@acme.example']);
    expect(await emails('finance@')).toEqual(['finance@acme.example']);
    expect(await emails('ad')).toEqual(['admin@acme.example']);
    expect(await emails('%')).toEqual([]);
    const searched = await team('?textSearchField=a&page=0&size=5');
    expect(searched.body.totalElements).toBeGreaterThan(5);
    expect(searched.body.content).toHaveLength(5);
    expect(searched.body.totalPages).toBe(Math.ceil(searched.body.totalElements / 5));
  });

  it("never shows a second seller's admin the first seller's users", async () => {
    const borealis = await team('?size=100', borealisAdmin);
    expect(borealis.body.content.map((member) => member.email).sort()).toEqual([
      'admin@borealis.example',
      'bea@borealis.example',
    ]);
    expect(borealis.body.totalElements).toBe(2);
    expect((await team('?textSearchField=acme', borealisAdmin)).body.content).toEqual([]);
  });

  it('refuses bad paging with field errors', async () => {
    const bad = await team('?page=-1&size=1000');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      status: 400,
      error: 'Bad Request',
      message: expect.any(String),
      fieldErrors: [
        { field: 'page', message: 'Page must be 0 or more' },
        { field: 'size', message: 'Size must be between 1 and 100' },
      ],
    });
    for (const query of ['?size=0', '?size=101', '?size=abc', '?size=2.5']) {
      const answer = await team(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body).toMatchObject({ fieldErrors: [{ field: 'size' }] });
    }
  });

  it('refuses a user without a company with 403', async () => {
    const answer = await team('', nora);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ status: 403, error: 'Forbidden' });
  });
});

describe('GET /api/v1/users/current', () => {
  it('answers the signed-in user with roles and owner flag', async () => {
    const answer = await sandbox.api('/api/v1/users/current', { token: acmeAdmin });
    expect(answer.body).toEqual({
      id: stableUuid('user:admin@acme.example'),
      email: 'admin@acme.example',
      firstName: 'Ada',
      lastName: 'Admin',
      title: 'Chief Executive Officer',
      phoneNumber: '(555) 010-0100',
      mobilePhoneNumber: null,
      status: 'ACTIVE',
      isOrganizationOwner: true,
      roles: [{ roleId: stableUuid('role:ADMIN'), name: 'ADMIN', displayName: 'Admin' }],
    });
    const noraAnswer = await sandbox.api('/api/v1/users/current', { token: nora });
    expect(noraAnswer.body).toMatchObject({
      email: 'nora@newcomer.example',
      isOrganizationOwner: false,
      roles: [],
    });
  });
});

describe('GET /api/v1/roles', () => {
  it('lists the five roles with descriptions, not cached', async () => {
    const answer = await sandbox.api<
      { name: string; displayName: string; description: string; roleId: string }[]
    >('/api/v1/roles', { token: nora });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toMatch(/no-cache/);
    expect(answer.body.map((role) => [role.name, role.displayName])).toEqual([
      ['ADMIN', 'Admin'],
      ['EXEC', 'Executive'],
      ['SALES_MANAGER', 'Sales Manager'],
      ['FINANCE_MANAGER', 'Finance Manager'],
      ['ACCOUNT_EXEC', 'Account Executive'],
    ]);
    expect(answer.body[0]).toEqual({
      roleId: stableUuid('role:ADMIN'),
      name: 'ADMIN',
      displayName: 'Admin',
      description: 'Full access: manages the team, company settings and every offer.',
    });
  });
});
