import type { components, operations } from '../../generated/provider-api.js';
import { notOffered } from '../../provider/errors.js';
import { callOnce, callOncePerKey } from '../../provider/loaders.js';
import type { ProviderHttp } from '../../provider/provider-http.js';
import type { ReplaceOperation, ReplacedFields } from '../../provider/replace-operations.js';

type Schemas = components['schemas'];

/** An account of GET /api/v1/accounts and /api/v1/accounts/{id} (spec 02 section 3, Customer account). */
export type ProviderAccount = Schemas['Account'];

export type ProviderAccountPage = Schemas['AccountPage'];

/** GET /api/v1/customers/{id}: the account and the number of offers the caller sees. */
export type ProviderCustomer = Schemas['Customer'];

/** The fields of an account contact the portal sends: each of them, a phone it leaves blank as null. */
export type ProviderContactFields = Required<Schemas['AccountContactFields']>;

/** An account contact (spec 02 section 3). */
export type ProviderAccountContact = Schemas['AccountContact'];

/** One change of PATCH /api/v1/accounts/{id}/account-contacts/{contactId}. */
export type ProviderContactReplaceOperation = ReplaceOperation<
  ReplacedFields<Schemas['AccountContactChanges']>
>;

/** The answer of POST /api/v3/accounts/validations. */
export type ProviderAccountValidation = Schemas['AccountValidation'];

/** The body of POST /api/v5/accounts without the match chosen; POST /api/v3/accounts/validations reads its company. */
export type ProviderAccountDetails = Omit<Schemas['NewAccount'], 'experianBin'>;

/** The query of GET /api/v1/accounts. */
type ProviderAccountsQuery = NonNullable<operations['getV1Accounts']['parameters']['query']>;

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
    } satisfies ProviderAccountsQuery),
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
    this.http.get<Schemas['AccountNames']>('/v1/accounts/typeahead', {
      query,
    } satisfies operations['getV1AccountsTypeahead']['parameters']['query']),
  );
  readonly topTen = callOnce(() => this.http.get<Schemas['AccountNames']>('/v1/accounts/typeaheadTopTen'));

  constructor(private readonly http: ProviderHttp) {}

  createContact(accountId: string, contact: Schemas['NewAccountContact']): Promise<ProviderAccountContact> {
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
    const choice: Schemas['PrimaryContactChoice'] = { accountContactId };
    return this.http.send('POST', `/v1/accounts/${path(accountId)}/account-contacts/primary`, choice);
  }

  /** Sends the details whole: the contact too, which the validation does not read. */
  validate(details: Schemas['AccountValidationRequest']): Promise<ProviderAccountValidation> {
    return this.http.send('POST', '/v3/accounts/validations', details);
  }

  createAccount(details: Schemas['NewAccount']): Promise<ProviderAccount> {
    return this.http.send('POST', '/v5/accounts', details);
  }

  /** PATCH /v1/accounts/{id}: an extension of the spec's calls (a provider without it answers 404 or 405). */
  async setEin(accountId: string, ein: string): Promise<ProviderAccount> {
    if (!(await this.http.offers('customerEin'))) throw notOffered("change a customer's EIN");
    const operations: Schemas['AccountChanges'] = [{ op: 'replace', path: '/ein', value: ein }];
    return this.http.send('PATCH', `/v1/accounts/${path(accountId)}`, operations);
  }
}
