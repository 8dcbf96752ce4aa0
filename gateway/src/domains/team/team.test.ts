import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../test-support/graphql.js';
import {
  startGateway,
  startRecordingProxy,
  startSandbox,
  type RunningSandbox,
} from '../../test-support/system.js';

const TEAM = /* GraphQL */ `
  query Team($page: Int!, $size: Int!, $search: String) {
    team(page: $page, size: $size, search: $search) {
      items {
        id
        fullName
        email
        status
        isOrganizationOwner
        roles {
          id
          name
          displayName
        }
      }
      pageInfo {
        page
        size
        totalPages
        totalElements
      }
    }
  }
`;

interface TeamAnswer {
  team: {
    items: {
      id: string;
      fullName: string;
      email: string;
      status: string;
      isOrganizationOwner: boolean;
      roles: { name: string }[];
    }[];
    pageInfo: { page: number; size: number; totalPages: number; totalElements: number };
  };
}

let sandbox: RunningSandbox;
let proxy: Awaited<ReturnType<typeof startRecordingProxy>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let acmeAdmin: string;
let borealisAdmin: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  proxy = await startRecordingProxy(sandbox.url);
  gateway = await startGateway({ providerUrl: proxy.url, issuer: sandbox.issuer });
  [acmeAdmin, borealisAdmin] = await Promise.all([
    sandbox.tokenFor('admin@acme.example'),
    sandbox.tokenFor('admin@borealis.example'),
  ]);
});

afterAll(async () => {
  await gateway?.stop();
  await proxy?.close();
  await sandbox?.close();
});

describe('team query', () => {
  it("returns the caller's team, paged by 10 with 0-based pages", async () => {
    const first = await graphql<TeamAnswer>(gateway.app, TEAM, { page: 0, size: 10 }, acmeAdmin);
    expect(first.errors).toBeUndefined();
    expect(first.data?.team.pageInfo).toEqual({ page: 0, size: 10, totalPages: 2, totalElements: 13 });
    expect(first.data?.team.items).toHaveLength(10);
    const second = await graphql<TeamAnswer>(gateway.app, TEAM, { page: 1, size: 10 }, acmeAdmin);
    expect(second.data?.team.items).toHaveLength(3);
    const everyone = [...(first.data?.team.items ?? []), ...(second.data?.team.items ?? [])];
    expect(new Set(everyone.map((member) => member.id)).size).toBe(13);
    expect(everyone.every((member) => member.email.endsWith('@acme.example'))).toBe(true);
  });

  it('shows the owner, and active, invited and disabled members', async () => {
    const answer = await graphql<TeamAnswer>(gateway.app, TEAM, { page: 0, size: 50 }, acmeAdmin);
    const byEmail = new Map(answer.data?.team.items.map((member) => [member.email, member]));
    expect(byEmail.get('admin@acme.example')).toMatchObject({
      fullName: 'Ada Admin',
      isOrganizationOwner: true,
      status: 'ACTIVE',
    });
    expect(byEmail.get('admin@acme.example')?.roles.map((role) => role.name)).toEqual(['ADMIN']);
    expect(byEmail.get('ivy@acme.example')?.status).toBe('INVITED');
    expect(byEmail.get('dan@acme.example')?.status).toBe('DISABLED');
    expect(byEmail.get('exec@acme.example')?.isOrganizationOwner).toBe(false);
  });

  it('narrows by name or email', async () => {
    const byName = await graphql<TeamAnswer>(
      gateway.app,
      TEAM,
      { page: 0, size: 10, search: 'grace' },
      acmeAdmin,
    );
    expect(byName.data?.team.items.map((member) => member.email)).toEqual(['grace@acme.example']);
    const byEmail = await graphql<TeamAnswer>(
      gateway.app,
      TEAM,
      { page: 0, size: 10, search: 'finance@' },
      acmeAdmin,
    );
    expect(byEmail.data?.team.items.map((member) => member.fullName)).toEqual(['Fiona Finance']);
    expect(byEmail.data?.team.pageInfo.totalElements).toBe(1);
  });

  it("never shows a second seller's admin the first seller's users", async () => {
    const answer = await graphql<TeamAnswer>(gateway.app, TEAM, { page: 0, size: 100 }, borealisAdmin);
    const emails = answer.data?.team.items.map((member) => member.email) ?? [];
    expect(emails.sort()).toEqual(['admin@borealis.example', 'bea@borealis.example']);
    const searched = await graphql<TeamAnswer>(
      gateway.app,
      TEAM,
      { page: 0, size: 10, search: 'acme' },
      borealisAdmin,
    );
    expect(searched.data?.team.items).toEqual([]);
  });

  it('refuses a bad page or size with field messages, before calling the provider', async () => {
    for (const [variables, fieldErrors] of [
      [
        { page: -1, size: 1000 },
        { page: 'Page must be 0 or more', size: 'Size must be between 1 and 100' },
      ],
      [{ page: 0, size: 0 }, { size: 'Size must be between 1 and 100' }],
      [{ page: 100_001, size: 10 }, { page: 'Page must be at most 100000' }],
    ] as const) {
      proxy.calls.length = 0;
      const answer = await graphql<TeamAnswer>(gateway.app, TEAM, variables, acmeAdmin);
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.extensions?.fieldErrors).toEqual(fieldErrors);
      // No team call; at most the caller's own profile (their roles), which the gateway remembers between requests.
      expect(proxy.calls.map((call) => call.path).filter((path) => path !== '/api/v1/users/current')).toEqual(
        [],
      );
    }
  });

  it('refuses account executives and finance managers, who have no Team page, before any team call', async () => {
    const [alex, fiona] = await Promise.all([
      sandbox.tokenFor('ae@acme.example'),
      sandbox.tokenFor('finance@acme.example'),
    ]);
    for (const token of [alex, fiona]) {
      proxy.calls.length = 0;
      const team = await graphql<TeamAnswer>(gateway.app, TEAM, { page: 0, size: 10 }, token);
      expect(team.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const roles = await graphql(gateway.app, '{ roles { id } }', {}, token);
      expect(roles.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      // Only the caller's profile, once for both requests: the gateway remembers it for the token (docs/adr/021).
      expect(proxy.calls.map((call) => call.path)).toEqual(['/api/v1/users/current']);
    }
  });

  it('refuses a user without a company', async () => {
    const nora = await sandbox.tokenFor('nora@newcomer.example');
    const answer = await graphql<TeamAnswer>(gateway.app, TEAM, { page: 0, size: 10 }, nora);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lists the roles with their descriptions', async () => {
    const answer = await graphql<{ roles: { name: string; displayName: string; description: string }[] }>(
      gateway.app,
      '{ roles { id name displayName description } }',
      {},
      acmeAdmin,
    );
    expect(answer.data?.roles.map((role) => role.name).sort()).toEqual([
      'ACCOUNT_EXEC',
      'ADMIN',
      'EXEC',
      'FINANCE_MANAGER',
      'SALES_MANAGER',
    ]);
    expect(answer.data?.roles.every((role) => role.description.length > 0)).toBe(true);
  });
});
