import { stableUuid } from './ids.js';

/** A demo seller's fixed id, by its key (acme, borealis, nimbus, quarry): what other domains' seeds refer to. */
export const sellerId = (key: string): string => stableUuid(`seller:${key}`);

/** Every demo user's password. */
export const DEMO_PASSWORD = 'demo';

export type RoleName = 'ADMIN' | 'EXEC' | 'SALES_MANAGER' | 'FINANCE_MANAGER' | 'ACCOUNT_EXEC';
export type SellerStatus = 'ONBOARDING' | 'UNDERWRITING' | 'APPROVED';
export type UserStatus = 'ACTIVE' | 'INVITED' | 'DISABLED';

export interface SeedRole {
  id: string;
  name: RoleName;
  displayName: string;
  description: string;
}

export interface SeedSeller {
  key: string;
  id: string;
  name: string;
  status: SellerStatus;
  emailDomain: string;
  /** A path on the sandbox (answered as an absolute URL) or null. */
  logoPath: string | null;
  dashboardLink: string;
  showAdvanceHistory: boolean;
  offerAddOnsEnabled: boolean;
  customerOfferEmailLinkDeliveryEnabled: boolean;
}

export interface SeedUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  title: string | null;
  phoneNumber: string | null;
  mobilePhoneNumber: string | null;
  emailVerified: boolean;
  sellerKey: string | null;
  isOwner: boolean;
  status: UserStatus;
  roles: RoleName[];
  invitationSentDate: string | null;
  lastLogin: string | null;
  /** Shown on the sign-in page's demo persona list when set. */
  persona: string | null;
}

const role = (name: RoleName, displayName: string, description: string): SeedRole => ({
  id: stableUuid(`role:${name}`),
  name,
  displayName,
  description,
});

/** In display order. */
export const SEED_ROLES: readonly SeedRole[] = [
  role('ADMIN', 'Admin', 'Full access: manages the team, company settings and every offer.'),
  role('EXEC', 'Executive', "Sees every offer and the company's data."),
  role('SALES_MANAGER', 'Sales Manager', 'Creates and manages every offer.'),
  role('FINANCE_MANAGER', 'Finance Manager', 'Sees the dashboard: offer health and advances.'),
  role('ACCOUNT_EXEC', 'Account Executive', 'Creates offers and sees only the offers they own.'),
];

const seller = (
  key: string,
  name: string,
  status: SellerStatus,
  emailDomain: string,
  extra: Partial<Omit<SeedSeller, 'key' | 'id' | 'name' | 'status' | 'emailDomain'>> = {},
): SeedSeller => ({
  key,
  id: sellerId(key),
  name,
  status,
  emailDomain,
  logoPath: null,
  dashboardLink: '/',
  showAdvanceHistory: false,
  offerAddOnsEnabled: false,
  customerOfferEmailLinkDeliveryEnabled: false,
  ...extra,
});

export const SEED_SELLERS: readonly SeedSeller[] = [
  // Acme emails its offers' links (Send link); Borealis does not, so both ways show in the demo.
  seller('acme', 'Acme Software', 'APPROVED', 'acme.example', {
    showAdvanceHistory: true,
    offerAddOnsEnabled: true,
    customerOfferEmailLinkDeliveryEnabled: true,
  }),
  seller('borealis', 'Borealis Systems', 'APPROVED', 'borealis.example'),
  seller('nimbus', 'Nimbus Labs', 'ONBOARDING', 'nimbus.example', { dashboardLink: '/org/onboarding' }),
  seller('quarry', 'Quarry Data', 'UNDERWRITING', 'quarry.example'),
];

/** Fixed instants, so a fresh database always looks the same. */
const lastLogin = (day: number) => `2025-06-${String(day).padStart(2, '0')}T14:30:00.000Z`;

interface UserInput {
  email: string;
  name: [string, string];
  sellerKey: string | null;
  roles: RoleName[];
  title?: string;
  phone?: string;
  owner?: boolean;
  status?: UserStatus;
  persona?: string;
  day?: number;
}

const user = (input: UserInput): SeedUser => {
  const status = input.status ?? 'ACTIVE';
  return {
    id: stableUuid(`user:${input.email}`),
    email: input.email,
    firstName: input.name[0],
    lastName: input.name[1],
    title: input.title ?? null,
    phoneNumber: input.phone ?? null,
    mobilePhoneNumber: null,
    emailVerified: true,
    sellerKey: input.sellerKey,
    isOwner: input.owner ?? false,
    status,
    roles: input.roles,
    invitationSentDate: status === 'INVITED' ? '2025-06-10T09:00:00.000Z' : null,
    lastLogin: status === 'INVITED' ? null : lastLogin(input.day ?? 1),
    persona: input.persona ?? null,
  };
};

