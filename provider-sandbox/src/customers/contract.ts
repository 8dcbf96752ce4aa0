import { z } from 'zod';
import {
  emailAddress,
  named,
  ours,
  pageSchema,
  pagingQuery,
  phoneNumber,
  replaceOperations,
  requiredText,
  timestamp,
} from '../contract/schemas.js';

/** The answers of the customers' operations (spec 02 section 3, Customer account; section 7, Customers). */

const accountAddress = z.object({
  label: z.string(),
  country: z.string().describe('ISO 3166-1 alpha-3 code (USA)'),
  timeZone: z.string().describe('IANA time zone of the address'),
});

export const account = named(
  'Account',
  z
    .object({
      id: z.guid(),
      name: z.string(),
      address: accountAddress,
      ein: z.string().nullable(),
      accountContact: z
        .object({
          id: ours(z.guid(), "The primary contact's id"),
          firstName: z.string(),
          lastName: ours(z.string(), "The primary contact's last name"),
          email: z.string(),
        })
        .nullable()
        .describe('The primary contact; null for an account without contacts'),
      isAccountDelinquent: z.boolean(),
      experianBin: ours(z.string().nullable(), "The credit bureau's id of the company, when matched"),
      createdDate: ours(timestamp(), 'When the account was created'),
    })
    .describe("A customer account of the caller's seller (spec 02 section 3, Customer account)"),
);

export const accountPage = named('AccountPage', pageSchema(account));

export const customer = named(
  'Customer',
  account
    .extend({ offersCount: ours(z.int().min(0), 'How many offers of the account the caller sees') })
    .describe('An account and how many of its offers the caller sees'),
);

export const accountNames = named(
  'AccountNames',
  z
    .object({ content: z.array(z.object({ id: z.guid(), name: z.string() })) })
    .describe('Accounts by name: the typeahead, or the first ten'),
);

export const accountContact = named(
  'AccountContact',
  z
    .object({
      id: z.guid(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phoneNumber: z.string().nullable(),
      mobilePhoneNumber: z.string().nullable(),
      isPrimary: z.boolean(),
      created: timestamp(),
      updated: timestamp(),
    })
    .describe('A contact of an account (spec 02 section 3, Account contact)'),
);

const creditBureauMatch = named(
  'CreditBureauMatch',
  z
    .object({ name: z.string(), ein: z.string(), address: z.string(), experianBin: z.string() })
    .describe('The company as the credit bureau knows it'),
);

export const accountValidation = named(
  'AccountValidation',
  z
    .object({
      renderExperience: z.enum([
        'ACCOUNT_ALREADY_EXISTS',
        'SINGLE_ACCOUNT',
        'MULTIPLE_ACCOUNT_RESULTS',
        'NOT_FOUND',
      ]),
      highConfidenceMatch: creditBureauMatch.nullable(),
      potentialMatches: z.array(creditBureauMatch),
    })
    .describe('The credit-bureau match of a new account (spec 02 section 4, Account validation outcome)'),
);

/* What the customers' operations read (spec 02 section 7, Customers and accounts). */

const TEXT = 255;
const SEARCH = 200;

export const accountsQuery = z.object({
  ...pagingQuery,
  textSearchField: z.string().max(SEARCH).optional().describe("Part of a customer's name"),
});

export const accountTypeaheadQuery = z.object({
  query: z
    .string()
    .min(2)
    .max(SEARCH)
    .regex(/\S.*\S/)
    .describe('At least 2 characters of the name'),
});

const ein = z
  .string()
  .regex(/^\s*\d{2}-\d{7}\s*$/)
  .describe('XX-XXXXXXX with a prefix the IRS gives');

export const accountChanges = named(
  'AccountChanges',
  replaceOperations({ ein }).describe(
    "Gives a customer without a valid EIN its EIN (ours, as the contact's PATCH)",
  ),
);

const contactFields = {
  firstName: requiredText(TEXT),
  lastName: requiredText(TEXT),
  email: emailAddress(),
  phoneNumber: phoneNumber(),
  mobilePhoneNumber: phoneNumber(),
};

const accountContactFields = named(
  'AccountContactFields',
  z
    .object(contactFields)
    .describe(
      "A contact's fields; with the seller's phoneNumberRequiredForAccountContacts, a phone or a mobile",
    ),
);

export const newAccountContact = named(
  'NewAccountContact',
  accountContactFields
    .extend({
      isPrimary: z
        .boolean()
        .optional()
        .describe("Whether it becomes the primary contact (an account's first is)"),
    })
    .describe('A contact added to an account (spec 02 section 7: an accountContact object)'),
);

export const primaryContactChoice = named(
  'PrimaryContactChoice',
  z.object({ accountContactId: z.guid() }).describe('The contact made the primary one'),
);

export const accountContactChanges = named(
  'AccountContactChanges',
  replaceOperations({
    ...contactFields,
    isPrimary: z.boolean().describe('true makes it the primary contact; a primary one cannot be unset'),
  }).describe("A contact's fields replaced (spec 02 section 7: a list of replace operations)"),
);

const newAccountAddress = z
  .object({
    label: requiredText(500),
    country: z
      .string()
      .regex(/^\s*[A-Z]{3}\s*$/)
      .describe('ISO 3166-1 alpha-3 code (USA)'),
    timeZone: requiredText(64).describe('IANA time zone of the address'),
  })
  .describe("The address typeahead's suggestion");

export const accountValidationRequest = named(
  'AccountValidationRequest',
  z
    .object({
      name: requiredText(TEXT),
      address: newAccountAddress,
      isNoEinSelected: z.boolean().optional().describe('The company has no EIN; false when absent'),
      ein: ein.nullable().optional().describe('Required unless isNoEinSelected'),
    })
    .describe('A company to match against the credit bureau'),
);

export const newAccount = named(
  'NewAccount',
  accountValidationRequest
    .extend({
      accountContact: accountContactFields,
      experianBin: ours(
        z.string().max(32).nullable().optional(),
        "The credit bureau match chosen (one of the validation's potentialMatches)",
      ),
    })
    .describe('A customer account created with its primary contact'),
);
