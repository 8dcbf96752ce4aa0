import { callOnce, callOncePerKey } from '../../provider/loaders.js';
import type { ProviderHttp } from '../../provider/provider-http.js';
import type { ProviderPage } from '../../provider/page.js';

export interface ProviderRole {
  roleId: string;
  name: string;
  displayName: string;
  description?: string | null;
}

/** A row of GET /api/v1/teams/current (spec 02 section 3, Team user). */
export interface ProviderTeamUser {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  status: string;
  roles: ProviderRole[];
  isOrganizationOwner: boolean;
  invitationSentDate: string | null;
  lastLogin: string | null;
  phoneNumber: string | null;
}

export type ProviderTeamPage = ProviderPage<ProviderTeamUser>;

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
  readonly roles = callOnce(() => this.http.get<ProviderRole[]>('/v1/roles', undefined, NO_CACHE));

  constructor(private readonly http: ProviderHttp) {}
}

const NO_CACHE = { 'cache-control': 'no-cache', pragma: 'no-cache' };
