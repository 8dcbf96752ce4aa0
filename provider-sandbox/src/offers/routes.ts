import express, { type Request, type Router } from 'express';
import type { SandboxDeps } from '../domain.js';
import { noStore } from '../http/cache.js';
import { ApiError, badRequest, conflict, notFound } from '../http/errors.js';
import { pageOf, pagingOf } from '../http/paging.js';
import { isUuid, queryParam } from '../http/params.js';
import { replaceOperationsOf } from '../http/replace-operations.js';
import { bodyOf, FieldChecks, TEXT_MAX } from '../http/validation.js';
import { findSeller } from '../sellers/repository.js';
import { readSellerSettings } from '../sellers/index.js';
import { colleagueOf, requireAdmin, requireRole, type SellerMember } from '../session/membership.js';
import { rolesByUser } from '../core/users.js';
import type { FileStore } from '../dataroom/file-store.js';
import { FILE_TYPES, type FileType } from '../dataroom/rules.js';
import { receiveUpload } from '../dataroom/uploads.js';
import {
  allowsCreateAddOn,
  moveContextOf,
  offerDetailsAnswer,
  offerListAnswer,
  paymentAnswer,
  renewalOf,
  termOf,
  type AnswerContext,
} from './answers.js';
import { dateIn, isCalendarDate } from './calendar.js';
import { FUNNEL_STEPS, isOfferEventType, recordEvent } from './events.js';
import { writeInvoicePdf } from './invoice-pdf.js';
import { moveOffer, refusedMove } from './moves.js';
import { buildSchedule } from './payments.js';
import { portfolioSliceOf } from './portfolio.js';
import { termLabel } from './pricing.js';
import { reissueOffer } from './reissue.js';
import {
  addOnsPage,
  eventsPage,
  filesOf,
  findOffer,
  findOfferFile,
  findPayment,
  firstEvents,
  offerAccountTypeahead,
  offerAddOnsEnabled,
  offerOwnerTypeahead,
  isOfferListSort,
  OFFER_LIST_SORTS,
  offersPage,
  paymentsOf,
  PAYMENT_STATUSES,
  type OfferFile,
  type OfferRow,
  type OfferScope,
  type PaymentStatus,
} from './repository.js';
import {
  expirationWindow,
  isInWindow,
  OFFER_ACTION_ROLES,
  OFFER_LIMITS,
  OFFER_MESSAGES,
  OFFER_READ_ROLES,
  termStartWindow,
} from './rules.js';
import { isOfferStage, nextStage } from './stages.js';

/** The fields PATCH /v1/offers/{id} may replace (spec 02 section 7). */
const REPLACEABLE = ['/termStartDate', '/expiration', '/allowCreditCardPayments'] as const;

/** An account executive without a broader role sees and acts on only the offers they own (spec 01 section 6). */
export function offerScopeOf(member: SellerMember): OfferScope {
  const broader = member.roles.some((role) => role !== 'ACCOUNT_EXEC');
  return { sellerId: member.sellerId, ownerUserId: broader ? null : member.userId };
}

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

