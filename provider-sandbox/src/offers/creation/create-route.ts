import { createHash } from 'node:crypto';
import type { Router } from 'express';
import { noStore } from '../../http/cache.js';
import { badRequest, conflict } from '../../http/errors.js';
import { bodyOf, FieldChecks, TEXT_MAX } from '../../http/validation.js';
import { readSellerSettings } from '../../sellers/index.js';
import type { SellerMember } from '../../session/membership.js';
import { termEndDateOf } from '../answers.js';
import { isCalendarDate } from '../calendar.js';
import { OFFER_LIMITS, OFFER_MESSAGES, termStartWindow } from '../rules.js';
import { createOffer, type NewOffer } from './create.js';
import { contactEmailInUse, CREATE_MESSAGES, creationWindow, EXTERNAL_ID } from './rules.js';
import type { Db } from '../../db/db.js';
import { idOf, IDEMPOTENCY_KEY, isPaymentTerms, type CreationInputs } from './inputs.js';

/** POST /v1/offers: the spec's create, with its idempotency key. */
export function addCreateRoute(
  router: Router,
  db: Db,
  { actor, accountOf, addOnParentOf, pricingOf, linesOf }: CreationInputs,
): void {
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
}
