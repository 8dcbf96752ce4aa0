import { createHash } from 'node:crypto';
import express, { type Request, type Router } from 'express';
import { searchAddresses } from '../../addresses/directory.js';
import { findAccount, type Account } from '../../customers/repository.js';
import type { SandboxDeps } from '../../domain.js';
import { noStore } from '../../http/cache.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import { isUuid, queryParam } from '../../http/params.js';
import { bodyOf, FieldChecks, hasAtMostCents, TEXT_MAX } from '../../http/validation.js';
import { readSellerSettings } from '../../sellers/index.js';
import { requireRole, type SellerMember } from '../../session/membership.js';
import { allowsCreateAddOn, termEndDateOf, termOf } from '../answers.js';
import { isCalendarDate } from '../calendar.js';
import { PAYMENT_FREQUENCIES, type PaymentFrequency } from '../pricing.js';
import { findOffer, offerAddOnsEnabled, type OfferRow } from '../repository.js';
import { OFFER_ACTION_ROLES, OFFER_LIMITS, OFFER_MESSAGES, termStartWindow } from '../rules.js';
import { offerScopeOf } from '../offer-access.js';
import { createOffer, type NewOffer } from './create.js';
import {
  packageTermOf,
  salesPackagesOf,
  termMatching,
  type PackageTerm,
  type SalesPackage,
} from './packages.js';
import { amountForMonthlyBudget, quotePreview, type PreviewLine } from './quotes.js';
import {
  AMOUNT_MAX,
  contactEmailInUse,
  CREATE_MESSAGES,
  creationWindow,
  EXTERNAL_ID,
  LINE_ITEMS_MAX,
  PAYMENT_TERMS,
} from './rules.js';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

const isFrequency = (value: unknown): value is PaymentFrequency =>
  typeof value === 'string' && (PAYMENT_FREQUENCIES as readonly string[]).includes(value);
const isPaymentTerms = (value: unknown): value is (typeof PAYMENT_TERMS)[number] =>
  typeof value === 'string' && (PAYMENT_TERMS as readonly string[]).includes(value);
/** A line item's amount: at least one cent once rounded (below that it prices as nothing), below the bound. */
const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0.005 && value < AMOUNT_MAX;
const idOf = (value: unknown): string | null => (typeof value === 'string' && isUuid(value) ? value : null);

/** What the spec's create payload and the previews send about an account and its term (spec 02 section 7). */
interface Pricing {
  salesPackage: SalesPackage;
  term: PackageTerm;
  billing: PaymentFrequency;
}