/** Spec 02 section 7, Offers (but creation) and spec 01 section 7's offer, payment and invoice calls. */
export function offersRouter({ db, publicUrl }: SandboxDeps, store: FileStore): Router {
  const router = express.Router();
  const reader = (req: Request) => requireRole(req, OFFER_READ_ROLES);
  const actor = (req: Request) => requireRole(req, OFFER_ACTION_ROLES);

  async function contextOf(sellerId: string): Promise<AnswerContext> {
    const [addOnsEnabled, settings] = await Promise.all([
      offerAddOnsEnabled(db, sellerId),
      readSellerSettings(db, sellerId),
    ]);
    return { publicUrl, now: new Date(), addOnsEnabled, renewalsEnabled: settings.renewalsEnabled };
  }

  /** One of the caller's offers, as time has left it; unknown, another seller's or not theirs: 404. */
  async function offerOf(member: SellerMember, id: string): Promise<OfferRow> {
    if (!isUuid(id)) throw notFound('Offer not found');
    const offer = await findOffer(db, offerScopeOf(member), id);
    if (!offer) throw notFound('Offer not found');
    return offer;
  }

  async function detailsOf(member: SellerMember, id: string) {
    const offer = await offerOf(member, id);
    return offerDetailsAnswer(
      offer,
      await filesOf(db, member.sellerId, offer.id),
      await contextOf(member.sellerId),
    );
  }

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
    checks.done();
    const { rows, total } = await offersPage(db, {
      ...offerScopeOf(member),
      ...paging,
      stages,
      accountId: accountId || null,
      paymentStatuses,
      slice,
      sort,
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

  router.get('/v1/users/typeahead', async (req, res) => {
    const admin = requireAdmin(req);
    const query = typeaheadQuery(req);
    res.json({ content: await offerOwnerTypeahead(db, admin.sellerId, query, OFFER_ACTION_ROLES) });
  });

  router.post('/v1/offers/:id/change-offer-owner', async (req, res) => {
    const admin = requireAdmin(req);
    const offer = await offerOf(admin, req.params.id);
    const newOwnerId = bodyOf(req).newOwnerId;
    if (newOwnerId === undefined || newOwnerId === null || newOwnerId === '')
      throw badRequest('Validation failed', [{ field: 'newOwnerId', message: OFFER_MESSAGES.userRequired }]);
    const owner = await colleagueOf(db, admin, newOwnerId);
    const roles = (await rolesByUser(db, [owner.id])).get(owner.id) ?? [];
    if (
      owner.status !== 'ACTIVE' ||
      !roles.some((role) => (OFFER_ACTION_ROLES as readonly string[]).includes(role.name))
    )
      throw badRequest('Validation failed', [
        { field: 'newOwnerId', message: OFFER_MESSAGES.cannotOwnOffers },
      ]);
    if (owner.id !== offer.ownerUserId) {
      await db.transaction(async (tx) => {
        const result = await tx.query(
          'UPDATE offers SET owner_user_id = $3, updated_at = now() WHERE seller_id = $1 AND id = $2 AND owner_user_id = $4',
          [offer.sellerId, offer.id, owner.id, offer.ownerUserId],
        );
        if (result.rowCount !== 1) throw conflict('The offer changed while it was being written. Try again.');
        await recordEvent(tx, {
          sellerId: offer.sellerId,
          offerId: offer.id,
          type: 'OWNER_CHANGED',
          actor: { userId: admin.userId },
          description: `Owner changed from ${offer.ownerName} to ${owner.firstName} ${owner.lastName}`,
        });
      });
    }
    noStore(res).json(await detailsOf(admin, offer.id));
  });

  router.get('/v1/offers/:id/events', async (req, res) => {
    const member = await reader(req);
    const offer = await offerOf(member, req.params.id);
    const paging = pagingOf(req);
    const type = queryParam(req, 'type');
    if (type === null || (type && !isOfferEventType(type)))
      throw badRequest('Invalid filter', [{ field: 'type', message: 'Unknown event type' }]);
    const { rows, total } = await eventsPage(db, member.sellerId, offer.id, type || null, paging);
    noStore(res).json(pageOf(rows, total, paging));
  });

  router.get('/v1/offers/:id/events/funnel', async (req, res) => {
    const member = await reader(req);
    const offer = await offerOf(member, req.params.id);
    const first = await firstEvents(db, member.sellerId, offer.id);
    noStore(res).json(
      FUNNEL_STEPS.map(({ step, label, events }) => {
        const dates = events
          .map((type) => first.get(type))
          .filter((date): date is string => date !== undefined);
        const reachedDate = dates.sort()[0] ?? null;
        return { step, label, reached: reachedDate !== null, reachedDate };
      }),
    );
  });

  router.post('/v1/offers/:id/renewal-status', async (req, res) => {
    const member = await actor(req);
    const offer = await offerOf(member, req.params.id);
    const context = await contextOf(member.sellerId);
    if (!context.renewalsEnabled) throw conflict(OFFER_MESSAGES.renewalsOff);
    if (renewalOf(offer, context).renewalState !== 'ALLOW_EDIT') throw conflict(OFFER_MESSAGES.renewalLocked);
    const body = bodyOf(req);
    if (typeof body.renewalEnabled !== 'boolean')
      throw badRequest('Validation failed', [{ field: 'renewalEnabled', message: 'Must be true or false' }]);
    const months = body.renewalFreeMonths;
    const freeMonths = months === undefined || months === null ? null : months;
    if (
      freeMonths !== null &&
      (!Number.isInteger(freeMonths) ||
        (freeMonths as number) < OFFER_LIMITS.freeMonthsMin ||
        (freeMonths as number) > OFFER_LIMITS.freeMonthsMax)
    ) {
      throw badRequest('Validation failed', [
        { field: 'renewalFreeMonths', message: OFFER_MESSAGES.freeMonthsRequired },
      ]);
    }
    const enabled = body.renewalEnabled;
    const free = enabled ? (freeMonths as number | null) : null;
    await db.transaction(async (tx) => {
      const result = await tx.query(
        `UPDATE offers SET renewal_enabled = $3, renewal_free_months = $4, updated_at = now()
          WHERE seller_id = $1 AND id = $2`,
        [offer.sellerId, offer.id, enabled, free],
      );
      if (result.rowCount !== 1) throw notFound('Offer not found');
      await recordEvent(tx, {
        sellerId: offer.sellerId,
        offerId: offer.id,
        type: 'RENEWAL_UPDATED',
        actor: { userId: member.userId },
        description: !enabled
          ? 'Renewal turned off'
          : free
            ? `Renewal turned on with ${free} free ${free === 1 ? 'month' : 'months'}`
            : 'Renewal turned on',
      });
    });
    noStore(res).json(await detailsOf(member, offer.id));
  });

  router.get('/v1/offers/:id/can-cancel-before-payment', async (req, res) => {
    const member = await reader(req);
    const offer = await offerOf(member, req.params.id);
    noStore(res).json({ canCancelBeforePayment: canCancelBeforePayment(offer) });
  });

  router.post('/v1/offers/:id/cancel', async (req, res) => {
    const member = await actor(req);
    const offer = await offerOf(member, req.params.id);
    if (!canCancelBeforePayment(offer)) {
      if (offer.stage === 'COMPLETE' || offer.paidPaymentsCount > 0)
        throw conflict(OFFER_MESSAGES.cannotCancel);
      throw refusedMove(offer, 'cancel');
    }
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE offer_payments SET status = 'canceled', details = 'Offer canceled', processed_at = now()
          WHERE seller_id = $1 AND offer_id = $2 AND status IN ('pending', 'failed')`,
        [offer.sellerId, offer.id],
      );
      await moveOffer(tx, offer, 'cancel', { actor: { userId: member.userId } });
    });
    noStore(res).json(await detailsOf(member, offer.id));
  });

  router.post('/v1/offers/:id/disable', async (req, res) => {
    const member = await actor(req);
    const offer = await offerOf(member, req.params.id);
    await db.transaction((tx) => moveOffer(tx, offer, 'disable', { actor: { userId: member.userId } }));
    noStore(res).json(await detailsOf(member, offer.id));
  });

  // Ours: an expired offer becomes a new one from the same deal, linked both ways (docs/adr/009).
  router.post('/v1/offers/:id/reissue', async (req, res) => {
    const member = await actor(req);
    const offer = await offerOf(member, req.params.id);
    const id = await reissueOffer(db, offer, member.userId, new Date());
    noStore(res)
      .status(201)
      .json(await detailsOf(member, id));
  });

  // Spec 02 section 7: multipart `type` and `file`; a refused file answers its reason (the portal shows it).
  router.post('/offers/:id/files', async (req, res) => {
    const member = await actor(req);
    const offer = await offerOf(member, req.params.id);
    try {
      if (offer.filesCount >= OFFER_LIMITS.filesPerOffer) throw conflict(OFFER_MESSAGES.tooManyFiles);
      const file = await attachFile(req, member, offer, () => res.destroyed);
      // The upload answer of the data room's calls: the files kept and the ones refused (none here: a refusal is a 400).
      noStore(res)
        .status(201)
        .json({ files: [file], failures: [] });
    } catch (error) {
      // What the client is still sending is not read: the connection closes once answered.
      if (error instanceof ApiError) res.set('connection', 'close');
      throw error;
    }
  });

  /**
   * Keeps one file and its row, as the data room keeps its uploads (docs/adr/014): the bytes are in place before the
   * row commits, the answer is read inside the transaction, and a caller that gave up keeps nothing.
   */
  async function attachFile(
    req: Request,
    member: SellerMember,
    offer: OfferRow,
    clientGone: () => boolean,
  ): Promise<OfferFile> {
    const upload = await receiveUpload(req, store, { maxFiles: 1, fileField: 'file' });
    const part = upload.files[0];
    let kept: string | null = null;
    try {
      if (!part) throw badRequest('Choose a file to upload');
      const type = upload.fields.get('type');
      if (!FILE_TYPES.includes(type as FileType))
        throw badRequest('Validation failed', [{ field: 'type', message: 'Choose the type of the file' }]);
      if (part.failure) throw badRequest(part.failure);
      kept = await store.keep(part.received!.incomingKey);
      const storageKey = kept;
      const stored = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `INSERT INTO offer_files (seller_id, offer_id, name, extension, type, size, storage_key, uploaded_by)
           SELECT $1, $2, $3, $4, $5, $6, $7, $8
            WHERE (SELECT count(*) FROM offer_files WHERE seller_id = $1 AND offer_id = $2) < $9
           RETURNING id`,
          [
            offer.sellerId,
            offer.id,
            part.name,
            part.extension,
            type,
            part.received!.size,
            storageKey,
            member.userId,
            OFFER_LIMITS.filesPerOffer,
          ],
        );
        if (!rows[0]) throw conflict(OFFER_MESSAGES.tooManyFiles);
        await recordEvent(tx, {
          sellerId: offer.sellerId,
          offerId: offer.id,
          type: 'FILE_ATTACHED',
          actor: { userId: member.userId },
          description: `File attached: ${part.name}`,
        });
        // The contract the customer must see is here: Ready * becomes Ready.
        const attached = { ...offer, filesCount: offer.filesCount + 1 };
        if (nextStage(offer.stage, 'meetRequirements', moveContextOf(attached)))
          await moveOffer(tx, attached, 'meetRequirements', { actor: { userId: member.userId } });
        else
          await tx.query('UPDATE offers SET updated_at = now() WHERE seller_id = $1 AND id = $2', [
            offer.sellerId,
            offer.id,
          ]);
        const id = rows[0].id;
        const file = (await filesOf(tx, offer.sellerId, offer.id)).find((row) => row.id === id)!;
        // A caller past its deadline has told its user the upload failed; 499: no one reads this answer.
        if (clientGone()) throw new ApiError(499, 'The upload was abandoned before it was stored');
        return file;
      });
      kept = null;
      return stored;
    } finally {
      // Best effort: a failure must not turn a stored file into an error; the next start's sweep retries.
      if (kept) await store.remove(kept).catch(() => undefined);
      if (part?.received && !kept) await store.remove(part.received.incomingKey).catch(() => undefined);
    }
  }

  router.get('/offers/:id/files/:fileId/download', async (req, res) => {
    const member = await reader(req);
    const offer = await offerOf(member, req.params.id);
    const file = isUuid(req.params.fileId)
      ? await findOfferFile(db, member.sellerId, offer.id, req.params.fileId)
      : undefined;
    const bytes = file && (await store.open(file.storageKey));
    if (!file || !bytes) throw notFound('File not found');
    noStore(res).attachment(file.name);
    res.set({ 'content-type': 'application/octet-stream', 'content-length': String(bytes.size) });
    await new Promise<void>((resolve, reject) => {
      bytes.stream().on('error', reject).pipe(res).on('finish', resolve).on('close', resolve);
    });
  });

  router.get('/v1/offers/:id/payments', async (req, res) => {
    const member = await reader(req);
    const offer = await offerOf(member, req.params.id);
    const now = new Date();
    noStore(res).json(
      (await paymentsOf(db, member.sellerId, offer.id)).map((payment) =>
        paymentAnswer(payment, now, offer.timeZone),
      ),
    );
  });

  router.get('/v1/payments/:id/invoice', async (req, res) => {
    const member = await reader(req);
    const scope = offerScopeOf(member);
    const payment = isUuid(req.params.id) ? await findPayment(db, scope, req.params.id) : undefined;
    if (!payment) throw notFound('Payment not found');
    const offer = (await findOffer(db, scope, payment.offerId))!;
    const answer = paymentAnswer(payment, new Date(), offer.timeZone);
    if (!answer.hasInvoice) throw notFound('This payment has no invoice yet');
    const seller = await findSeller(db, member.sellerId);
    const fileName = `${offer.accountName.toUpperCase().replace(/\s+/g, '')}${payment.invoiceId}.pdf`;
    noStore(res).set({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName.replace(/[^\w.-]/g, '')}"`,
    });
    writeInvoicePdf(
      {
        invoiceId: payment.invoiceId,
        sellerName: seller?.name ?? 'Seller',
        customerName: offer.accountName,
        customerAddress: offer.accountAddress,
        invoiceDate: payment.invoiceDate,
        paymentDate: payment.paymentDate,
        amount: payment.amount,
        sequence: payment.sequence,
        paymentsCount: offer.paymentsCount,
        termLabel: termLabel(termOf(offer)),
        status: payment.status,
      },
      res,
    );
  });

  return router;
}

/** Spec 02 section 4: the seller may cancel a committed offer only before any payment went through. */
export function canCancelBeforePayment(offer: OfferRow): boolean {
  return (
    nextStage(offer.stage, 'cancel', { attachmentMissing: false, termStartMissing: false }) !== null &&
    offer.paidPaymentsCount === 0
  );
}

/** A typeahead's text: 2 to 200 characters (spec 01 section 5, spec 02 section 9). */
function typeaheadQuery(req: Request): string {
  const checks = new FieldChecks();
  const message = `Type at least ${OFFER_LIMITS.typeaheadMin} characters`;
  const query = checks.required(queryParam(req, 'query'), 'query', message, TEXT_MAX.search);
  if (query && query.length < OFFER_LIMITS.typeaheadMin) checks.fail('query', message);
  checks.done();
  return query;
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
