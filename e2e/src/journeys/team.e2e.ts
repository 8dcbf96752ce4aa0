import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newBrowser, signInAs, startPortal, type RunningPortal } from '../support/portal.js';

let portal: RunningPortal;

beforeAll(async () => {
  portal = await startPortal();
});

afterAll(async () => {
  await portal?.stop();
});

async function openTeam(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name: 'Team' }).click();
  await page.waitForURL(`${portal.portalUrl}/team`);
  await page.getByRole('table', { name: 'Team members' }).waitFor();
}

/** The row of one member after searching for them. */
async function findMember(page: Page, email: string) {
  await page.getByRole('searchbox', { name: 'Name or Email' }).fill(email);
  const table = page.getByRole('table', { name: 'Team members' });
  await expect.poll(() => table.getByRole('row').count()).toBe(2);
  return table.getByRole('row').filter({ hasText: email });
}

async function chooseAction(page: Page, fullName: string, action: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${fullName}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function toast(page: Page, text: string): Promise<void> {
  await page.locator('.portal-toasts').getByText(text, { exact: true }).first().waitFor();
}

async function outboxFor(email: string): Promise<{ kind: string; link: string | null }[]> {
  const response = await fetch(`${portal.providerUrl}/sandbox/outbox.json?to=${encodeURIComponent(email)}`);
  return (await response.json()) as { kind: string; link: string | null }[];
}

describe('team management', () => {
  it('the owner invites a member, resends the invitation, disables and enables a member, and approves a join request', async () => {
    const browser = await newBrowser();
    try {
      const { page } = browser;
      await signInAs(page, portal.portalUrl, 'Ada Admin');
      await openTeam(page);

      await page.getByRole('button', { name: 'Invite a Team Member' }).click();
      const invite = page.getByRole('dialog', { name: 'Invite a Team Member' });
      await invite.getByRole('button', { name: 'Send Invitation' }).click();
      await invite.getByText('Email address is required').waitFor();
      await invite.getByLabel('Email Address').fill('hire@acme.example');
      await invite.getByLabel('Recipient First Name').fill('Hugo');
      await invite.getByLabel('Recipient Last Name').fill('Hire');
      await invite.getByLabel('Role').selectOption({ label: 'Executive' });
      await invite.getByText("Sees every offer and the company's data.").waitFor();
      await invite.getByRole('button', { name: 'Send Invitation' }).click();
      await toast(page, 'Invitation sent successfully.');
      const hugo = await findMember(page, 'hire@acme.example');
      expect(await hugo.textContent()).toContain('Invite Sent');
      const sent = await outboxFor('hire@acme.example');
      expect(sent).toEqual([
        expect.objectContaining({
          kind: 'INVITATION',
          link: `${portal.portalUrl}/signup?email=hire%40acme.example`,
        }),
      ]);

      await chooseAction(page, 'Hugo Hire', 'Resend Invitation');
      await toast(page, 'Invitation re-sent successfully.');
      expect(await outboxFor('hire@acme.example')).toHaveLength(2);

      const grace = await findMember(page, 'grace@acme.example');
      await chooseAction(page, 'Grace Hopper', 'Disable');
      await toast(page, 'Successfully disable account.');
      await expect.poll(() => grace.textContent()).toContain('Disabled');
      await chooseAction(page, 'Grace Hopper', 'Enable');
      await toast(page, 'Successfully enabled account.');
      await expect.poll(() => grace.textContent()).toContain('Enabled');

      await page.getByRole('tab', { name: 'Requests' }).click();
      await page.waitForURL(`${portal.portalUrl}/team/requests`);
      const requests = page.getByRole('table', { name: 'Join requests' });
      const jordanRow = requests.getByRole('row').filter({ hasText: 'jordan@acme.example' });
      await jordanRow.getByRole('button', { name: 'Manage Jordan Joiner' }).click();
      const manage = page.getByRole('dialog').filter({ hasText: 'Manage Jordan Joiner' });
      await manage.getByText('Approve', { exact: true }).click();
      await manage.getByRole('button', { name: 'Submit' }).click();
      await manage.getByText('Role is required').waitFor();
      await manage.getByLabel('Role').selectOption({ label: 'Sales Manager' });
      await manage.getByRole('button', { name: 'Submit' }).click();
      await toast(page, 'Action performed successfully.');
      await expect.poll(() => jordanRow.count()).toBe(0);
      expect(await requests.textContent()).toContain('riley@acme.example');
    } finally {
      await browser.close();
    }

    const jordan = await newBrowser();
    try {
      await signInAs(jordan.page, portal.portalUrl, 'Jordan Joiner');
      await openTeam(jordan.page);
      const row = await findMember(jordan.page, 'jordan@acme.example');
      expect(await row.textContent()).toContain('Sales Manager');
      expect(await jordan.page.getByRole('button', { name: /^Actions for/ }).count()).toBe(0);
    } finally {
      await jordan.close();
    }
  });

  it('the owner edits a member in the routed overview modal, and another application mounts the invite parcel', async () => {
    const browser = await newBrowser();
    try {
      const { page } = browser;
      await signInAs(page, portal.portalUrl, 'Ada Admin');
      await openTeam(page);
      const evan = await findMember(page, 'exec@acme.example');
      await evan.getByRole('link', { name: 'Evan Exec' }).click();
      await page.waitForURL(/\/team\/[0-9a-f-]+\/details$/);
      const overview = page.getByRole('dialog').filter({ hasText: 'Team member overview' });
      await overview.getByText(/^Last login at \d\d\/\d\d\/\d{4}$/).waitFor();
      expect(await overview.getByLabel('Email').inputValue()).toBe('exec@acme.example');
      await overview.getByLabel('Recipient Last Name').fill('Executive');
      await overview.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Successfully updated user details.');
      await overview.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL(`${portal.portalUrl}/team`);
      await expect
        .poll(() => page.getByRole('table', { name: 'Team members' }).textContent())
        .toContain('Evan Executive');

      // What the onboarding page does: mount the parcel without importing mfe-team's source.
      await page.evaluate(async () => {
        const system = (
          window as unknown as { System: { import(name: string): Promise<Record<string, unknown>> } }
        ).System;
        const singleSpa = (await system.import('single-spa')) as {
          mountRootParcel(config: unknown, props: Record<string, unknown>): unknown;
        };
        const team = await system.import('@seller-portal/mfe-team');
        const host = document.createElement('div');
        document.body.append(host);
        const parcel = singleSpa.mountRootParcel(team.inviteTeamMemberParcel, { domElement: host }) as {
          mountPromise: Promise<void>;
        };
        await parcel.mountPromise;
      });
      const parcel = page.getByRole('dialog', { name: 'Invite a Team Member' });
      await parcel.getByLabel('Recipient First Name').waitFor();
      await parcel.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => parcel.count()).toBe(0);
    } finally {
      await browser.close();
    }
  });

  it('a non-admin sees no action menu, no Invite button and no Requests tab', async () => {
    const browser = await newBrowser();
    try {
      const { page } = browser;
      await signInAs(page, portal.portalUrl, 'Evan Exec');
      await openTeam(page);
      await page.getByRole('table', { name: 'Team members' }).getByText('ivy@acme.example').waitFor();
      expect(await page.getByRole('button', { name: /^Actions for/ }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Invite a Team Member' }).count()).toBe(0);
      expect(await page.getByRole('tab', { name: 'Requests' }).count()).toBe(0);
    } finally {
      await browser.close();
    }
  });

  it('an unknown path under /team shows the not-found screen, not the team', async () => {
    const browser = await newBrowser();
    try {
      const { page } = browser;
      await signInAs(page, portal.portalUrl, 'Ada Admin');
      await openTeam(page);
      await page.goto(`${portal.portalUrl}/team/x/y`);
      await page.getByRole('heading', { name: 'Oops, page not found' }).waitFor();
      expect(await page.getByRole('table', { name: 'Team members' }).isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Return to dashboard' }).click();
      await page.waitForURL(`${portal.portalUrl}/`);
      expect(await page.getByRole('heading', { name: 'Oops, page not found' }).count()).toBe(0);
    } finally {
      await browser.close();
    }
  });
});
