import { z } from 'zod';
import { ROLE, type RoleName } from '@seller-portal/shared/roles';
import {
  accountContactSchema,
  accountSchema,
  customerEinSchema,
  type AccountContactRules,
} from '@seller-portal/shared/validation';
import type { GatewayContext } from '../../context.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { requireRole } from '../../auth/authorization.js';
import { gatewayError } from '../../provider/errors.js';
import { pageArgs, pageFields } from '../../provider/page.js';
import { replaceOperationsFor, replaceOperationsSince } from '../../provider/replace-operations.js';
import { givenFields, validInput } from '../../validation/valid-input.js';
import type { ProviderAccount, ProviderAccountDetails, ProviderContactFields } from './provider-client.js';

/** Everyone but finance managers sees and manages customers (spec 01 section 6, docs/adr/005). */
const CUSTOMER_ROLES: readonly RoleName[] = [ROLE.admin, ROLE.exec, ROLE.salesManager, ROLE.accountExec];

const customersQuery = pageArgs.extend({
  search: z.string().trim().max(200, 'Maximum of 200 characters').nullish(),
});
const typeaheadQuery = z.object({
  query: z.string().trim().min(2, 'Type at least 2 characters').max(200, 'Maximum of 200 characters'),
});
const experianBin = z.string().trim().min(1).max(32).nullish();

const PRIMARY_CANNOT_BE_UNSET = 'A primary contact cannot be unset.';

/** A member who may work with customers, and the seller's contact rules; refused before any customer call. */
async function customerRules(context: GatewayContext): Promise<AccountContactRules> {
  await requireRole(context, CUSTOMER_ROLES);
  const settings = await context.session.sellerSettings();
  return { phoneNumberRequired: settings.phoneNumberRequiredForAccountContacts };
}

const allowed = (context: GatewayContext) => requireRole(context, CUSTOMER_ROLES);

/** The provider's body for step 1's details: no EIN when "I don't have the EIN" is ticked, blank phones as none. */
function accountDetails(form: z.output<ReturnType<typeof accountSchema>>): ProviderAccountDetails {
  return {
    name: form.name,
    address: form.address!,
    isNoEinSelected: form.isNoEinSelected,
    ein: form.isNoEinSelected ? null : (form.ein ?? null),
    accountContact: contactFields(form.accountContact),
  };
}

/** The named fields of a contact. */
const fieldsOf = <Fields extends object>(fields: Fields, keys: string[]): Partial<Fields> =>
  Object.fromEntries(keys.map((key) => [key, fields[key as keyof Fields]])) as Partial<Fields>;

function contactFields(contact: {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber?: string | null;
  mobilePhoneNumber?: string | null;
}): ProviderContactFields {
  return {
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    phoneNumber: contact.phoneNumber || null,
    mobilePhoneNumber: contact.mobilePhoneNumber || null,
  };
}

export const customersResolvers: Resolvers = {
  Query: {
    customers: async (_parent, args, context) => {
      await allowed(context);
      return context.customers.accountsPage(validInput(customersQuery, args));
    },
    customerProfile: async (_parent, { id }, context) => {
      await allowed(context);
      return context.customers.customer(id);
    },
    accountContact: async (_parent, { accountId, contactId }, context) => {
      await allowed(context);
      return context.customers.contact({ accountId, contactId });
    },
    accountTypeahead: async (_parent, args, context) => {
      await allowed(context);
      return (await context.customers.typeahead(validInput(typeaheadQuery, args).query)).content;
    },
    topAccounts: async (_parent, _args, context) => {
      await allowed(context);
      return (await context.customers.topTen()).content;
    },
  },
  Mutation: {
    createAccountContact: async (_parent, { accountId, input }, context) => {
      const contact = validInput(accountContactSchema(await customerRules(context)), input);
      return context.customers.createContact(accountId, {
        ...contactFields(contact),
        isPrimary: contact.isPrimary,
      });
    },
    updateAccountContact: async (_parent, { accountId, contactId, input, loaded }, context) => {
      const rules = await customerRules(context);
      const current = await context.customers.contact({ accountId, contactId });
      const changed = givenFields(input);
      if (changed.isPrimary === false && current.isPrimary) {
        throw gatewayError('BAD_USER_INPUT', undefined, { isPrimary: PRIMARY_CANNOT_BE_UNSET });
      }
      // The whole contact as it would be is checked (the phone rule spans two fields); only the changes are sent.
      const contact = validInput(accountContactSchema(rules), { ...current, ...changed });
      const next = { ...contactFields(contact), isPrimary: contact.isPrimary };
      const given = fieldsOf(next, Object.keys(changed));
      const stored = { ...contactFields(current), isPrimary: current.isPrimary };
      // What the form was opened on, in the stored shape (a field it leaves out counts as unchanged since): only this
      // person's changes are saved, and one someone else also changed since is refused (docs/adr/013).
      const opened = loaded && {
        ...contactFields({
          firstName: loaded.firstName ?? stored.firstName,
          lastName: loaded.lastName ?? stored.lastName,
          email: loaded.email ?? stored.email,
          phoneNumber: loaded.phoneNumber === undefined ? stored.phoneNumber : loaded.phoneNumber,
          mobilePhoneNumber:
            loaded.mobilePhoneNumber === undefined ? stored.mobilePhoneNumber : loaded.mobilePhoneNumber,
        }),
        isPrimary: loaded.isPrimary ?? stored.isPrimary,
      };
      const operations = opened
        ? replaceOperationsSince(stored, opened, given)
        : replaceOperationsFor(stored, given);
      return operations.length > 0
        ? context.customers.updateContact(accountId, contactId, operations)
        : current;
    },
    makePrimaryAccountContact: async (_parent, { accountId, contactId }, context) => {
      await allowed(context);
      return context.customers.makePrimary(accountId, contactId);
    },
    validateAccount: async (_parent, { input }, context) => {
      const form = validInput(accountSchema(await customerRules(context)), input);
      return context.customers.validate(accountDetails(form));
    },
    createAccount: async (_parent, { input, experianBin: bin }, context) => {
      const form = validInput(accountSchema(await customerRules(context)), input);
      const chosen = validInput(z.object({ experianBin }), { experianBin: bin }).experianBin ?? null;
      return context.customers.createAccount({ ...accountDetails(form), experianBin: chosen });
    },
    setCustomerEin: async (_parent, { accountId, ein }, context) => {
      await allowed(context);
      return context.customers.setEin(accountId, validInput(customerEinSchema, { ein }).ein);
    },
  },
  CustomerPage: pageFields<ProviderAccount>(),
  CustomerProfile: {
    customer: (customer) => customer,
    contacts: (customer, _args, context) => context.customers.contacts(customer.id),
  },
  AccountContact: {
    fullName: (contact) => `${contact.firstName} ${contact.lastName}`.trim(),
  },
};