/** Spec 02 section 7: sales packages, both quote previews, create, the three metadata calls and the window. */
export function offerCreationRouter({ db }: SandboxDeps): Router {
  const router = express.Router();
  const actor = (req: Request) => requireRole(req, OFFER_ACTION_ROLES);

  async function accountOf(member: SellerMember, id: unknown, field = 'accountId'): Promise<Account> {
    const accountId = idOf(id);
    if (!accountId) throw badRequest('Validation failed', [{ field, message: CREATE_MESSAGES.account }]);
    const account = await findAccount(db, member.sellerId, accountId);
    if (!account) throw notFound('Account not found');
    return account;
  }

  async function offerOf(member: SellerMember, id: string): Promise<OfferRow> {
    const offer = isUuid(id) ? await findOffer(db, offerScopeOf(member), id) : undefined;
    if (!offer) throw notFound('Offer not found');
    return offer;
  }

  /** The parent of an add-on, when the seller may add one to it now; 409 otherwise. */
  async function addOnParentOf(member: SellerMember, id: string): Promise<OfferRow> {
    const parent = await offerOf(member, id);
    const allowed = allowsCreateAddOn(parent, {
      publicUrl: '',
      now: new Date(),
      addOnsEnabled: await offerAddOnsEnabled(db, member.sellerId),
      renewalsEnabled: false,
    });
    if (!allowed)
      throw conflict(
        parent.isAccountDelinquent ? CREATE_MESSAGES.delinquent : CREATE_MESSAGES.addOnNotAllowed,
      );
    return parent;
  }

  /** The package, term and billing frequency of a preview or create; each unknown one is a field error. */
  async function pricingOf(
    member: SellerMember,
    checks: FieldChecks,
    input: { salesPackageId: unknown; offerTermId: unknown; billing: unknown },
  ): Promise<Pricing | undefined> {
    const packageId = idOf(input.salesPackageId);
    const termId = idOf(input.offerTermId);
    if (!packageId) checks.fail('salesPackageId', CREATE_MESSAGES.salesPackage);
    if (!termId) checks.fail('offerTermId', CREATE_MESSAGES.offerTerm);
    if (!isFrequency(input.billing)) checks.fail('directBillingFrequency', CREATE_MESSAGES.billingFrequency);
    if (!packageId || !termId) return undefined;
    const found = await packageTermOf(db, member.sellerId, packageId, termId);
    if (!found) checks.fail('salesPackageId', CREATE_MESSAGES.salesPackage);
    else if (!found.term) checks.fail('offerTermId', CREATE_MESSAGES.offerTerm);
    if (!found?.term || !isFrequency(input.billing)) return undefined;
    if (!found.term.isStandardOfferTerm && input.billing !== 'UPFRONT')
      checks.fail('directBillingFrequency', CREATE_MESSAGES.nonStandardUpfront);
    return { salesPackage: found.salesPackage, term: found.term, billing: input.billing };
  }

  /** Line items of the package's pricing groups with finite positive amounts ("Line item is required"). */
  function linesOf(
    checks: FieldChecks,
    value: unknown,
    salesPackage: SalesPackage | undefined,
  ): PreviewLine[] {
    if (!Array.isArray(value) || value.length === 0 || value.length > LINE_ITEMS_MAX) {
      checks.fail('lineItems', CREATE_MESSAGES.lineItem);
      return [];
    }
    const lines: PreviewLine[] = [];
    for (const item of value as unknown[]) {
      const { amount, pricingGroupId } = (typeof item === 'object' && item !== null ? item : {}) as Record<
        string,
        unknown
      >;
      const group = salesPackage?.pricingGroups.find((candidate) => candidate.id === pricingGroupId);
      if (!isAmount(amount) || (salesPackage && !group)) {
        checks.fail('lineItems', CREATE_MESSAGES.lineItem);
        continue;
      }
      if (!hasAtMostCents(amount)) {
        checks.fail('lineItems', CREATE_MESSAGES.lineItemCents);
        continue;
      }
      lines.push({ pricingGroupId: String(pricingGroupId), pricingGroupName: group?.name ?? '', amount });
    }
    return lines;
  }

  /** A preview's body, its checks so far and its package, term and frequency (both previews send the same). */
  async function previewOf(req: Request) {
    const member = await actor(req);
    const body = bodyOf(req);
    const checks = new FieldChecks();
    const pricing = await pricingOf(member, checks, {
      salesPackageId: body.salesPackageId,
      offerTermId: body.directOfferTermId,
      billing: body.directBillingFrequency,
    });
    return { body, checks, pricing };
  }

  router.post('/v1/sales-packages', async (req, res) => {
    const member = await actor(req);
    const termId = queryParam(req, 'offerTermId');
    if (termId === null || (termId !== undefined && !isUuid(termId)))
      throw badRequest('Validation failed', [{ field: 'offerTermId', message: CREATE_MESSAGES.offerTerm }]);
    noStore(res).json(await salesPackagesOf(db, member.sellerId, termId ?? null));
  });

  router.post('/v2/pricing-options/quote-preview', async (req, res) => {
    const { body, checks, pricing } = await previewOf(req);
    const lines = linesOf(checks, body.previewablePricingGroups, pricing?.salesPackage);
    checks.done();
    noStore(res).json(quotePreview(pricing!.salesPackage, pricing!.term, pricing!.billing, lines));
  });

  router.post('/v1/pricing-options/quote-preview-from-payment', async (req, res) => {
    const { body, checks, pricing } = await previewOf(req);
    const group = pricing?.salesPackage.pricingGroups.find(
      (candidate) => candidate.id === body.pricingGroupId,
    );
    if (pricing && !group) checks.fail('pricingGroupId', CREATE_MESSAGES.lineItem);
    if (!isAmount(body.desiredPaymentAmount)) checks.fail('desiredPaymentAmount', CREATE_MESSAGES.lineItem);
    checks.done();
    const amount = amountForMonthlyBudget(pricing!.term, body.desiredPaymentAmount as number);
    if (amount <= 0)
      throw badRequest('Validation failed', [
        { field: 'desiredPaymentAmount', message: CREATE_MESSAGES.lineItem },
      ]);
    noStore(res).json(
      quotePreview(pricing!.salesPackage, pricing!.term, pricing!.billing, [
        { pricingGroupId: group!.id, pricingGroupName: group!.name, amount },
      ]),
    );
  });

  // Ours: the expiration a new offer (or an add-on of parentOfferId) for the account may have, and its default.
  router.get('/v1/offers/expiration-window', async (req, res) => {
    const member = await actor(req);
    const account = await accountOf(member, queryParam(req, 'accountId'));
    const parentId = queryParam(req, 'parentOfferId');
    const parent = parentId ? await offerOf(member, parentId) : undefined;
    const window = creationWindow(
      account.address.timeZone,
      new Date(),
      parent ? (termEndDateOf(parent) ?? null) : null,
    );
    noStore(res).json({
      timeZone: window.timeZone,
      minExpirationDate: window.minExpirationDate,
      maxExpirationDate: window.maxExpirationDate,
      defaultExpiration: window.defaultExpiration.toISOString(),
    });
  });

  router.get('/v1/offers/salesforce-opportunity-metadata', async (req, res) => {
    const member = await actor(req);
    if (!(await readSellerSettings(db, member.sellerId)).salesforceEnabled)
      throw forbidden('Salesforce is not enabled for this seller.');
    const opportunityId = queryParam(req, 'opportunityId');
    if (typeof opportunityId !== 'string' || !EXTERNAL_ID.test(opportunityId))
      throw badRequest('Validation failed', [
        { field: 'opportunityId', message: CREATE_MESSAGES.externalIdInvalid },
      ]);
    const { rows } = await db.query<{
      accountName: string;
      addressLabel: string;
      firstName: string;
      lastName: string;
      phone: string | null;
      email: string;
      accountId: string | null;
    }>(
      `SELECT o.account_name AS "accountName", o.address_label AS "addressLabel", o.contact_first_name AS "firstName",
              o.contact_last_name AS "lastName", o.contact_phone AS phone, o.contact_email AS email,
              (SELECT a.id FROM accounts a WHERE a.seller_id = o.seller_id AND lower(a.name) = lower(o.account_name)
                ORDER BY a.created_at LIMIT 1) AS "accountId"
         FROM salesforce_opportunities o WHERE o.seller_id = $1 AND o.opportunity_id = $2`,
      [member.sellerId, opportunityId],
    );
    const opportunity = rows[0];
    if (!opportunity) throw notFound('Opportunity not found');
    noStore(res).json({
      opportunityId,
      existingAccount: opportunity.accountId
        ? await findAccount(db, member.sellerId, opportunity.accountId)
        : null,
      createAccountMetadata: {
        name: opportunity.accountName,
        addressLabel: opportunity.addressLabel,
        addressSuggestions: searchAddresses(opportunity.addressLabel, false).slice(0, 5),
        accountContactFirstName: opportunity.firstName,
        accountContactLastName: opportunity.lastName,
        accountContactPhone: opportunity.phone,
        accountContactEmail: opportunity.email,
      },
    });
  });

  router.get('/v1/offers/:id/offer-duplication-metadata', async (req, res) => {
    const member = await actor(req);
    const offer = await offerOf(member, req.params.id);
    const packages = await salesPackagesOf(db, member.sellerId);
    const salesPackage = packages.find((pack) => pack.id === offer.salesPackageId);
    const term = salesPackage && termMatching(salesPackage, termOf(offer));
    noStore(res).json({
      expiration: offer.expiration.toISOString(),
      externalReferenceId: offer.externalReferenceId,
      directPaymentTerms: offer.directPaymentTerms,
      directBillingFrequency: offer.directBillingFrequency,
      salesPackageId: salesPackage ? salesPackage.id : null,
      offerTermId: term ? term.id : null,
      account: await findAccount(db, member.sellerId, offer.accountId),
      messageToAccount: offer.messageToAccount,
      parentOfferId: offer.parentOfferId,
      isAddOn: offer.subType === 'ADDON',
      offerSubType: offer.subType === 'ADDON' ? 'ADDON' : 'INITIAL',
      // Ours: the lines too, so a duplicate is the same deal.
      lineItems: offer.lineItems.map(({ pricingGroupId, pricingGroupName, pricingGroupType, amount }) => ({
        pricingGroupId,
        pricingGroupName,
        pricingGroupType,
        amount,
      })),
    });
  });

  router.get('/v1/offers/:id/addon-metadata', async (req, res) => {
    const member = await actor(req);
    const parent = await addOnParentOf(member, req.params.id);
    const packages = await salesPackagesOf(db, member.sellerId);
    const salesPackage = packages.find((pack) => pack.id === parent.salesPackageId);
    const term = salesPackage && termMatching(salesPackage, termOf(parent));
    const window = creationWindow(parent.timeZone, new Date(), termEndDateOf(parent) ?? null);
    noStore(res).json({
      maxExpirationDate: window.maxExpirationDate,
      directPaymentTerms: parent.directPaymentTerms,
      directBillingFrequency: parent.directBillingFrequency,
      salesPackageId: salesPackage ? salesPackage.id : null,
      offerTermId: term ? term.id : null,
      account: await findAccount(db, member.sellerId, parent.accountId),
    });
  });

  router.post('/v1/offers', async (req, res) => {
    const member = await actor(req);
    const key = req.get('idempotency-key') ?? null;
    if (key !== null && !IDEMPOTENCY_KEY.test(key))
      throw badRequest('Validation failed', [
        { field: 'Idempotency-Key', message: 'Must be 8 to 100 letters, digits, - or _' },
      ]);
    const body = bodyOf(req);
    const requestHash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
    if (key) {
      const earlier = await answeredBefore(member.sellerId, key, requestHash);
      if (earlier) return void noStore(res).status(201).json(earlier);
    }
    const offer = await checkedOffer(member, body);
    const answer = await createOffer(db, offer, key ? { key, requestHash } : null).catch(
      async (error: unknown) => {
        // Two identical requests at once: the second one's key is taken by the first, whose answer it gets.
        const earlier = key ? await answeredBefore(member.sellerId, key, requestHash) : undefined;
        if (earlier) return earlier;
        throw error;
      },
    );
    noStore(res).status(201).json(answer);
  });

  async function answeredBefore(sellerId: string, key: string, requestHash: string) {
    const { rows } = await db.query<{
      offerId: string;
      manualReviewRequired: boolean;
      requestHash: string;
      stage: string;
    }>(
      `SELECT r.offer_id AS "offerId", r.manual_review_required AS "manualReviewRequired",
              r.request_hash AS "requestHash", o.stage
         FROM offer_create_requests r JOIN offers o ON o.id = r.offer_id AND o.seller_id = r.seller_id
        WHERE r.seller_id = $1 AND r.idempotency_key = $2`,
      [sellerId, key],
    );
    const earlier = rows[0];
    if (!earlier) return undefined;
    if (earlier.requestHash !== requestHash) throw conflict(CREATE_MESSAGES.keyReused);
    return { id: earlier.offerId, manualReviewRequired: earlier.manualReviewRequired, stage: earlier.stage };
  }

  /** Every rule of spec 02 sections 4 and 5 the provider checks again, then the locks of add-ons and customers. */
  async function checkedOffer(member: SellerMember, body: Record<string, unknown>): Promise<NewOffer> {
    const settings = await readSellerSettings(db, member.sellerId);
    const quote = (
      typeof body.quoteRequest === 'object' && body.quoteRequest !== null ? body.quoteRequest : {}
    ) as Record<string, unknown>;
    const checks = new FieldChecks();
    const accountId = idOf(body.accountId);
    if (!accountId) checks.fail('accountId', CREATE_MESSAGES.account);
    const pricing = await pricingOf(member, checks, {
      salesPackageId: quote.salesPackageId,
      offerTermId: quote.offerTermId,
      billing: quote.directBillingFrequency,
    });
    if (!isPaymentTerms(quote.directPaymentTerms))
      checks.fail('directPaymentTerms', CREATE_MESSAGES.paymentTerm);
    const lines = linesOf(checks, quote.lineItems, pricing?.salesPackage);
    const expiration =
      typeof body.expiration === 'string' && body.expiration.length <= 40 ? new Date(body.expiration) : null;
    if (!expiration || Number.isNaN(expiration.getTime()))
      checks.fail('expiration', CREATE_MESSAGES.expiration);
    const externalId = checks.optionalText(body.externalReferenceId, 'externalReferenceId', 18);
    if (settings.salesforceEnabled && !externalId)
      checks.fail('externalReferenceId', CREATE_MESSAGES.externalIdRequired);
    if (externalId && !EXTERNAL_ID.test(externalId))
      checks.fail('externalReferenceId', CREATE_MESSAGES.externalIdInvalid);
    const message = checks.optionalText(body.messageToAccount, 'messageToAccount', TEXT_MAX.freeText);
    const offerType: unknown = body.offerType ?? 'QUOTE';
    const isOfferType = (value: unknown): value is 'QUOTE' | 'INVOICE' =>
      (settings.authorizedOfferTypes as readonly unknown[]).includes(value);
    if (!isOfferType(offerType)) checks.fail('offerType', CREATE_MESSAGES.offerType);
    const termStartDate =
      body.termStartDate === undefined || body.termStartDate === null || body.termStartDate === ''
        ? null
        : body.termStartDate;
    if (termStartDate !== null && (typeof termStartDate !== 'string' || !isCalendarDate(termStartDate)))
      checks.fail('termStartDate', 'Term Start Date is required.');
    const fileIds = quote.fileIds === undefined || quote.fileIds === null ? [] : quote.fileIds;
    if (Array.isArray(fileIds) && fileIds.length > OFFER_LIMITS.filesPerOffer)
      checks.fail('fileIds', OFFER_MESSAGES.tooManyFiles);
    else if (!Array.isArray(fileIds) || !fileIds.every((id) => idOf(id)))
      checks.fail('fileIds', CREATE_MESSAGES.unknownFile);
    const isAddOn = body.offerSubType === 'ADDON' || body.offerSubType === 'ADD_ON';
    if (isAddOn && !idOf(body.parentOfferId)) checks.fail('parentOfferId', CREATE_MESSAGES.addOnNotAllowed);
    checks.done();

    const account = await accountOf(member, accountId);
    if (account.isAccountDelinquent)
      throw badRequest('Validation failed', [{ field: 'accountId', message: CREATE_MESSAGES.delinquent }]);
    const parent = isAddOn ? await addOnParentOf(member, body.parentOfferId as string) : undefined;
    const { salesPackage, term, billing } = pricing!;
    if (
      parent &&
      (parent.accountId !== account.id ||
        parent.offerTermType !== term.offerTermType ||
        parent.termDuration !== term.duration ||
        parent.directBillingFrequency !== billing)
    )
      throw badRequest(CREATE_MESSAGES.addOnLocked, [
        { field: 'accountId', message: CREATE_MESSAGES.addOnLocked },
      ]);
    const window = creationWindow(
      account.address.timeZone,
      new Date(),
      parent ? (termEndDateOf(parent) ?? null) : null,
    );
    if (expiration!.getTime() < window.start.getTime() || expiration!.getTime() > window.end.getTime())
      throw badRequest('Validation failed', [
        { field: 'expiration', message: CREATE_MESSAGES.expirationInvalid },
      ]);
    if (termStartDate !== null) {
      const starts = termStartWindow(new Date(), account.address.timeZone);
      if (termStartDate < starts.minDate || termStartDate > starts.maxDate)
        throw badRequest('Validation failed', [
          { field: 'termStartDate', message: 'Term start date must be within three months' },
        ]);
    }
    const contact = account.accountContact;
    if (!contact)
      throw badRequest('Validation failed', [{ field: 'accountId', message: CREATE_MESSAGES.noContact }]);
    const { rows: sharing } = await db.query(
      `SELECT 1 FROM account_contacts WHERE seller_id = $1 AND is_primary AND email = $2 AND account_id <> $3 LIMIT 1`,
      [member.sellerId, contact.email, account.id],
    );
    if (sharing.length > 0) throw conflict(contactEmailInUse(contact.email, account.name));
    return {
      sellerId: member.sellerId,
      userId: member.userId,
      account,
      offerType: offerType as 'QUOTE' | 'INVOICE',
      parent: parent ?? null,
      salesPackage,
      term,
      billing,
      paymentTerms: quote.directPaymentTerms as NewOffer['paymentTerms'],
      lines,
      expiration: expiration!,
      termStartDate: termStartDate as string | null,
      externalReferenceId: externalId,
      messageToAccount: message,
      fileIds: fileIds as string[],
    };
  }

  return router;
}
