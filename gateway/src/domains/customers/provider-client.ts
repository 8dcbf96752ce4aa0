import type { components } from '../../generated/provider-api.js';
import { notOffered } from '../../provider/errors.js';
import { callOnce, callOncePerKey } from '../../provider/loaders.js';
import type { ProviderHttp } from '../../provider/provider-http.js';
import type { ReplaceOperation } from '../../provider/replace-operations.js';

type Schemas = components['schemas'];

/** An account of GET /api/v1/accounts and /api/v1/accounts/{id} (spec 02 section 3, Customer account). */
export type ProviderAccount = Schemas['Account'];

export type ProviderAccountPage = Schemas['AccountPage'];

/** GET /api/v1/customers/{id}: the account and the number of offers the caller sees. */
export type ProviderCustomer = Schemas['Customer'];

/** The fields of an account contact the portal sends. */
export interface ProviderContactFields {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  mobilePhoneNumber: string | null;
}

/** An account contact (spec 02 section 3). */
export type ProviderAccountContact = Schemas['AccountContact'];

/** One change of PATCH /api/v1/accounts/{id}/account-contacts/{contactId}. */
export type ProviderContactReplaceOperation = ReplaceOperation<
  ProviderContactFields & { isPrimary: boolean }
>;

/** The answer of POST /api/v3/accounts/validations. */
export type ProviderAccountValidation = Schemas['AccountValidation'];

/** The body of POST /api/v3/accounts/validations and (with the match) POST /api/v5/accounts. */
export interface ProviderAccountDetails {
  name: string;
  address: { label: string; country: string; timeZone: string };
  isNoEinSelected: boolean;
  ein: string | null;
  accountContact: ProviderContactFields;
}

export interface AccountPageQuery {
  page: number;
  size: number;
  search?: string | null;
}

const path = (...parts: string[]) => parts.map(encodeURIComponent).join('/');

/** The customers domain's provider calls; identical calls within one GraphQL request are made once. */
export class CustomersProviderClient {
  readonly accountsPage = callOncePerKey(({ page, size, search }: AccountPageQuery) =>
    this.http.get<ProviderAccountPage>('/v1/accounts', {
      page,
      size,
      textSearchField: search?.trim() || undefined,
    }),
  );
  readonly customer = callOncePerKey((id: string) =>
    this.http.get<ProviderCustomer>(`/v1/customers/${path(id)}`),
  );
  readonly contacts = callOncePerKey((accountId: string) =>
    this.http.get<ProviderAccountContact[]>(`/v1/accounts/${path(accountId)}/account-contacts`),
  );
  readonly contact = callOncePerKey(({ accountId, contactId }: { accountId: string; contactId: string }) =>
    this.http.get<ProviderAccountContact>(`/v1/accounts/${path(accountId, 'account-contacts', contactId)}`),
  );
  readonly typeahead = callOncePerKey((query: string) =>
    this.http.get<Schemas['AccountNames']>('/v1/accounts/typeahead', { query }),
  );
  readonly topTen = callOnce(() => this.http.get<Schemas['AccountNames']>('/v1/accounts/typeaheadTopTen'));

  constructor(private readonly http: ProviderHttp) {}

  createContact(
    accountId: string,
    contact: ProviderContactFields & { isPrimary: boolean },
  ): Promise<ProviderAccountContact> {
    return this.http.send('POST', `/v1/accounts/${path(accountId)}/account-contacts`, contact);
  }

  updateContact(
    accountId: string,
    contactId: string,
    operations: ProviderContactReplaceOperation[],
  ): Promise<ProviderAccountContact> {
    return this.http.send(
      'PATCH',
      `/v1/accounts/${path(accountId, 'account-contacts', contactId)}`,
      operations,
    );
  }

  makePrimary(accountId: string, accountContactId: string): Promise<ProviderAccountContact> {
    return this.http.send('POST', `/v1/accounts/${path(accountId)}/account-contacts/primary`, {
      accountContactId,
    });
  }

  validate(details: ProviderAccountDetails): Promise<ProviderAccountValidation> {
    return this.http.send('POST', '/v3/accounts/validations', details);
  }

  createAccount(details: ProviderAccountDetails & { experianBin: string | null }): Promise<ProviderAccount> {
    return this.http.send('POST', '/v5/accounts', details);
  }

  /** PATCH /v1/accounts/{id}: an extension of the spec's calls (a provider without it answers 404 or 405). */
  async setEin(accountId: string, ein: string): Promise<ProviderAccount> {
    if (!(await this.http.offers('customerEin'))) throw notOffered("change a customer's EIN");
    return this.http.send('PATCH', `/v1/accounts/${path(accountId)}`, [
      { op: 'replace', path: '/ein', value: ein },
    ]);
  }
}
