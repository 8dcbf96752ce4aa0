import { expectRows, type Db } from '../db/db.js';
import { conflict } from '../http/errors.js';
import { publishSellerEvent } from '../integrations/index.js';
import { moveContextOf } from './answers.js';
import { recordEvent, type EventActor, type OfferEventType } from './events.js';
import { sendExpiryNotices } from './expiry-notices.js';
import type { OfferRow } from './repository.js';
import { nextStage, OFFER_MOVES, STAGE_LABELS, type OfferMove, type OfferStage } from './stages.js';

/** The event each move leaves in the offer's history. */
const MOVE_EVENTS: Record<OfferMove, OfferEventType> = {
  approveReview: 'REVIEW_APPROVED',
  denyReview: 'REVIEW_DENIED',
  failReview: 'REVIEW_FAILED',
  meetRequirements: 'REQUIREMENTS_MET',
  view: 'VIEWED',
  chooseFinancing: 'TERMS_CHOSEN',
  chooseDirectPayment: 'DIRECT_PAYMENT_CHOSEN',
  accept: 'ACCEPTED',
  completePayment: 'PAYMENT_SUCCEEDED',
  dispute: 'DISPUTED',
  cancel: 'CANCELED',
  disable: 'DISABLED',
  expire: 'EXPIRED',
  markIneligible: 'ACCOUNT_INELIGIBLE',
  markEligible: 'ACCOUNT_ELIGIBLE',
};

/** The 409 for a move the state machine refuses, naming the stage. */
export const refusedMove = (offer: Pick<OfferRow, 'stage'>, move: OfferMove) =>
  conflict(`An offer that is ${STAGE_LABELS[offer.stage]} cannot be moved by ${move}.`);

export interface MoveOptions {
  actor: EventActor;
  /** The event's words, when more than the type's label. */
  description?: string;
  /** Leave the history alone: the caller records its own event. */
  silent?: boolean;
  /** Columns to set in the same statement (name → value), e.g. accepted_at. */
  set?: Record<string, unknown>;
}

/**
 * Moves an offer by the state machine: the stage it reaches, or a 409. The update names the stage it moves from,
 * so two moves at once cannot both win. Run inside a transaction with whatever the move changes besides.
 */
export async function moveOffer(
  tx: Db,
  offer: OfferRow,
  move: OfferMove,
  options: MoveOptions,
): Promise<OfferStage> {
  const to = nextStage(offer.stage, move, moveContextOf(offer));
  if (!to) throw refusedMove(offer, move);
  // The offer read as Expired may not be stored so yet: the update below matches the stage read.
  if (offer.stage === 'EXPIRED') await expireDueOffers(tx, offer.sellerId);
  const extra = Object.entries(options.set ?? {});
  const sets = extra.map(([column], index) => `, ${column} = $${index + 5}`).join('');
  const result = await tx.query(
    `UPDATE offers SET stage = $4, updated_at = now()${sets}
      WHERE seller_id = $1 AND id = $2 AND stage = $3`,
    [offer.sellerId, offer.id, offer.stage, to, ...extra.map(([, value]) => value)],
  );
  expectRows(result, 1, `offer ${move}`);
  if (to !== offer.stage)
    await publishSellerEvent(tx, offer.sellerId, 'offer.stage_changed', {
      offerId: offer.id,
      accountId: offer.accountId,
      customerName: offer.accountName,
      previousStage: offer.stage,
      stage: to,
      stageLabel: STAGE_LABELS[to],
      changedAt: new Date().toISOString(),
    });
  if (!options.silent) {
    await recordEvent(tx, {
      sellerId: offer.sellerId,
      offerId: offer.id,
      type: MOVE_EVENTS[move],
      actor: options.actor,
      description: options.description,
    });
  }
  return to;
}

/**
 * Time: every offer of the seller (of every seller without one) whose expiration passed before the customer
 * committed is stored as Expired, with an event dated at its expiration. Reads never call it: they see the stage
 * time gives (`OFFER_SELECT`); the offers domain's job stores it every minute, and a move stores it first.
 */
export async function expireDueOffers(
  db: Db,
  sellerId: string | null,
  now: Date = new Date(),
): Promise<number> {
  const { from } = OFFER_MOVES.expire;
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      id: string;
      sellerId: string;
      expiration: Date;
      previousStage: OfferStage;
      accountId: string;
      accountName: string;
    }>(
      // The stage each offer left, read under the update's lock, for the integrators' offer.stage_changed.
      `WITH due AS (
         SELECT id, stage FROM offers
          WHERE ($1::uuid IS NULL OR seller_id = $1) AND stage = ANY($2::text[]) AND expiration < $3 FOR UPDATE)
       UPDATE offers o SET stage = 'EXPIRED', updated_at = greatest(o.updated_at, o.expiration)
         FROM due, accounts a
        WHERE o.id = due.id AND a.id = o.account_id AND a.seller_id = o.seller_id
        RETURNING o.id, o.seller_id AS "sellerId", o.expiration, due.stage AS "previousStage",
                  o.account_id AS "accountId", a.name AS "accountName"`,
      [sellerId, from, now],
    );
    for (const row of rows) {
      await publishSellerEvent(tx, row.sellerId, 'offer.stage_changed', {
        offerId: row.id,
        accountId: row.accountId,
        customerName: row.accountName,
        previousStage: row.previousStage,
        stage: 'EXPIRED',
        stageLabel: STAGE_LABELS.EXPIRED,
        changedAt: new Date(row.expiration).toISOString(),
      });
      await recordEvent(tx, {
        sellerId: row.sellerId,
        offerId: row.id,
        type: 'EXPIRED',
        actor: { label: 'Provider' },
        at: row.expiration,
      });
    }
    return rows.length;
  });
}

/** How often the offers domain's job stores what time did (`expireDueOffers`) and tells owners (`sendExpiryNotices`). */
const EXPIRY_JOB_INTERVAL_MS = 60_000;

/**
 * The offers domain's job, every minute and once at start: lapsed offers stored as Expired, then owners told of
 * offers nearing or past their expiration (src/offers/expiry-notices.ts).
 */
export function startExpiryJob(db: Db, intervalMs = EXPIRY_JOB_INTERVAL_MS): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running
      .then(() => expireDueOffers(db, null))
      .then(() => sendExpiryNotices(db))
      .catch((error: unknown) =>
        console.error(
          'provider sandbox: storing expired offers or telling their owners failed:',
          error instanceof Error ? error.message : error,
        ),
      );
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
