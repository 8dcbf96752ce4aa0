import { z } from 'zod';
import { named, ours, pageSchema, timestamp } from '../contract/schemas.js';

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
