import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STALE_FORM_MESSAGES } from '@seller-portal/shared/validation';
import { graphql } from '../../test-support/graphql.js';
import {
  startGateway,
  startRecordingProxy,
  startSandbox,
  type RunningSandbox,
} from '../../test-support/system.js';

const MEMBER = /* GraphQL */ `
  fragment Member on TeamMember {
    id
    email
    firstName
    lastName
    status
    isOrganizationOwner
    phoneNumber
    roles {
      id
      name
    }
  }
`;

interface Member {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  status: string;
  isOrganizationOwner: boolean;
  phoneNumber: string | null;
  roles: { id: string; name: string }[];
}

let sandbox: RunningSandbox;
let proxy: Awaited<ReturnType<typeof startRecordingProxy>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let ada: string;
let evan: string;
let bob: string;
const ids = new Map<string, string>();
const roleIds = new Map<string, string>();

const gql = <T>(query: string, variables: Record<string, unknown>, token: string) =>
  graphql<T>(gateway.app, query, variables, token);
const codeOf = (answer: { errors?: { extensions?: { code?: string } }[] }) =>
  answer.errors?.[0]?.extensions?.code;
const idOf = (email: string) => ids.get(email)!;
/** The calls that reached the provider other than the caller's own profile. */
const changeCalls = () => proxy.calls.filter((call) => call.path !== '/api/v1/users/current');

beforeAll(async () => {
  sandbox = await startSandbox();
  proxy = await startRecordingProxy(sandbox.url);
  gateway = await startGateway({ providerUrl: proxy.url, issuer: sandbox.issuer });
  [ada, evan, bob] = await Promise.all([
    sandbox.tokenFor('admin@acme.example'),
    sandbox.tokenFor('exec@acme.example'),
    sandbox.tokenFor('admin@borealis.example'),
  ]);
  const team = await gql<{
    team: { items: { id: string; email: string }[] };
    roles: { id: string; name: string }[];
  }>('{ team(page: 0, size: 100) { items { id email } } roles { id name } }', {}, ada);
  for (const member of team.data?.team.items ?? []) ids.set(member.email, member.id);
  for (const role of team.data?.roles ?? []) roleIds.set(role.name, role.id);
});

beforeEach(() => {
  proxy.calls.length = 0;
});

afterAll(async () => {
  await gateway?.stop();
  await proxy?.close();
  await sandbox?.close();
});

const DISABLE = `mutation Disable($id: ID!) { disableTeamMember(id: $id) { ...Member } } ${MEMBER}`;
const ENABLE = `mutation Enable($id: ID!) { enableTeamMember(id: $id) { ...Member } } ${MEMBER}`;

describe('disableTeamMember and enableTeamMember', () => {
  it('lets an admin disable and enable a member, answering the updated member', async () => {
    const disabled = await gql<{ disableTeamMember: Member }>(
      DISABLE,
      { id: idOf('grace@acme.example') },
      ada,
    );
    expect(disabled.errors).toBeUndefined();
    expect(disabled.data?.disableTeamMember).toMatchObject({
      email: 'grace@acme.example',
      status: 'DISABLED',
    });
    const enabled = await gql<{ enableTeamMember: Member }>(ENABLE, { id: idOf('grace@acme.example') }, ada);
    expect(enabled.data?.enableTeamMember.status).toBe('ACTIVE');
  });

  it('refuses a non-admin before calling the provider', async () => {
    const answer = await gql(DISABLE, { id: idOf('grace@acme.example') }, evan);
    expect(codeOf(answer)).toBe('FORBIDDEN');
    expect(changeCalls()).toEqual([]);
  });

  it("refuses the owner, oneself, and the wrong state; another seller's id is NOT_FOUND", async () => {
    expect(codeOf(await gql(DISABLE, { id: idOf('admin@acme.example') }, ada))).toBe('FORBIDDEN');
    expect(codeOf(await gql(ENABLE, { id: idOf('exec@acme.example') }, ada))).toBe('FORBIDDEN');
    expect(codeOf(await gql(DISABLE, { id: idOf('grace@acme.example') }, bob))).toBe('NOT_FOUND');
    const member = await gql<{ teamMember: Member }>(
      `query M($id: ID!) { teamMember(id: $id) { ...Member } } ${MEMBER}`,
      { id: idOf('grace@acme.example') },
      bob,
    );
    expect(codeOf(member)).toBe('NOT_FOUND');
    expect(member.data).toBeNull();
  });

  it('refuses an admin who is not the owner to disable themselves', async () => {
    const promote = await gql(
      `mutation U($id: ID!, $input: UpdateTeamMemberInput!) { updateTeamMember(id: $id, input: $input) { id } }`,
      {
        id: idOf('sales@acme.example'),
        input: { firstName: 'Sam', lastName: 'Sales', roleId: roleIds.get('ADMIN') },
      },
      ada,
    );
    expect(promote.errors).toBeUndefined();
    const sam = await sandbox.tokenFor('sales@acme.example');
    expect(codeOf(await gql(DISABLE, { id: idOf('sales@acme.example') }, sam))).toBe('FORBIDDEN');
    expect(codeOf(await gql(DISABLE, { id: idOf('admin@acme.example') }, sam))).toBe('FORBIDDEN');
  });
});

