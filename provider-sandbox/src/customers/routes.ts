import express, { type Request, type Router } from 'express';
import type { Db } from '../db/db.js';
import { ApiError, badRequest, conflict, notFound } from '../http/errors.js';
import { pageOf, pagingOf } from '../http/paging.js';
import { isUuid, queryParam } from '../http/params.js';
import { replaceOperationsOf } from '../http/replace-operations.js';
import { bodyOf, FieldChecks, TEXT_MAX } from '../http/validation.js';
import { readSellerSettings } from '../sellers/index.js';
import { requireRole, type SellerMember } from '../session/membership.js';
import { BUREAU_OUTAGE_NAME, matchedCompany, validateAccount } from './credit-bureau.js';
import {
  accountsPage,
  accountTypeahead,
  contactEmailTaken,
  primaryEmailElsewhere,
  contactsOf,
  customerWithEin,
  findAccount,
  findContact,
  insertAccount,
  insertContact,
  makePrimary,
  offersCount,
  setAccountEin,
  topTenAccounts,
  updateContact,
  type Account,
} from './repository.js';
import {
  checkAddress,
  checkBoolean,
  checkContact,
  checkContactField,
  checkContactNumber,
  checkEin,
  CUSTOMER_ROLES,
  einIsValid,
  MESSAGES,
  type ContactField,
  type ContactFields,
} from './rules.js';

/** The fields PATCH /v1/accounts/{id}/account-contacts/{contactId} may replace. */
const REPLACEABLE = [
  '/firstName',
  '/lastName',
  '/email',
  '/phoneNumber',
  '/mobilePhoneNumber',
  '/isPrimary',
] as const;

/** The fields PATCH /v1/accounts/{id} may replace. */
const ACCOUNT_REPLACEABLE = ['/ein'] as const;

const TYPEAHEAD_MIN = 2;

/** An account executive (without a broader role) counts only the offers they own (docs/adr/005). */
function offerOwnerFilter(member: SellerMember): string | null {
  const broader = member.roles.some((role) => role !== 'ACCOUNT_EXEC');
  return broader ? null : member.userId;
}

