import type { components } from '../../generated/provider-api.js';
import { callOnce, callOncePerKey } from '../../provider/loaders.js';
import type { ProviderHttp } from '../../provider/provider-http.js';
import type { ReplaceOperation } from '../../provider/replace-operations.js';

type Schemas = components['schemas'];

/** A member's role, or one of GET /api/v1/roles with its description (ours, docs/adr/019). */
export type ProviderRole = Schemas['Role'] | Schemas['RoleDefinition'];

/** A row of GET /api/v1/teams/current (spec 02 section 3, Team user). */
export type ProviderTeamUser = Schemas['TeamUser'];

export type ProviderTeamPage = Schemas['TeamUserPage'];

/** A join request (spec 02 section 3). */
export type ProviderJoinRequest = Schemas['JoinRequest'];

/** The answer of POST /api/v1/teams/transfer-ownership. */
export type ProviderOwnershipTransfer = Schemas['OwnershipTransfer'];

/** The fields PATCH /api/v1/users/{id} replaces; roles are role ids. */
export interface ProviderUserFields {
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  roles: string[];
}

/** One change of PATCH /api/v1/users/{id}. */
export type ProviderUserReplaceOperation = ReplaceOperation<ProviderUserFields>;

export interface ProviderInvitation {
  email: string;
  recipientFirstName: string;
  recipientLastName: string;
  roleId: string;
}

export interface ProviderJoinRequestApproval {
  joinRequestId: string;
  roleId: string;
  firstName: string;
  lastName: string;
  title: string | null;
  phoneNumber: string | null;
  mobilePhoneNumber: string | null;
}

export interface TeamPageQuery {
  page: number;
  size: number;
  search?: string | null;
}

/** The team domain's provider calls; identical calls within one GraphQL request are made once. */
export class TeamProviderClient {
  readonly teamPage = callOncePerKey(({ page, size, search }: TeamPageQuery) =>
    this.http.get<ProviderTeamPage>('/v1/teams/current', {
      page,
      size,
      textSearchField: search?.trim() || undefined,
    }),
  );
  readonly roles = callOnce(() =>
    this.http.get<Schemas['RoleDefinition'][]>('/v1/roles', undefined, NO_CACHE),
  );
  readonly member = callOncePerKey((id: string) =>
    this.http.get<ProviderTeamUser>(`/v1/users/${encodeURIComponent(id)}`),
  );
  readonly pendingJoinRequests = callOnce(() =>
    this.http.get<ProviderJoinRequest[]>('/v1/teams/pending-join-requests'),
  );

  disable(id: string): Promise<ProviderTeamUser> {
    return this.http.send('PATCH', `/v1/users/${encodeURIComponent(id)}/disable`);
  }

  enable(id: string): Promise<ProviderTeamUser> {
    return this.http.send('PATCH', `/v1/users/${encodeURIComponent(id)}/enable`);
  }

  update(id: string, operations: ProviderUserReplaceOperation[]): Promise<ProviderTeamUser> {
    return this.http.send('PATCH', `/v1/users/${encodeURIComponent(id)}`, operations);
  }

  invite(invitation: ProviderInvitation): Promise<ProviderTeamUser> {
    return this.http.send('POST', '/v1/invitations', invitation);
  }

  resendInvitation(userId: string): Promise<ProviderTeamUser> {
    return this.http.send('POST', '/v1/invitations/resend', { userId });
  }

  transferOwnership(userId: string): Promise<ProviderOwnershipTransfer> {
    return this.http.send('POST', '/v1/teams/transfer-ownership', { userId });
  }

  approveJoinRequest(approval: ProviderJoinRequestApproval): Promise<ProviderJoinRequest> {
    return this.http.send('POST', '/teams/pending-join-request/approve', approval);
  }

  rejectJoinRequest(joinRequestId: string): Promise<ProviderJoinRequest> {
    return this.http.send('POST', '/teams/pending-join-request/reject', { joinRequestId });
  }

  constructor(private readonly http: ProviderHttp) {}
}

const NO_CACHE = { 'cache-control': 'no-cache', pragma: 'no-cache' };