const UPDATE = `mutation U($id: ID!, $input: UpdateTeamMemberInput!) { updateTeamMember(id: $id, input: $input) { ...Member } } ${MEMBER}`;

describe('updateTeamMember', () => {
  it('sends the provider only the fields that changed, as replace operations', async () => {
    const answer = await gql<{ updateTeamMember: Member }>(
      UPDATE,
      {
        id: idOf('linus@acme.example'),
        input: { firstName: ' Linus ', lastName: 'Carl Pauling', roleId: roleIds.get('ACCOUNT_EXEC') },
      },
      ada,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.updateTeamMember).toMatchObject({ firstName: 'Linus', lastName: 'Carl Pauling' });
    const patches = changeCalls().filter((call) => call.method === 'PATCH');
    expect(patches).toHaveLength(1);
    expect(JSON.parse(patches[0]!.body)).toEqual([
      { op: 'replace', path: '/lastName', value: 'Carl Pauling' },
    ]);

    proxy.calls.length = 0;
    const role = await gql<{ updateTeamMember: Member }>(
      UPDATE,
      {
        id: idOf('linus@acme.example'),
        input: {
          firstName: 'Linus',
          lastName: 'Carl Pauling',
          roleId: roleIds.get('EXEC'),
          phoneNumber: '(555) 010-0177',
        },
      },
      ada,
    );
    expect(role.data?.updateTeamMember.roles.map((r) => r.name)).toEqual(['EXEC']);
    const body = JSON.parse(changeCalls().find((call) => call.method === 'PATCH')!.body);
    expect(body).toEqual([
      { op: 'replace', path: '/phoneNumber', value: '(555) 010-0177' },
      { op: 'replace', path: '/roles', value: [roleIds.get('EXEC')] },
    ]);

    proxy.calls.length = 0;
    const unchanged = await gql(
      UPDATE,
      {
        id: idOf('linus@acme.example'),
        input: { firstName: 'Linus', lastName: 'Carl Pauling', roleId: roleIds.get('EXEC') },
      },
      ada,
    );
    expect(unchanged.errors).toBeUndefined();
    expect(changeCalls().filter((call) => call.method === 'PATCH')).toEqual([]);

    // The portal sends only what the user changed: a field left out keeps its value.
    proxy.calls.length = 0;
    const partial = await gql<{ updateTeamMember: Member }>(
      UPDATE,
      { id: idOf('linus@acme.example'), input: { lastName: 'Pauling' } },
      ada,
    );
    expect(partial.data?.updateTeamMember).toMatchObject({ firstName: 'Linus', lastName: 'Pauling' });
    expect(JSON.parse(changeCalls().find((call) => call.method === 'PATCH')!.body)).toEqual([
      { op: 'replace', path: '/lastName', value: 'Pauling' },
    ]);
  });

  it('keeps what another form saved since this one was opened, and refuses a change to the same field', async () => {
    const id = idOf('marie@acme.example');
    const SAVE = `mutation U($id: ID!, $input: UpdateTeamMemberInput!, $loaded: UpdateTeamMemberInput) {
      updateTeamMember(id: $id, input: $input, loaded: $loaded) { ...Member } } ${MEMBER}`;
    const member = await gql<{ teamMember: Member }>(
      `query M($id: ID!) { teamMember(id: $id) { firstName lastName roles { id name } } }`,
      { id },
      ada,
    );
    const stored = member.data!.teamMember;
    // Two forms opened on Marie (two admins, or one in two tabs).
    const opened = { firstName: stored.firstName, lastName: stored.lastName, roleId: stored.roles[0]!.id };
    const first = await gql(
      SAVE,
      { id, input: { roleId: roleIds.get('SALES_MANAGER') }, loaded: opened },
      ada,
    );
    expect(first.errors).toBeUndefined();
    // The second form still shows the old role and changes only the last name: the new role stays.
    const second = await gql<{ updateTeamMember: Member }>(
      SAVE,
      { id, input: { ...opened, lastName: 'Skłodowska-Curie' }, loaded: opened },
      ada,
    );
    expect(second.errors).toBeUndefined();
    expect(second.data?.updateTeamMember.lastName).toBe('Skłodowska-Curie');
    expect(second.data?.updateTeamMember.roles.map((role) => role.name)).toEqual(['SALES_MANAGER']);
    // The second form then changes the role from the one it was opened on: refused under Role, nothing sent.
    proxy.calls.length = 0;
    const stale = await gql(
      SAVE,
      {
        id,
        input: { roleId: roleIds.get('EXEC') },
        loaded: { ...opened, lastName: 'Skłodowska-Curie' },
      },
      ada,
    );
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(stale.errors?.[0]?.extensions?.fieldErrors).toEqual({ roleId: STALE_FORM_MESSAGES.field });
    expect(changeCalls().filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it("refuses a blank form with the form's messages, and a non-admin, before calling the provider", async () => {
    const blank = await gql(
      UPDATE,
      {
        id: idOf('linus@acme.example'),
        input: { firstName: ' ', lastName: '', roleId: '', phoneNumber: '123' },
      },
      ada,
    );
    expect(codeOf(blank)).toBe('BAD_USER_INPUT');
    expect(blank.errors?.[0]?.extensions?.fieldErrors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      roleId: 'Role is required',
      phoneNumber: 'Invalid phone number format',
    });
    const nonAdmin = await gql(
      UPDATE,
      {
        id: idOf('linus@acme.example'),
        input: { firstName: 'X', lastName: 'Y', roleId: roleIds.get('EXEC') },
      },
      evan,
    );
    expect(codeOf(nonAdmin)).toBe('FORBIDDEN');
    expect(changeCalls()).toEqual([]);
  });
});

const INVITE = `mutation I($input: InviteTeamMemberInput!) { inviteTeamMember(input: $input) { ...Member } } ${MEMBER}`;
const RESEND = `mutation R($userId: ID!) { resendInvitation(userId: $userId) { ...Member } } ${MEMBER}`;

describe('inviteTeamMember and resendInvitation', () => {
  it('invites a member who shows as INVITED, and resends the invitation', async () => {
    const invite = {
      email: 'newbie@acme.example',
      recipientFirstName: 'New',
      recipientLastName: 'Bie',
      roleId: roleIds.get('EXEC'),
    };
    const answer = await gql<{ inviteTeamMember: Member }>(INVITE, { input: invite }, ada);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.inviteTeamMember).toMatchObject({
      email: 'newbie@acme.example',
      status: 'INVITED',
      roles: [{ name: 'EXEC' }],
    });
    const resent = await gql<{ resendInvitation: Member }>(
      RESEND,
      { userId: answer.data?.inviteTeamMember.id },
      ada,
    );
    expect(resent.data?.resendInvitation.status).toBe('INVITED');
    const outbox = (await (
      await fetch(`${sandbox.url}/sandbox/outbox.json?to=newbie@acme.example`)
    ).json()) as unknown[];
    expect(outbox).toHaveLength(2);
    expect(codeOf(await gql(INVITE, { input: invite }, ada))).toBe('CONFLICT');
  });

  it("invites an address another seller's member uses exactly as a new one: no CONFLICT reveals Borealis' team", async () => {
    const invite = (email: string) =>
      gql<{ inviteTeamMember: Member }>(
        INVITE,
        {
          input: {
            email,
            recipientFirstName: 'Probe',
            recipientLastName: 'Probe',
            roleId: roleIds.get('EXEC'),
          },
        },
        ada,
      );
    const elsewhere = await invite('bea@borealis.example');
    const nowhere = await invite('nobody.here@borealis.example');
    expect(elsewhere.errors).toBeUndefined();
    expect(nowhere.errors).toBeUndefined();
    const shape = (member?: Member) => ({ status: member?.status, roles: member?.roles });
    expect(shape(elsewhere.data?.inviteTeamMember)).toEqual(shape(nowhere.data?.inviteTeamMember));
    expect(elsewhere.data?.inviteTeamMember).toMatchObject({
      email: 'bea@borealis.example',
      status: 'INVITED',
    });
  });

  it('refuses a name with a line break before the provider is called', async () => {
    const answer = await gql(
      INVITE,
      {
        input: {
          email: 'ann.injected@acme.example',
          recipientFirstName: 'Ann\r\nBcc: victim@borealis.example',
          recipientLastName: 'Smith',
          roleId: roleIds.get('EXEC'),
        },
      },
      ada,
    );
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.extensions?.fieldErrors).toEqual({
      recipientFirstName: 'Use one line of text, without line breaks or invisible characters',
    });
    const outbox = (await (
      await fetch(`${sandbox.url}/sandbox/outbox.json?to=ann.injected@acme.example`)
    ).json()) as unknown[];
    expect(outbox).toEqual([]);
  });

  it("answers the invite form's messages and refuses non-admins and other sellers", async () => {
    const blank = await gql(
      INVITE,
      { input: { email: 'nope', recipientFirstName: '', recipientLastName: '', roleId: '' } },
      ada,
    );
    expect(blank.errors?.[0]?.extensions?.fieldErrors).toEqual({
      email: 'Invalid email',
      recipientFirstName: 'First name is required',
      recipientLastName: 'Last name is required',
      roleId: 'Role is required',
    });
    const valid = {
      email: 'other@acme.example',
      recipientFirstName: 'O',
      recipientLastName: 'T',
      roleId: roleIds.get('EXEC'),
    };
    expect(codeOf(await gql(INVITE, { input: valid }, evan))).toBe('FORBIDDEN');
    expect(codeOf(await gql(RESEND, { userId: idOf('ivy@acme.example') }, evan))).toBe('FORBIDDEN');
    expect(codeOf(await gql(RESEND, { userId: idOf('ivy@acme.example') }, bob))).toBe('NOT_FOUND');
    expect(changeCalls()).toEqual([expect.objectContaining({ path: '/api/v1/invitations/resend' })]);
  });
});

