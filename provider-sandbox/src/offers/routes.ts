import express, { type Request, type Router } from 'express';
import type { SandboxDeps } from '../domain.js';
import { noStore } from '../http/cache.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { pageOf, pagingOf } from '../http/paging.js';
import { isUuid, queryParam } from '../http/params.js';
import { replaceOperationsOf } from '../http/replace-operations.js';
import { FieldChecks, TEXT_MAX } from '../http/validation.js';
import type { FileStore } from '../dataroom/file-store.js';
import { allowsCreateAddOn, offerDetailsAnswer, offerListAnswer } from './answers.js';
import { dateIn, isCalendarDate } from './calendar.js';
import { recordEvent } from './events.js';
import { moveOffer } from './moves.js';
import { buildSchedule } from './payments.js';
import { portfolioSliceOf } from './portfolio.js';
import {
  addOnsPage,
  findOffer,
  offerAccountTypeahead,
  isOfferListSort,
  OFFER_LIST_SORTS,
  offersPage,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from './repository.js';
import { expirationWindow, isInWindow, OFFER_LIMITS, OFFER_MESSAGES, termStartWindow } from './rules.js';
import { isOfferStage } from './stages.js';
import { offerAccess, offerScopeOf, typeaheadQuery } from './offer-access.js';
import { offerActionsRouter } from './offer-actions-routes.js';
import { offerEventsRouter } from './offer-events-routes.js';
import { offerLinkRouter } from './offer-link-routes.js';
import { offerFilesRouter } from './offer-files-routes.js';
import { offerPaymentsRouter } from './offer-payments-routes.js';
import { offerPipelineRouter, pipelineFilterOf } from './pipeline-routes.js';

/** The fields PATCH /v1/offers/{id} may replace (spec 02 section 7). */
const REPLACEABLE = ['/termStartDate', '/expiration', '/allowCreditCardPayments'] as const;

/** A comma list of known values, or null for none; anything unknown is a 400 on the field. */
function listParam<T extends string>(
  req: Request,
  name: string,
  known: (value: string) => value is T,
): T[] | null {
  const raw = queryParam(req, name);
  if (raw === undefined) return null;
  if (raw === null || raw.length > 2000)
    throw badRequest('Invalid filter', [{ field: name, message: 'Must be a comma list' }]);
  if (raw.trim() === '') return null;
  const values = raw
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  const unknown = values.find((value) => !known(value));
  if (unknown !== undefined)
    throw badRequest('Invalid filter', [{ field: name, message: `Unknown value ${unknown}` }]);
  return values as T[];
}

const isPaymentStatus = (value: string): value is PaymentStatus =>
  (PAYMENT_STATUSES as readonly string[]).includes(value);

/**
 * Spec 02 section 7, Offers (but creation) and spec 01 section 7's offer, payment and invoice calls: the list, one
 * offer and its edit, its add-ons here; its moves, events, files and payments in their own routers beside it.
 */
export function offersRouter(deps: SandboxDeps, store: FileStore): Router {
  const { db } = deps;
  const access = offerAccess(deps);
  const router = express.Router();
  const { reader, actor, contextOf, offerOf, detailsOf } = access;

  router.get('/v1/offers', async (req, res) => {
    const member = await reader(req);
    const paging = pagingOf(req);
    const stages = listParam(req, 'offerStageText', isOfferStage);
    const paymentStatuses = listParam(req, 'offerPaymentStatus', isPaymentStatus);
    const accountId = queryParam(req, 'accountId');
    if (accountId === null || (accountId && !isUuid(accountId)))
      throw badRequest('Invalid filter', [{ field: 'accountId', message: 'Must be an account id' }]);
    const sort = queryParam(req, 'sort');
    if (sort !== undefined && (sort === null || !isOfferListSort(sort)))
      throw badRequest('Invalid sort', [
        { field: 'sort', message: `Sort by one of ${Object.keys(OFFER_LIST_SORTS).join('; ')}` },
      ]);
    // Ours: the offers behind one bar of Portfolio at a glance (src/offers/portfolio.ts).
    const checks = new FieldChecks();
    // A repeated parameter (null) is refused like any other wrong value.
    const sliceParam = (name: string) =>
      queryParam(req, name) ?? (req.query[name] === undefined ? undefined : []);
    const slice = portfolioSliceOf(checks, {
      paymentsDueMonth: sliceParam('paymentsDueMonth'),
      paymentsOverdue: sliceParam('paymentsOverdue'),
      advanceMonth: sliceParam('advanceMonth'),
    });
    // Ours: offers the customer can still accept that expire within 7 days (true), or every offer.
    const expiringSoon = queryParam(req, 'expiringSoon');
    if (expiringSoon !== undefined && expiringSoon !== 'true' && expiringSoon !== 'false')
      checks.fail('expiringSoon', 'Must be true or false');
    // Ours: the pipeline's period and owner (src/offers/pipeline.ts), so its figures open exactly their offers.
    const { createdWithinDays, ownerUserId } = pipelineFilterOf(req, checks);
    // Ours: the list's Search, 2 to 200 characters once trimmed (offerSearchCondition).
    const rawSearch = queryParam(req, 'search');
    const search = rawSearch?.trim();
    if (
      rawSearch === null ||
      (search !== undefined && (search.length < OFFER_LIMITS.typeaheadMin || search.length > TEXT_MAX.search))
    )
      checks.fail('search', `Search with ${OFFER_LIMITS.typeaheadMin} to ${TEXT_MAX.search} characters`);
    checks.done();
    const { rows, total } = await offersPage(db, {
      ...offerScopeOf(member),
      ...paging,
      stages,
      accountId: accountId || null,
      paymentStatuses,
      slice,
      sort,
      expiringSoon: expiringSoon === 'true',
      createdWithinDays,
      ownedBy: ownerUserId,
      search,
    });
    const context = await contextOf(member.sellerId);
    noStore(res).json(
      pageOf(
        rows.map((row) => offerListAnswer(row, context)),
        total,
        paging,
      ),
    );
  });

  // The list's company filter: accounts with offers the caller sees, with how many (ours; spec 01 section 5 bounds).
  router.get('/v1/offers/account-typeahead', async (req, res) => {
    const member = await reader(req);
    const query = typeaheadQuery(req);
    res.json({ content: await offerAccountTypeahead(db, offerScopeOf(member), query) });
  });

  router.get('/v2/offers/:id', async (req, res, next) => {
    // GET /v2/offers/export is the reports domain's last report (spec 01 section 7).
    if (req.params.id === 'export') return next('route');
    const member = await reader(req);
    noStore(res).json(await detailsOf(member, req.params.id));
  });

  router.patch('/v1/offers/:id', async (req, res) => {
    const member = await actor(req);
    const offer = await offerOf(member, req.params.id);
    const operations = replaceOperationsOf(req.body, REPLACEABLE);
    const context = await contextOf(member.sellerId);
    const summary = offerDetailsAnswer(offer, [], context).offerSummary;
    const checks = new FieldChecks();
    const changes: { termStartDate?: string; expiration?: Date; allowCreditCardPayments?: boolean } = {};
    for (const { path, value } of operations) {
      if (path === '/termStartDate') {
        if (!summary.canEditTermStartDate)
          throw conflict('The term start date of this offer can no longer change.');
        if (value === null || value === undefined || value === '') {
          checks.fail('termStartDate', OFFER_MESSAGES.termStartRequired);
        } else if (typeof value !== 'string' || !isCalendarDate(value)) {
          checks.fail('termStartDate', OFFER_MESSAGES.termStartRequired);
        } else {
          const window = termStartWindow(offer.createdAt, offer.timeZone);
          if (value < window.minDate || value > window.maxDate)
            checks.fail('termStartDate', OFFER_MESSAGES.termStartWindow);
          changes.termStartDate = value;
        }
      } else if (path === '/expiration') {
        if (!summary.canEditExpirationDate)
          throw conflict('The expiration of this offer can no longer change.');
        const expiration = typeof value === 'string' && value.length <= 40 ? new Date(value) : null;
        if (value === null || value === undefined || value === '')
          checks.fail('expiration', OFFER_MESSAGES.expirationRequired);
        else if (
          !expiration ||
          Number.isNaN(expiration.getTime()) ||
          !isInWindow(expiration, expirationWindow(offer, context.now))
        )
          checks.fail('expiration', OFFER_MESSAGES.expirationInvalid);
        else changes.expiration = expiration;
      } else {
        if (!offerDetailsAnswer(offer, [], context).canModifyAllowCreditCardPayments)
          throw conflict('The payment method of this offer can no longer change.');
        if (typeof value !== 'boolean')
          checks.fail('allowCreditCardPayments', OFFER_MESSAGES.paymentMethodRequired);
        else changes.allowCreditCardPayments = value;
      }
    }
    checks.done();
    await db.transaction(async (tx) => {
      const result = await tx.query(
        `UPDATE offers SET term_start_date = coalesce($3::date, term_start_date), expiration = coalesce($4, expiration),
                allow_credit_card_payments = coalesce($5, allow_credit_card_payments), updated_at = now()
          WHERE seller_id = $1 AND id = $2`,
        [
          offer.sellerId,
          offer.id,
          changes.termStartDate ?? null,
          changes.expiration ?? null,
          changes.allowCreditCardPayments ?? null,
        ],
      );
      if (result.rowCount !== 1) throw notFound('Offer not found');
      await recordEvent(tx, {
        sellerId: offer.sellerId,
        offerId: offer.id,
        type: 'UPDATED',
        actor: { userId: member.userId },
        description: describeChanges(changes, offer.timeZone),
      });
      if (changes.termStartDate && changes.termStartDate !== offer.termStartDate) {
        let updated = (await findOffer(tx, { sellerId: offer.sellerId, ownerUserId: null }, offer.id))!;
        if (updated.stage === 'ACCEPTED_ACTION_REQUIRED') {
          await moveOffer(tx, updated, 'meetRequirements', { actor: { userId: member.userId } });
          updated = { ...updated, stage: 'ACCEPTED' };
        }
        if (['ACCEPTED', 'DIRECT_PAYMENT'].includes(updated.stage))
          await buildSchedule(tx, updated, context.now);
      }
    });
    noStore(res).json(await detailsOf(member, offer.id));
  });

  router.get('/v1/offers/:id/allow-addons', async (req, res) => {
    const member = await reader(req);
    const offer = await offerOf(member, req.params.id);
    const context = await contextOf(member.sellerId);
    res.json({
      allowAddOns: context.addOnsEnabled && offer.stage === 'COMPLETE',
      allowCreateAddOn: allowsCreateAddOn(offer, context),
    });
  });

  router.get('/v1/offers/:id/addons', async (req, res) => {
    const member = await reader(req);
    const offer = await offerOf(member, req.params.id);
    const paging = pagingOf(req);
    const { rows, total } = await addOnsPage(db, offerScopeOf(member), offer.id, paging);
    const context = await contextOf(member.sellerId);
    res.json(
      pageOf(
        rows.map((row) => offerListAnswer(row, context)),
        total,
        paging,
      ),
    );
  });

  router.use(offerActionsRouter(deps, access));
  router.use(offerLinkRouter(deps, access));
  router.use(offerEventsRouter(deps, access));
  router.use(offerFilesRouter(deps, access, store));
  router.use(offerPaymentsRouter(deps, access));
  router.use(offerPipelineRouter(deps, access));
  return router;
}

/** The event's words for an edit: each field that changed, as the seller sees it. */
function describeChanges(
  changes: { termStartDate?: string; expiration?: Date; allowCreditCardPayments?: boolean },
  timeZone: string,
): string {
  const parts: string[] = [];
  const shown = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
  if (changes.termStartDate) parts.push(`term start date ${shown(changes.termStartDate)}`);
  if (changes.expiration) {
    parts.push(`expiration ${shown(dateIn(changes.expiration, timeZone))}`);
  }
  if (changes.allowCreditCardPayments !== undefined)
    parts.push(`payment method ${changes.allowCreditCardPayments ? 'ACH or Credit Card' : 'ACH only'}`);
  return `Offer updated: ${parts.join(', ')}`;
}
