import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../test-support/graphql.js';
import { startGateway, startSandbox, type RunningSandbox } from '../../test-support/system.js';

const SHELL = /* GraphQL */ `
  query Shell {
    session {
      emailVerified
      hasTenancy
      canCreateNewTenancy
    }
    viewer {
      email
      firstName
      isOrganizationOwner
      roles {
        name
      }
    }
    organization {
      id
      sellerName
      isOnboarding
      isUnderwriting
      isApproved
      dashboardLink
    }
  }
`;

interface ShellAnswer {
  session: { emailVerified: boolean; hasTenancy: boolean; canCreateNewTenancy: boolean };
  viewer: { email: string; firstName: string; isOrganizationOwner: boolean; roles: { name: string }[] };
  organization: {
    id: string;
    sellerName: string;
    isOnboarding: boolean;
    isUnderwriting: boolean;
    isApproved: boolean;
    dashboardLink: string;
  } | null;
}

let sandbox: RunningSandbox;
let gateway: Awaited<ReturnType<typeof startGateway>>;

beforeAll(async () => {
  sandbox = await startSandbox();
  gateway = await startGateway({ providerUrl: sandbox.url, issuer: sandbox.issuer });
});

afterAll(async () => {
  await gateway?.stop();
  await sandbox?.close();
});

describe('session queries', () => {
  it("give the approved seller's owner their company state and roles", async () => {
    const answer = await graphql<ShellAnswer>(
      gateway.app,
      SHELL,
      {},
      await sandbox.tokenFor('admin@acme.example'),
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.session).toEqual({
      emailVerified: true,
      hasTenancy: true,
      canCreateNewTenancy: false,
    });
    expect(answer.data?.viewer).toMatchObject({ email: 'admin@acme.example', isOrganizationOwner: true });
    expect(answer.data?.viewer.roles.map((role) => role.name)).toEqual(['ADMIN']);
    expect(answer.data?.organization).toMatchObject({
      sellerName: 'Acme Software',
      isApproved: true,
      isOnboarding: false,
    });
  });

  it('give the onboarding seller its onboarding state', async () => {
    const answer = await graphql<ShellAnswer>(
      gateway.app,
      SHELL,
      {},
      await sandbox.tokenFor('owner@nimbus.example'),
    );
    expect(answer.data?.organization).toMatchObject({
      sellerName: 'Nimbus Labs',
      isOnboarding: true,
      dashboardLink: '/org/onboarding',
    });
  });

  it('give a user without a company no organization', async () => {
    const answer = await graphql<Pick<ShellAnswer, 'session' | 'organization'>>(
      gateway.app,
      '{ session { hasTenancy canCreateNewTenancy } organization { id } }',
      {},
      await sandbox.tokenFor('nora@newcomer.example'),
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({
      session: { hasTenancy: false, canCreateNewTenancy: true },
      organization: null,
    });
  });
});