const TRANSFER = `mutation T($userId: ID!) { transferOwnership(userId: $userId) { previousOwner { ...Member } newOwner { ...Member } } } ${MEMBER}`;

describe('transferOwnership', () => {
  it('refuses a non-owner before calling the provider, a non-admin target, and another seller', async () => {
    expect(codeOf(await gql(TRANSFER, { userId: idOf('admin@acme.example') }, evan))).toBe('FORBIDDEN');
    expect(changeCalls()).toEqual([]);
    expect(codeOf(await gql(TRANSFER, { userId: idOf('exec@acme.example') }, ada))).toBe('FORBIDDEN');
    expect(codeOf(await gql(TRANSFER, { userId: idOf('exec@acme.example') }, bob))).toBe('NOT_FOUND');
  });

  it('hands ownership to an active admin and answers both members', async () => {
    const sam = idOf('sales@acme.example');
    await gql(
      UPDATE,
      { id: sam, input: { firstName: 'Sam', lastName: 'Sales', roleId: roleIds.get('ADMIN') } },
      ada,
    );
    const moved = await gql<{ transferOwnership: { previousOwner: Member; newOwner: Member } }>(
      TRANSFER,
      { userId: sam },
      ada,
    );
    expect(moved.errors).toBeUndefined();
    expect(moved.data?.transferOwnership.previousOwner).toMatchObject({
      email: 'admin@acme.example',
      isOrganizationOwner: false,
    });
    expect(moved.data?.transferOwnership.newOwner).toMatchObject({
      email: 'sales@acme.example',
      isOrganizationOwner: true,
    });
    const samToken = await sandbox.tokenFor('sales@acme.example');
    const back = await gql(TRANSFER, { userId: idOf('admin@acme.example') }, samToken);
    expect(back.errors).toBeUndefined();
  });
});

