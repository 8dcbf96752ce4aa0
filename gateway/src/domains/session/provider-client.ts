import { callOnce } from '../../provider/loaders.js';
import type { ProviderHttp } from '../../provider/provider-http.js';
import type { ProviderRole } from '../team/provider-client.js';

/** GET /api/me (spec 02 section 3, Session). */
export interface ProviderSession {
  emailVerified: boolean;
  hasTenancy: boolean;
  canCreateNewTenancy: boolean;
  currentJoinRequest: { id: string; status: 'PENDING' | 'REJECTED' | 'APPROVED' } | null;
  organizationOwnerEmail: string | null;
  organizationOwnerFullName: string | null;
}

/** GET /api/v1/users/current (spec 01 section 3, Current user). */
export interface ProviderCurrentUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  title: string | null;
  phoneNumber: string | null;
  mobilePhoneNumber: string | null;
  status: string;
  isOrganizationOwner: boolean;
  roles: ProviderRole[];
}

/** GET /api/v1/sellers/current (spec 01 section 3, Organization status flags). */
export interface ProviderSeller {
  organizationId: string;
  sellerId: string;
  sellerName: string;
  isOnboarding: boolean;
  isUnderwriting: boolean;
  isApproved: boolean;
  sellerLogoResourceUrl: string | null;
  dashboardLink: string;
  showAdvanceHistory: boolean;
  offerAddOnsEnabled: boolean;
  customerOfferEmailLinkDeliveryEnabled: boolean;
}

const NO_CACHE = { 'cache-control': 'no-cache', pragma: 'no-cache' };

/** The session domain's provider calls, each made at most once per GraphQL request. */
export class SessionProviderClient {
  readonly session = callOnce(() => this.http.get<ProviderSession>('/me', undefined, NO_CACHE));
  readonly currentUser = callOnce(() => this.http.get<ProviderCurrentUser>('/v1/users/current'));
  readonly currentSeller = callOnce(() => this.http.get<ProviderSeller>('/v1/sellers/current'));

  constructor(private readonly http: ProviderHttp) {}
}