export const SEED_USERS: readonly SeedUser[] = [
  // Acme Software: 13 members, two pages of 10.
  user({
    email: 'admin@acme.example',
    name: ['Ada', 'Admin'],
    sellerKey: 'acme',
    roles: ['ADMIN'],
    owner: true,
    title: 'Chief Executive Officer',
    phone: '(555) 010-0100',
    persona: 'Acme Software · Admin (owner)',
    day: 20,
  }),
  user({
    email: 'exec@acme.example',
    name: ['Evan', 'Exec'],
    sellerKey: 'acme',
    roles: ['EXEC'],
    title: 'Chief Operating Officer',
    phone: '(555) 010-0101',
    persona: 'Acme Software · Executive',
    day: 19,
  }),
  user({
    email: 'sales@acme.example',
    name: ['Sam', 'Sales'],
    sellerKey: 'acme',
    roles: ['SALES_MANAGER'],
    title: 'Head of Sales',
    phone: '(555) 010-0102',
    persona: 'Acme Software · Sales Manager',
    day: 18,
  }),
  user({
    email: 'finance@acme.example',
    name: ['Fiona', 'Finance'],
    sellerKey: 'acme',
    roles: ['FINANCE_MANAGER'],
    title: 'Controller',
    phone: '(555) 010-0103',
    persona: 'Acme Software · Finance Manager',
    day: 17,
  }),
  user({
    email: 'ae@acme.example',
    name: ['Alex', 'Account'],
    sellerKey: 'acme',
    roles: ['ACCOUNT_EXEC'],
    title: 'Account Executive',
    phone: '(555) 010-0104',
    persona: 'Acme Software · Account Executive',
    day: 16,
  }),
  user({
    email: 'ivy@acme.example',
    name: ['Ivy', 'Invited'],
    sellerKey: 'acme',
    roles: ['ACCOUNT_EXEC'],
    status: 'INVITED',
    persona: 'Acme Software · Account Executive (invited)',
  }),
  user({
    email: 'dan@acme.example',
    name: ['Dan', 'Disabled'],
    sellerKey: 'acme',
    roles: ['SALES_MANAGER'],
    status: 'DISABLED',
    persona: 'Acme Software · Sales Manager (disabled)',
    day: 2,
  }),
  user({
    email: 'grace@acme.example',
    name: ['Grace', 'Hopper'],
    sellerKey: 'acme',
    roles: ['ACCOUNT_EXEC'],
    day: 15,
  }),
  user({
    email: 'alan@acme.example',
    name: ['Alan', 'Turing'],
    sellerKey: 'acme',
    roles: ['ACCOUNT_EXEC'],
    day: 14,
  }),
  user({
    email: 'katherine@acme.example',
    name: ['Katherine', 'Johnson'],
    sellerKey: 'acme',
    roles: ['ACCOUNT_EXEC'],
    day: 13,
  }),
  user({
    email: 'linus@acme.example',
    name: ['Linus', 'Pauling'],
    sellerKey: 'acme',
    roles: ['ACCOUNT_EXEC'],
    day: 12,
  }),
  user({
    email: 'marie@acme.example',
    name: ['Marie', 'Curie'],
    sellerKey: 'acme',
    roles: ['ACCOUNT_EXEC'],
    day: 11,
  }),
  user({
    email: 'niels@acme.example',
    name: ['Niels', 'Bohr'],
    sellerKey: 'acme',
    roles: ['ACCOUNT_EXEC'],
    day: 10,
  }),
  // Borealis Systems: a second approved seller, to prove tenants never see each other.
  user({
    email: 'admin@borealis.example',
    name: ['Bob', 'Borealis'],
    sellerKey: 'borealis',
    roles: ['ADMIN'],
    owner: true,
    title: 'Founder',
    persona: 'Borealis Systems · Admin (owner)',
    day: 20,
  }),
  user({
    email: 'bea@borealis.example',
    name: ['Bea', 'Baker'],
    sellerKey: 'borealis',
    roles: ['SALES_MANAGER'],
    persona: 'Borealis Systems · Sales Manager',
    day: 18,
  }),
  // Companies still in onboarding and in underwriting.
  user({
    email: 'owner@nimbus.example',
    name: ['Olivia', 'Owner'],
    sellerKey: 'nimbus',
    roles: ['ADMIN'],
    owner: true,
    persona: 'Nimbus Labs · Admin (owner), onboarding',
    day: 19,
  }),
  user({
    email: 'owner@quarry.example',
    name: ['Uma', 'Under'],
    sellerKey: 'quarry',
    roles: ['ADMIN'],
    owner: true,
    persona: 'Quarry Data · Admin (owner), underwriting',
    day: 19,
  }),
  // A verified user without a company: goes to registration.
  user({
    email: 'nora@newcomer.example',
    name: ['Nora', 'Newcomer'],
    sellerKey: null,
    roles: [],
    persona: 'No company yet · email verified',
    day: 20,
  }),
  // Signed-up colleagues of Acme without a company: one join request pending, one declined.
  user({
    email: 'jordan@acme.example',
    name: ['Jordan', 'Joiner'],
    sellerKey: null,
    roles: [],
    persona: 'No company yet · join request pending',
    day: 21,
  }),
  user({
    email: 'riley@acme.example',
    name: ['Riley', 'Rejected'],
    sellerKey: null,
    roles: [],
    day: 21,
  }),
];

export interface SeedJoinRequest {
  id: string;
  userEmail: string;
  sellerKey: string;
  status: 'PENDING' | 'REJECTED';
  createdAt: string;
}

export const SEED_JOIN_REQUESTS: readonly SeedJoinRequest[] = [
  {
    id: stableUuid('join-request:jordan@acme.example'),
    userEmail: 'jordan@acme.example',
    sellerKey: 'acme',
    status: 'PENDING',
    createdAt: '2025-06-21T10:00:00.000Z',
  },
  {
    id: stableUuid('join-request:riley@acme.example'),
    userEmail: 'riley@acme.example',
    sellerKey: 'acme',
    status: 'REJECTED',
    createdAt: '2025-06-15T10:00:00.000Z',
  },
];
