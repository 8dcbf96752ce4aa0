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

describe('organization settings', () => {
  const SETTINGS = `{ organization { settings { useDataRoomV2Page phoneNumberRequiredForAccountContacts authorizedOfferTypes salesforceEnabled } } }`;
  type SettingsAnswer = {
    organization: {
      settings: {
        useDataRoomV2Page: boolean;
        phoneNumberRequiredForAccountContacts: boolean;
        authorizedOfferTypes: string[];
        salesforceEnabled: boolean;
      };
    };
  };

  it('are each seller’s own, and follow the sandbox control', async () => {
    const [acme, borealis] = await Promise.all([
      sandbox.tokenFor('admin@acme.example'),
      sandbox.tokenFor('admin@borealis.example'),
    ]);
    const acmeSettings = await graphql<SettingsAnswer>(gateway.app, SETTINGS, {}, acme);
    expect(acmeSettings.data?.organization.settings).toEqual({
      useDataRoomV2Page: true,
      phoneNumberRequiredForAccountContacts: false,
      authorizedOfferTypes: ['QUOTE', 'INVOICE'],
      salesforceEnabled: true,
    });
    const borealisSettings = await graphql<SettingsAnswer>(gateway.app, SETTINGS, {}, borealis);
    expect(borealisSettings.data?.organization.settings).toMatchObject({
      useDataRoomV2Page: false,
      authorizedOfferTypes: ['QUOTE'],
    });

    const sellerId = (
      await graphql<{ organization: { id: string } }>(gateway.app, '{ organization { id } }', {}, acme)
    ).data!.organization.id;
    const change = await fetch(`${sandbox.url}/sandbox/sellers/${sellerId}/settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phoneNumberRequiredForAccountContacts: true }),
    });
    expect(change.status).toBe(200);
    const refused = await fetch(`${sandbox.url}/sandbox/sellers/${sellerId}/settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phoneNumberRequiredForAccountContacts: 'yes', unknownFlag: true }),
    });
    expect(refused.status).toBe(400);
    const after = await graphql<SettingsAnswer>(gateway.app, SETTINGS, {}, acme);
    expect(after.data?.organization.settings.phoneNumberRequiredForAccountContacts).toBe(true);
  });
});
