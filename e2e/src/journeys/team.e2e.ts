import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/axe.js';
import { newBrowser, outbox, signInAs, startPortal, type RunningPortal } from '../support/portal.js';

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
  await expectAccessible(page, '/team');
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

const outboxFor = (email: string, kind?: string) => outbox(portal.providerUrl, email, kind);

/** A danger confirmation names the person; the action happens only once it is confirmed. */
async function confirm(page: Page, heading: string, action: string): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: heading });
  await dialog.getByRole('button', { name: 'Cancel' }).waitFor();
  await expectAccessible(page, `the "${heading}" confirmation`);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect.poll(() => dialog.count()).toBe(0);
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
      await expectAccessible(page, 'the invite modal with its messages');
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
      await confirm(page, 'Disable Grace Hopper?', 'Disable');
      await toast(page, 'Successfully disable account.');
      await expect.poll(() => grace.textContent()).toContain('Disabled');
      await chooseAction(page, 'Grace Hopper', 'Enable');
      await toast(page, 'Successfully enabled account.');
      await expect.poll(() => grace.textContent()).toContain('Enabled');

      await page.getByRole('tab', { name: 'Requests' }).click();
      await page.waitForURL(`${portal.portalUrl}/team/requests`);
      const requests = page.getByRole('table', { name: 'Join requests' });
      await requests.waitFor();
      await expectAccessible(page, '/team/requests');
      const jordanRow = requests.getByRole('row').filter({ hasText: 'jordan@acme.example' });
      await jordanRow.getByRole('button', { name: 'Manage Jordan Joiner' }).click();
      const manage = page.getByRole('dialog').filter({ hasText: 'Manage join request' });
      await manage.getByText('Jordan Joiner (jordan@acme.example) asked to join your company.').waitFor();
      await manage.getByText('Approve', { exact: true }).click();
      await manage.getByRole('button', { name: 'Submit' }).click();
      await manage.getByText('Role is required').waitFor();
      await expectAccessible(page, 'the manage-request modal with its messages');
      await manage.getByLabel('Phone Number', { exact: true }).fill('5551234567');
      expect(await manage.getByLabel('Phone Number', { exact: true }).inputValue()).toBe('(555) 123-4567');
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
      await overview.getByText(/^Last login at \d\d\/\d\d\/\d{4} \d\d:\d\d [AP]M [A-Z]{2,4}$/).waitFor();
      await expectAccessible(page, 'the member overview');
      // The modal has focus: the first field it lets the owner change.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('member-first-name');
      expect(await overview.getByLabel('Email').inputValue()).toBe('exec@acme.example');
      await overview.getByLabel('Recipient Last Name').fill('Executive');
      await overview.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Successfully updated user details.');
      await overview.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL(`${portal.portalUrl}/team`);
      // Focus goes back to the member's link that opened the overview.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe('Evan Executive');
      await expect
        .poll(() => page.getByRole('table', { name: 'Team members' }).textContent())
        .toContain('Evan Executive');

      // What the onboarding page does: mount the parcel from the team's parcels module, without its screens.
      await page.evaluate(async () => {
        const system = (
          window as unknown as { System: { import(name: string): Promise<Record<string, unknown>> } }
        ).System;
        const singleSpa = (await system.import('single-spa')) as {
          mountRootParcel(config: unknown, props: Record<string, unknown>): unknown;
        };
        const team = await system.import('@seller-portal/mfe-team/parcels');
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
      await page.getByRole('link', { name: 'Ivy Invited' }).click();
      const overview = page.getByRole('dialog').filter({ hasText: 'Team member overview' });
      await overview.getByText(/^Invite sent at/).waitFor();
      // Nothing in it is Evan's to change, yet the modal holds focus: Tab and Shift+Tab wrap inside it on the key press
      // itself, so focus is never, even for a moment, on the table behind it.
      const focusInside = () => overview.evaluate((dialog) => dialog.contains(document.activeElement));
      await expect.poll(focusInside).toBe(true);
      for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
        await page.keyboard.press(key);
        expect(await focusInside(), `focus after ${key}`).toBe(true);
      }
      await expectAccessible(page, "the member overview a non-admin can't change");
      await page.keyboard.press('Escape');
      await page.waitForURL(`${portal.portalUrl}/team`);
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

  it('an invited person signs up from the invitation email, verifies, and opens Acme with the invited role, shown Enabled', async () => {
    const email = 'nina@acme.example';
    const admin = await newBrowser();
    try {
      await signInAs(admin.page, portal.portalUrl, 'Ada Admin');
      await openTeam(admin.page);
      await admin.page.getByRole('button', { name: 'Invite a Team Member' }).click();
      const invite = admin.page.getByRole('dialog', { name: 'Invite a Team Member' });
      await invite.getByLabel('Email Address').fill(email);
      await invite.getByLabel('Recipient First Name').fill('Nina');
      await invite.getByLabel('Recipient Last Name').fill('Newhire');
      await invite.getByLabel('Role').selectOption({ label: 'Sales Manager' });
      await invite.getByRole('button', { name: 'Send Invitation' }).click();
      await toast(admin.page, 'Invitation sent successfully.');
    } finally {
      await admin.close();
    }

    const [invitation] = await outboxFor(email, 'INVITATION');
    expect(invitation?.link).toBe(`${portal.portalUrl}/signup?email=nina%40acme.example`);
    const person = await newBrowser();
    try {
      const { page } = person;
      await page.goto(invitation!.link!);
      await page.getByRole('heading', { name: 'Create your Seller Portal account' }).waitFor();
      expect(await page.getByLabel('Email').inputValue()).toBe(email);
      await page.getByLabel('Password').fill('invited-password');
      await page.getByRole('button', { name: 'Sign up' }).click();
      await page.getByRole('heading', { name: 'Verify your email address' }).waitFor();
      await expectAccessible(page, '/verify-email');

      const [verification] = await outboxFor(email, 'EMAIL_VERIFICATION');
      await page.goto(`${portal.portalUrl}/verify-email/${verification!.code}`);
      await page.getByRole('heading', { name: 'Your email has been verified' }).waitFor();
      await expectAccessible(page, '/verify-email/{code}');
      await page.getByRole('button', { name: 'Sign in' }).click();

      // The portal opens in the inviting company, with the invited role.
      await page.getByRole('banner').getByText('Acme Software').waitFor();
      await openTeam(page);
      const row = await findMember(page, email);
      expect(await row.textContent()).toContain('Sales Manager');
      // Marked invite-accepted on the first signed-in load: Enabled, no longer Invite Sent.
      await expect
        .poll(async () => {
          await page.reload();
          return (await findMember(page, email)).textContent();
        })
        .toContain('Enabled');
    } finally {
      await person.close();
    }
  });
});