const PENDING = '{ pendingJoinRequests { id fullName email status } }';
const APPROVE = `mutation A($input: ApproveJoinRequestInput!) { approveJoinRequest(input: $input) { id status } }`;
const REJECT = `mutation R($id: ID!) { rejectJoinRequest(id: $id) { id status } }`;

describe('join requests', () => {
  it('lists pending and rejected requests to the owner only', async () => {
    const answer = await gql<{ pendingJoinRequests: { fullName: string; status: string }[] }>(
      PENDING,
      {},
      ada,
    );
    expect(answer.data?.pendingJoinRequests.map((r) => [r.fullName, r.status])).toEqual([
      ['Riley Rejected', 'REJECTED'],
      ['Jordan Joiner', 'PENDING'],
    ]);
    expect(codeOf(await gql(PENDING, {}, evan))).toBe('FORBIDDEN');
    expect(changeCalls().filter((call) => call.path.includes('join'))).toHaveLength(1);
  });

  it('pages the requests like every other list, to the owner only (docs/adr/022-integrator-contract.md)', async () => {
    const PAGE = `query P($page: Int!) {
      pendingJoinRequestsPage(page: $page, size: 1) { items { fullName } pageInfo { page totalPages totalElements hasNextPage } }
    }`;
    type Paged = {
      pendingJoinRequestsPage: {
        items: { fullName: string }[];
        pageInfo: { page: number; totalPages: number; totalElements: number; hasNextPage: boolean };
      };
    };
    const first = (await gql<Paged>(PAGE, { page: 0 }, ada)).data!.pendingJoinRequestsPage;
    const second = (await gql<Paged>(PAGE, { page: 1 }, ada)).data!.pendingJoinRequestsPage;
    expect([...first.items, ...second.items].map((r) => r.fullName)).toEqual([
      'Riley Rejected',
      'Jordan Joiner',
    ]);
    expect(first.pageInfo).toEqual({ page: 0, totalPages: 2, totalElements: 2, hasNextPage: true });
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect(codeOf(await gql(PAGE, { page: 0 }, evan))).toBe('FORBIDDEN');
    expect(codeOf(await gql(PAGE, { page: -1 }, ada))).toBe('BAD_USER_INPUT');
  });

  it('refuses an approval without a role before calling the provider; a rejected request cannot be declined', async () => {
    const requests = await gql<{ pendingJoinRequests: { id: string; email: string }[] }>(PENDING, {}, ada);
    const jordan = requests.data!.pendingJoinRequests.find((r) => r.email === 'jordan@acme.example')!;
    const riley = requests.data!.pendingJoinRequests.find((r) => r.email === 'riley@acme.example')!;
    proxy.calls.length = 0;
    const noRole = await gql(
      APPROVE,
      {
        input: { joinRequestId: jordan.id, roleId: '', firstName: 'Jordan', lastName: '', phoneNumber: '12' },
      },
      ada,
    );
    expect(codeOf(noRole)).toBe('BAD_USER_INPUT');
    expect(noRole.errors?.[0]?.extensions?.fieldErrors).toEqual({
      roleId: 'Role is required',
      lastName: 'Last name is required',
      phoneNumber: 'Invalid phone number format',
    });
    expect(changeCalls()).toEqual([]);
    expect(codeOf(await gql(REJECT, { id: riley.id }, ada))).toBe('FORBIDDEN');
    const approveAsBob = await gql(
      APPROVE,
      { input: { joinRequestId: jordan.id, roleId: roleIds.get('EXEC'), firstName: 'J', lastName: 'J' } },
      bob,
    );
    expect(codeOf(approveAsBob)).toBe('NOT_FOUND');
  });

  it('approves Jordan, who then signs in with the company and sees the team', async () => {
    const requests = await gql<{ pendingJoinRequests: { id: string; email: string }[] }>(PENDING, {}, ada);
    const jordan = requests.data!.pendingJoinRequests.find((r) => r.email === 'jordan@acme.example')!;
    const approved = await gql<{ approveJoinRequest: { status: string } }>(
      APPROVE,
      {
        input: {
          joinRequestId: jordan.id,
          roleId: roleIds.get('SALES_MANAGER'),
          firstName: 'Jordan',
          lastName: 'Joiner',
          title: '',
          phoneNumber: '',
        },
      },
      ada,
    );
    expect(approved.errors).toBeUndefined();
    expect(approved.data?.approveJoinRequest.status).toBe('APPROVED');
    const after = await gql<{ pendingJoinRequests: { email: string }[] }>(PENDING, {}, ada);
    expect(after.data?.pendingJoinRequests.map((r) => r.email)).toEqual(['riley@acme.example']);
    const token = await sandbox.tokenFor('jordan@acme.example');
    const team = await gql<{ team: { items: { email: string; status: string }[] } }>(
      '{ team(page: 0, size: 10, search: "jordan") { items { email status } } }',
      {},
      token,
    );
    expect(team.data?.team.items).toEqual([{ email: 'jordan@acme.example', status: 'ACTIVE' }]);
  });
});
