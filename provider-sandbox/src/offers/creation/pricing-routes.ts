import type { Router } from 'express';
import { noStore } from '../../http/cache.js';
import { badRequest } from '../../http/errors.js';
import { isUuid, queryParam } from '../../http/params.js';
import { termEndDateOf } from '../answers.js';
import { salesPackagesOf } from './packages.js';
import { amountForMonthlyBudget, quotePreview } from './quotes.js';
import { CREATE_MESSAGES, creationWindow } from './rules.js';
import type { Db } from '../../db/db.js';
import { isAmount, type CreationInputs } from './inputs.js';

/** Sales packages, both quote previews, and (ours) the expiration window a new offer may have. */
export function addPricingRoutes(
  router: Router,
  db: Db,
  { actor, accountOf, offerOf, linesOf, previewOf }: CreationInputs,
): void {
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
}