/** Spec 02 section 7, Customers and accounts: every call answers only the caller's seller's accounts. */
export function customersRouter(db: Db): Router {
  const router = express.Router();
  const member = (req: Request) => requireRole(req, CUSTOMER_ROLES);

  async function accountOf(sellerId: string, id: string): Promise<Account> {
    const account = isUuid(id) ? await findAccount(db, sellerId, id) : undefined;
    if (!account) throw notFound('Account not found');
    return account;
  }

  const phoneRequired = async (sellerId: string) =>
    (await readSellerSettings(db, sellerId)).phoneNumberRequiredForAccountContacts;

  router.get('/v1/accounts', async (req, res) => {
    const { sellerId } = await member(req);
    const paging = pagingOf(req);
    const rawSearch = queryParam(req, 'textSearchField');
    if (rawSearch === null)
      throw badRequest('Invalid search', [{ field: 'textSearchField', message: 'Search must be text' }]);
    const checks = new FieldChecks();
    const search = checks.optionalText(rawSearch, 'textSearchField', TEXT_MAX.search);
    checks.done();
    const { rows, total } = await accountsPage(db, { sellerId, ...paging, search });
    res.json(pageOf(rows, total, paging));
  });

  router.get('/v1/accounts/typeahead', async (req, res) => {
    const { sellerId } = await member(req);
    const checks = new FieldChecks();
    const message = `Type at least ${TYPEAHEAD_MIN} characters`;
    const query = checks.required(queryParam(req, 'query'), 'query', message, TEXT_MAX.search);
    if (query && query.length < TYPEAHEAD_MIN) checks.fail('query', message);
    checks.done();
    res.json({ content: await accountTypeahead(db, sellerId, query) });
  });

  router.get('/v1/accounts/typeaheadTopTen', async (req, res) => {
    const caller = await member(req);
    res.json({ content: await topTenAccounts(db, caller.sellerId, offerOwnerFilter(caller)) });
  });

  router.get('/v1/accounts/:id', async (req, res) => {
    const { sellerId } = await member(req);
    res.json(await accountOf(sellerId, req.params.id));
  });

  /**
   * PATCH /v1/accounts/{id} (an extension of spec 02 section 7: a list of replace operations, as the contact's PATCH):
   * `/ein` gives a customer whose EIN is missing or invalid its EIN; a valid EIN on file is the company's and stays.
   */
  router.patch('/v1/accounts/:id', async (req, res) => {
    const { sellerId } = await member(req);
    const account = await accountOf(sellerId, req.params.id);
    const [operation] = replaceOperationsOf(req.body, ACCOUNT_REPLACEABLE);
    const checks = new FieldChecks();
    const ein = checkEin(checks, operation!.value);
    checks.done();
    if (account.ein && einIsValid(account.ein) && account.ein !== ein)
      throw new ApiError(409, MESSAGES.einOnFile, [{ field: 'ein', message: MESSAGES.einOnFile }]);
    await refuseTakenEin(sellerId, ein, account.id);
    await db.transaction((tx) => setAccountEin(tx, sellerId, account.id, ein));
    res.json(await accountOf(sellerId, account.id));
  });

  // The customer page's account with the number of offers the caller sees (spec 01 section 7: shape not shown).
  router.get('/v1/customers/:id', async (req, res) => {
    const caller = await member(req);
    const account = await accountOf(caller.sellerId, req.params.id);
    res.json({
      ...account,
      offersCount: await offersCount(db, caller.sellerId, account.id, offerOwnerFilter(caller)),
    });
  });

  router.get('/v1/accounts/:id/account-contacts', async (req, res) => {
    const { sellerId } = await member(req);
    const account = await accountOf(sellerId, req.params.id);
    res.json(await contactsOf(db, sellerId, account.id));
  });

  /** Refuses a primary contact whose email another customer's primary contact has (409, under its field). */
  async function refusePrimaryEmailElsewhere(
    sellerId: string,
    accountId: string | null,
    email: string,
    field = 'email',
  ) {
    const customer = await primaryEmailElsewhere(db, sellerId, accountId, email);
    if (customer) {
      const message = MESSAGES.primaryEmailElsewhere(email, customer);
      throw new ApiError(409, message, [{ field, message }]);
    }
  }

  /** A seller's customers are one per EIN: a second is refused (409), naming the customer that has it. */
  async function refuseTakenEin(sellerId: string, ein: string, accountId: string | null) {
    const customer = await customerWithEin(db, sellerId, ein, accountId);
    if (customer) {
      const message = MESSAGES.duplicateEin(customer);
      throw new ApiError(409, message, [{ field: 'ein', message }]);
    }
  }

  router.post('/v1/accounts/:id/account-contacts', async (req, res) => {
    const { sellerId } = await member(req);
    const account = await accountOf(sellerId, req.params.id);
    const body = bodyOf(req);
    const checks = new FieldChecks();
    const contact = checkContact(checks, body, await phoneRequired(sellerId));
    const isPrimary = checkBoolean(checks, body.isPrimary, 'isPrimary');
    checks.done();
    if (await contactEmailTaken(db, sellerId, account.id, contact.email))
      throw conflict(MESSAGES.duplicateContactEmail);
    // The first contact of an account becomes its primary one.
    if (isPrimary || (await contactsOf(db, sellerId, account.id)).every((other) => !other.isPrimary))
      await refusePrimaryEmailElsewhere(sellerId, account.id, contact.email);
    const id = await db.transaction((tx) =>
      insertContact(tx, sellerId, account.id, { ...contact, isPrimary }),
    );
    res.status(201).json(await findContact(db, sellerId, account.id, id));
  });

  router.post('/v1/accounts/:id/account-contacts/primary', async (req, res) => {
    const { sellerId } = await member(req);
    const account = await accountOf(sellerId, req.params.id);
    const contactId = bodyOf(req).accountContactId;
    const contact =
      typeof contactId === 'string' && isUuid(contactId)
        ? await findContact(db, sellerId, account.id, contactId)
        : undefined;
    if (!contact) throw notFound('Account contact not found');
    if (!contact.isPrimary) {
      await refusePrimaryEmailElsewhere(sellerId, account.id, contact.email);
      await db.transaction((tx) => makePrimary(tx, sellerId, account.id, contact.id));
    }
    res.json(await findContact(db, sellerId, account.id, contact.id));
  });

  async function contactOf(sellerId: string, accountId: string, contactId: string) {
    const account = await accountOf(sellerId, accountId);
    const contact = isUuid(contactId) ? await findContact(db, sellerId, account.id, contactId) : undefined;
    if (!contact) throw notFound('Account contact not found');
    return { account, contact };
  }

  router.get('/v1/accounts/:id/account-contacts/:contactId', async (req, res) => {
    const { sellerId } = await member(req);
    res.json((await contactOf(sellerId, req.params.id, req.params.contactId)).contact);
  });

  router.patch('/v1/accounts/:id/account-contacts/:contactId', async (req, res) => {
    const { sellerId } = await member(req);
    const { account, contact } = await contactOf(sellerId, req.params.id, req.params.contactId);
    const checks = new FieldChecks();
    const changes: Partial<ContactFields> = {};
    let makeDefault = false;
    for (const { path, value } of replaceOperationsOf(req.body, REPLACEABLE)) {
      if (path === '/isPrimary') {
        makeDefault = checkBoolean(checks, value, 'isPrimary');
        if (value === false && contact.isPrimary) checks.fail('isPrimary', MESSAGES.primaryCannotBeUnset);
      } else {
        const field = path.slice(1) as ContactField;
        Object.assign(changes, { [field]: checkContactField(checks, field, value) });
      }
    }
    checkContactNumber(checks, { ...contact, ...changes }, await phoneRequired(sellerId));
    checks.done();
    if (changes.email && (await contactEmailTaken(db, sellerId, account.id, changes.email, contact.id))) {
      throw conflict(MESSAGES.duplicateContactEmail);
    }
    if ((changes.email && contact.isPrimary) || (makeDefault && !contact.isPrimary))
      await refusePrimaryEmailElsewhere(sellerId, account.id, changes.email ?? contact.email);
    await db.transaction(async (tx) => {
      await updateContact(tx, sellerId, account.id, contact.id, changes);
      if (makeDefault && !contact.isPrimary) await makePrimary(tx, sellerId, account.id, contact.id);
    });
    res.json(await findContact(db, sellerId, account.id, contact.id));
  });

  router.post('/v3/accounts/validations', async (req, res) => {
    await member(req);
    const body = bodyOf(req);
    const checks = new FieldChecks();
    const name = checks.required(body.name, 'name', MESSAGES.companyName);
    checkAddress(checks, body.address);
    const noEin = checkBoolean(checks, body.isNoEinSelected, 'isNoEinSelected');
    const ein = noEin ? null : checkEin(checks, body.ein);
    checks.done();
    if (name.toLowerCase() === BUREAU_OUTAGE_NAME.toLowerCase()) throw bureauUnavailable();
    res.json(validateAccount({ name, ein }));
  });

  router.post('/v5/accounts', async (req, res) => {
    const caller = await member(req);
    const body = bodyOf(req);
    const checks = new FieldChecks();
    const name = checks.required(body.name, 'name', MESSAGES.companyName);
    const address = checkAddress(checks, body.address);
    const noEin = checkBoolean(checks, body.isNoEinSelected, 'isNoEinSelected');
    const ein = noEin ? null : checkEin(checks, body.ein);
    const contactBody = body.accountContact;
    const contact = checkContact(
      checks,
      typeof contactBody === 'object' && contactBody !== null ? (contactBody as Record<string, unknown>) : {},
      await phoneRequired(caller.sellerId),
      'accountContact',
    );
    const chosenBin = checks.optionalText(body.experianBin, 'experianBin', 32);
    checks.done();
    // The bin must be one the bureau gives for this company; an account the provider already holds keeps its own.
    const validation = validateAccount({ name, ein });
    const found = validation.potentialMatches.map((match) => match.experianBin);
    if (chosenBin && !found.includes(chosenBin))
      throw badRequest(MESSAGES.unknownMatch, [{ field: 'experianBin', message: MESSAGES.unknownMatch }]);
    const experianBin =
      validation.renderExperience === 'ACCOUNT_ALREADY_EXISTS'
        ? validation.highConfidenceMatch!.experianBin
        : chosenBin;
    // A confirmed match is the company: the customer takes its legal name, EIN and address, not what was typed.
    const company = (experianBin && matchedCompany(experianBin)) || { name, ein, address };
    if (company.ein) await refuseTakenEin(caller.sellerId, company.ein, null);
    await refusePrimaryEmailElsewhere(caller.sellerId, null, contact.email, 'accountContact.email');
    const id = await db.transaction(async (tx) => {
      const accountId = await insertAccount(tx, {
        sellerId: caller.sellerId,
        createdBy: caller.userId,
        ...company,
        experianBin,
      });
      await insertContact(tx, caller.sellerId, accountId, { ...contact, isPrimary: true });
      return accountId;
    });
    res.status(201).json(await findAccount(db, caller.sellerId, id));
  });

  return router;
}

/** The bureau cannot answer: what a provider says when a dependency is down. */
const bureauUnavailable = () => new ApiError(503, 'The credit bureau is unavailable. Try again later.');
