/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  '\n  mutation ValidateAccount($input: AccountInput!) {\n    validateAccount(input: $input) {\n      renderExperience\n      highConfidenceMatch {\n        name\n        ein\n        address\n        experianBin\n      }\n      potentialMatches {\n        name\n        ein\n        address\n        experianBin\n      }\n    }\n  }\n': typeof types.ValidateAccountDocument;
  '\n  mutation CreateAccount($input: AccountInput!, $experianBin: String) {\n    createAccount(input: $input, experianBin: $experianBin) {\n      id\n      name\n      ein\n      isAccountDelinquent\n      address {\n        label\n        country\n        timeZone\n      }\n      accountContact {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n': typeof types.CreateAccountDocument;
  '\n  query AddressSuggestions($query: String!, $international: Boolean!) {\n    addressSuggestions(query: $query, international: $international) {\n      label\n      country\n      timeZone\n    }\n  }\n': typeof types.AddressSuggestionsDocument;
  '\n  query AccountContact($accountId: ID!, $contactId: ID!) {\n    accountContact(accountId: $accountId, contactId: $contactId) {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      phoneNumber\n      mobilePhoneNumber\n      isPrimary\n    }\n  }\n': typeof types.AccountContactDocument;
  '\n  mutation CreateAccountContact($accountId: ID!, $input: AccountContactInput!) {\n    createAccountContact(accountId: $accountId, input: $input) {\n      id\n    }\n  }\n': typeof types.CreateAccountContactDocument;
  '\n  mutation UpdateAccountContact(\n    $accountId: ID!\n    $contactId: ID!\n    $input: UpdateAccountContactInput!\n    $loaded: UpdateAccountContactInput\n  ) {\n    updateAccountContact(accountId: $accountId, contactId: $contactId, input: $input, loaded: $loaded) {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      phoneNumber\n      mobilePhoneNumber\n      isPrimary\n    }\n  }\n': typeof types.UpdateAccountContactDocument;
  '\n  query ContactRules {\n    organization {\n      id\n      settings {\n        phoneNumberRequiredForAccountContacts\n      }\n    }\n  }\n': typeof types.ContactRulesDocument;
  '\n  query CustomerLegal($id: ID!) {\n    providerFeatures {\n      customerEin\n    }\n    customerProfile(id: $id) {\n      id\n      customer {\n        id\n        name\n        ein\n        address {\n          label\n        }\n      }\n    }\n  }\n': typeof types.CustomerLegalDocument;
  '\n  mutation SetCustomerEin($accountId: ID!, $ein: String!) {\n    setCustomerEin(accountId: $accountId, ein: $ein) {\n      id\n      name\n      ein\n    }\n  }\n': typeof types.SetCustomerEinDocument;
  '\n  query CustomerProfile($id: ID!) {\n    providerFeatures {\n      customerEin\n    }\n    customerProfile(id: $id) {\n      id\n      offersCount\n      customer {\n        id\n        name\n        ein\n        isAccountDelinquent\n        address {\n          label\n        }\n      }\n      contacts {\n        id\n        fullName\n        email\n        phoneNumber\n        mobilePhoneNumber\n        isPrimary\n        created\n        updated\n      }\n    }\n  }\n': typeof types.CustomerProfileDocument;
  '\n  mutation MakePrimaryAccountContact($accountId: ID!, $contactId: ID!) {\n    makePrimaryAccountContact(accountId: $accountId, contactId: $contactId) {\n      id\n      isPrimary\n    }\n  }\n': typeof types.MakePrimaryAccountContactDocument;
  '\n  query Customers($page: Int!, $size: Int!, $search: String) {\n    customers(page: $page, size: $size, search: $search) {\n      items {\n        id\n        name\n        ein\n        address {\n          label\n        }\n        accountContact {\n          id\n          firstName\n          email\n        }\n      }\n      pageInfo {\n        page\n        size\n        totalPages\n        totalElements\n      }\n    }\n  }\n': typeof types.CustomersDocument;
};
const documents: Documents = {
  '\n  mutation ValidateAccount($input: AccountInput!) {\n    validateAccount(input: $input) {\n      renderExperience\n      highConfidenceMatch {\n        name\n        ein\n        address\n        experianBin\n      }\n      potentialMatches {\n        name\n        ein\n        address\n        experianBin\n      }\n    }\n  }\n':
    types.ValidateAccountDocument,
  '\n  mutation CreateAccount($input: AccountInput!, $experianBin: String) {\n    createAccount(input: $input, experianBin: $experianBin) {\n      id\n      name\n      ein\n      isAccountDelinquent\n      address {\n        label\n        country\n        timeZone\n      }\n      accountContact {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n':
    types.CreateAccountDocument,
  '\n  query AddressSuggestions($query: String!, $international: Boolean!) {\n    addressSuggestions(query: $query, international: $international) {\n      label\n      country\n      timeZone\n    }\n  }\n':
    types.AddressSuggestionsDocument,
  '\n  query AccountContact($accountId: ID!, $contactId: ID!) {\n    accountContact(accountId: $accountId, contactId: $contactId) {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      phoneNumber\n      mobilePhoneNumber\n      isPrimary\n    }\n  }\n':
    types.AccountContactDocument,
  '\n  mutation CreateAccountContact($accountId: ID!, $input: AccountContactInput!) {\n    createAccountContact(accountId: $accountId, input: $input) {\n      id\n    }\n  }\n':
    types.CreateAccountContactDocument,
  '\n  mutation UpdateAccountContact(\n    $accountId: ID!\n    $contactId: ID!\n    $input: UpdateAccountContactInput!\n    $loaded: UpdateAccountContactInput\n  ) {\n    updateAccountContact(accountId: $accountId, contactId: $contactId, input: $input, loaded: $loaded) {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      phoneNumber\n      mobilePhoneNumber\n      isPrimary\n    }\n  }\n':
    types.UpdateAccountContactDocument,
  '\n  query ContactRules {\n    organization {\n      id\n      settings {\n        phoneNumberRequiredForAccountContacts\n      }\n    }\n  }\n':
    types.ContactRulesDocument,
  '\n  query CustomerLegal($id: ID!) {\n    providerFeatures {\n      customerEin\n    }\n    customerProfile(id: $id) {\n      id\n      customer {\n        id\n        name\n        ein\n        address {\n          label\n        }\n      }\n    }\n  }\n':
    types.CustomerLegalDocument,
  '\n  mutation SetCustomerEin($accountId: ID!, $ein: String!) {\n    setCustomerEin(accountId: $accountId, ein: $ein) {\n      id\n      name\n      ein\n    }\n  }\n':
    types.SetCustomerEinDocument,
  '\n  query CustomerProfile($id: ID!) {\n    providerFeatures {\n      customerEin\n    }\n    customerProfile(id: $id) {\n      id\n      offersCount\n      customer {\n        id\n        name\n        ein\n        isAccountDelinquent\n        address {\n          label\n        }\n      }\n      contacts {\n        id\n        fullName\n        email\n        phoneNumber\n        mobilePhoneNumber\n        isPrimary\n        created\n        updated\n      }\n    }\n  }\n':
    types.CustomerProfileDocument,
  '\n  mutation MakePrimaryAccountContact($accountId: ID!, $contactId: ID!) {\n    makePrimaryAccountContact(accountId: $accountId, contactId: $contactId) {\n      id\n      isPrimary\n    }\n  }\n':
    types.MakePrimaryAccountContactDocument,
  '\n  query Customers($page: Int!, $size: Int!, $search: String) {\n    customers(page: $page, size: $size, search: $search) {\n      items {\n        id\n        name\n        ein\n        address {\n          label\n        }\n        accountContact {\n          id\n          firstName\n          email\n        }\n      }\n      pageInfo {\n        page\n        size\n        totalPages\n        totalElements\n      }\n    }\n  }\n':
    types.CustomersDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ValidateAccount($input: AccountInput!) {\n    validateAccount(input: $input) {\n      renderExperience\n      highConfidenceMatch {\n        name\n        ein\n        address\n        experianBin\n      }\n      potentialMatches {\n        name\n        ein\n        address\n        experianBin\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ValidateAccount($input: AccountInput!) {\n    validateAccount(input: $input) {\n      renderExperience\n      highConfidenceMatch {\n        name\n        ein\n        address\n        experianBin\n      }\n      potentialMatches {\n        name\n        ein\n        address\n        experianBin\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateAccount($input: AccountInput!, $experianBin: String) {\n    createAccount(input: $input, experianBin: $experianBin) {\n      id\n      name\n      ein\n      isAccountDelinquent\n      address {\n        label\n        country\n        timeZone\n      }\n      accountContact {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateAccount($input: AccountInput!, $experianBin: String) {\n    createAccount(input: $input, experianBin: $experianBin) {\n      id\n      name\n      ein\n      isAccountDelinquent\n      address {\n        label\n        country\n        timeZone\n      }\n      accountContact {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AddressSuggestions($query: String!, $international: Boolean!) {\n    addressSuggestions(query: $query, international: $international) {\n      label\n      country\n      timeZone\n    }\n  }\n',
): (typeof documents)['\n  query AddressSuggestions($query: String!, $international: Boolean!) {\n    addressSuggestions(query: $query, international: $international) {\n      label\n      country\n      timeZone\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AccountContact($accountId: ID!, $contactId: ID!) {\n    accountContact(accountId: $accountId, contactId: $contactId) {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      phoneNumber\n      mobilePhoneNumber\n      isPrimary\n    }\n  }\n',
): (typeof documents)['\n  query AccountContact($accountId: ID!, $contactId: ID!) {\n    accountContact(accountId: $accountId, contactId: $contactId) {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      phoneNumber\n      mobilePhoneNumber\n      isPrimary\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateAccountContact($accountId: ID!, $input: AccountContactInput!) {\n    createAccountContact(accountId: $accountId, input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateAccountContact($accountId: ID!, $input: AccountContactInput!) {\n    createAccountContact(accountId: $accountId, input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateAccountContact(\n    $accountId: ID!\n    $contactId: ID!\n    $input: UpdateAccountContactInput!\n    $loaded: UpdateAccountContactInput\n  ) {\n    updateAccountContact(accountId: $accountId, contactId: $contactId, input: $input, loaded: $loaded) {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      phoneNumber\n      mobilePhoneNumber\n      isPrimary\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateAccountContact(\n    $accountId: ID!\n    $contactId: ID!\n    $input: UpdateAccountContactInput!\n    $loaded: UpdateAccountContactInput\n  ) {\n    updateAccountContact(accountId: $accountId, contactId: $contactId, input: $input, loaded: $loaded) {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      phoneNumber\n      mobilePhoneNumber\n      isPrimary\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ContactRules {\n    organization {\n      id\n      settings {\n        phoneNumberRequiredForAccountContacts\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ContactRules {\n    organization {\n      id\n      settings {\n        phoneNumberRequiredForAccountContacts\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CustomerLegal($id: ID!) {\n    providerFeatures {\n      customerEin\n    }\n    customerProfile(id: $id) {\n      id\n      customer {\n        id\n        name\n        ein\n        address {\n          label\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query CustomerLegal($id: ID!) {\n    providerFeatures {\n      customerEin\n    }\n    customerProfile(id: $id) {\n      id\n      customer {\n        id\n        name\n        ein\n        address {\n          label\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetCustomerEin($accountId: ID!, $ein: String!) {\n    setCustomerEin(accountId: $accountId, ein: $ein) {\n      id\n      name\n      ein\n    }\n  }\n',
): (typeof documents)['\n  mutation SetCustomerEin($accountId: ID!, $ein: String!) {\n    setCustomerEin(accountId: $accountId, ein: $ein) {\n      id\n      name\n      ein\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CustomerProfile($id: ID!) {\n    providerFeatures {\n      customerEin\n    }\n    customerProfile(id: $id) {\n      id\n      offersCount\n      customer {\n        id\n        name\n        ein\n        isAccountDelinquent\n        address {\n          label\n        }\n      }\n      contacts {\n        id\n        fullName\n        email\n        phoneNumber\n        mobilePhoneNumber\n        isPrimary\n        created\n        updated\n      }\n    }\n  }\n',
): (typeof documents)['\n  query CustomerProfile($id: ID!) {\n    providerFeatures {\n      customerEin\n    }\n    customerProfile(id: $id) {\n      id\n      offersCount\n      customer {\n        id\n        name\n        ein\n        isAccountDelinquent\n        address {\n          label\n        }\n      }\n      contacts {\n        id\n        fullName\n        email\n        phoneNumber\n        mobilePhoneNumber\n        isPrimary\n        created\n        updated\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MakePrimaryAccountContact($accountId: ID!, $contactId: ID!) {\n    makePrimaryAccountContact(accountId: $accountId, contactId: $contactId) {\n      id\n      isPrimary\n    }\n  }\n',
): (typeof documents)['\n  mutation MakePrimaryAccountContact($accountId: ID!, $contactId: ID!) {\n    makePrimaryAccountContact(accountId: $accountId, contactId: $contactId) {\n      id\n      isPrimary\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Customers($page: Int!, $size: Int!, $search: String) {\n    customers(page: $page, size: $size, search: $search) {\n      items {\n        id\n        name\n        ein\n        address {\n          label\n        }\n        accountContact {\n          id\n          firstName\n          email\n        }\n      }\n      pageInfo {\n        page\n        size\n        totalPages\n        totalElements\n      }\n    }\n  }\n',
): (typeof documents)['\n  query Customers($page: Int!, $size: Int!, $search: String) {\n    customers(page: $page, size: $size, search: $search) {\n      items {\n        id\n        name\n        ein\n        address {\n          label\n        }\n        accountContact {\n          id\n          firstName\n          email\n        }\n      }\n      pageInfo {\n        page\n        size\n        totalPages\n        totalElements\n      }\n    }\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
