import type { components, operations } from '../../generated/provider-api.js';
import { callOnce, callOncePerKey } from '../../provider/loaders.js';
import type { ProviderHttp } from '../../provider/provider-http.js';
import type { ProviderPage } from '../../provider/page.js';
import type { ReplaceOperation, ReplacedFields } from '../../provider/replace-operations.js';

type Schemas = components['schemas'];

/** A member's role, or one of GET /api/v1/roles with its description (ours, docs/adr/019). */
export type ProviderRole = Schemas['Role'] | Schemas['RoleDefinition'];

/** A row of GET /api/v1/teams/current (spec 02 section 3, Team user). */
export type ProviderTeamUser = Schemas['TeamUser'];

export type ProviderTeamPage = Schemas['TeamUserPage'];

/** A join request (spec 02 section 3). */
export type ProviderJoinRequest = Schemas['JoinRequest'];

/** A page of join requests, cut by the gateway: the provider answers them whole. */
export type JoinRequestPageRecord = ProviderPage<ProviderJoinRequest>;

/** The answer of POST /api/v1/teams/transfer-ownership. */
export type ProviderOwnershipTransfer = Schemas['OwnershipTransfer'];

/** The fields PATCH /api/v1/users/{id} replaces; roles are role ids. */
export type ProviderUserFields = ReplacedFields<Schemas['TeamUserChanges']>;

/** One change of PATCH /api/v1/users/{id}. */
export type ProviderUserReplaceOperation = ReplaceOperation<ProviderUserFields>;

/** POST /api/v1/invitations (spec 01 section 7). */
export type ProviderInvitation = Schemas['InvitationRequest'];

/** POST /api/teams/pending-join-request/approve (spec 02 section 7). */
export type ProviderJoinRequestApproval = Schemas['JoinRequestApproval'];

/** The query of GET /api/v1/teams/current. */
type ProviderTeamQuery = NonNullable<operations['getV1TeamsCurrent']['parameters']['query']>;

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
    } satisfies ProviderTeamQuery),
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
