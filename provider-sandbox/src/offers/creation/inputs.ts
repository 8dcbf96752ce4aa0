import type { Request } from 'express';
import { findAccount, type Account } from '../../customers/repository.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { isUuid } from '../../http/params.js';
import { bodyOf, FieldChecks, hasAtMostCents } from '../../http/validation.js';
import { requireRole, type SellerMember } from '../../session/membership.js';
import { allowsCreateAddOn } from '../answers.js';
import { PAYMENT_FREQUENCIES, type PaymentFrequency } from '../pricing.js';
import { findOffer, offerAddOnsEnabled, type OfferRow } from '../repository.js';
import { OFFER_ACTION_ROLES } from '../rules.js';
import { offerScopeOf } from '../offer-access.js';
import { packageTermOf, type PackageTerm, type SalesPackage } from './packages.js';
import type { PreviewLine } from './quotes.js';
import { AMOUNT_MAX, CREATE_MESSAGES, LINE_ITEMS_MAX, PAYMENT_TERMS } from './rules.js';
import type { Db } from '../../db/db.js';

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

const isFrequency = (value: unknown): value is PaymentFrequency =>
  typeof value === 'string' && (PAYMENT_FREQUENCIES as readonly string[]).includes(value);
export const isPaymentTerms = (value: unknown): value is (typeof PAYMENT_TERMS)[number] =>
  typeof value === 'string' && (PAYMENT_TERMS as readonly string[]).includes(value);
/** A line item's amount: at least one cent once rounded (below that it prices as nothing), below the bound. */
export const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0.005 && value < AMOUNT_MAX;
export const idOf = (value: unknown): string | null =>
  typeof value === 'string' && isUuid(value) ? value : null;

/** What the spec's create payload and the previews send about an account and its term (spec 02 section 7). */
interface Pricing {
  salesPackage: SalesPackage;
  term: PackageTerm;
  billing: PaymentFrequency;
}

/**
 * What every creation call reads from its request (spec 02 section 7): the caller, the account, the offer or add-on
 * parent, the package, term and frequency, the line items; each unknown one a field error or 404.
 */
export function creationInputs(db: Db) {
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

  return { actor, accountOf, offerOf, addOnParentOf, pricingOf, linesOf, previewOf };
}

export type CreationInputs = ReturnType<typeof creationInputs>;
