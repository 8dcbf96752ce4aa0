import { type Request } from 'express';
import type { SandboxDeps } from '../domain.js';
import { notFound } from '../http/errors.js';
import { isUuid, queryParam } from '../http/params.js';
import { FieldChecks, TEXT_MAX } from '../http/validation.js';
import { readOfferSettings } from '../sellers/index.js';
import { requireRole, type SellerMember } from '../session/membership.js';
import { offerDetailsAnswer, type AnswerContext } from './answers.js';
import { filesOf, findOffer, type OfferRow, type OfferScope } from './repository.js';
import { OFFER_ACTION_ROLES, OFFER_LIMITS, OFFER_READ_ROLES } from './rules.js';

/** An account executive without a broader role sees and acts on only the offers they own (spec 01 section 6). */
export function offerScopeOf(member: SellerMember): OfferScope {
  const broader = member.roles.some((role) => role !== 'ACCOUNT_EXEC');
  return { sellerId: member.sellerId, ownerUserId: broader ? null : member.userId };
}

/** A typeahead's text: 2 to 200 characters (spec 01 section 5, spec 02 section 9). */
export function typeaheadQuery(req: Request): string {
  const checks = new FieldChecks();
  const message = `Type at least ${OFFER_LIMITS.typeaheadMin} characters`;
  const query = checks.required(queryParam(req, 'query'), 'query', message, TEXT_MAX.search);
  if (query && query.length < OFFER_LIMITS.typeaheadMin) checks.fail('query', message);
  checks.done();
  return query;
}

/** What every offers route reads the caller and the offer with. */
export interface OfferAccess {
  reader(req: Request): SellerMember;
  actor(req: Request): SellerMember;
  contextOf(sellerId: string): Promise<AnswerContext>;
  offerOf(member: SellerMember, id: string): Promise<OfferRow>;
  detailsOf(member: SellerMember, id: string): Promise<ReturnType<typeof offerDetailsAnswer>>;
}

/** The offers routes' shared reads: the caller by role, the answer's context, one offer and its details. */
export function offerAccess({ db, publicUrl }: Pick<SandboxDeps, 'db' | 'publicUrl'>): OfferAccess {
  const reader = (req: Request) => requireRole(req, OFFER_READ_ROLES);
  const actor = (req: Request) => requireRole(req, OFFER_ACTION_ROLES);

  async function contextOf(sellerId: string): Promise<AnswerContext> {
    const { settings, offerAddOnsEnabled } = await readOfferSettings(db, sellerId);
    return {
      publicUrl,
      now: new Date(),
      addOnsEnabled: offerAddOnsEnabled,
      renewalsEnabled: settings.renewalsEnabled,
    };
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

  return { reader, actor, contextOf, offerOf, detailsOf };
}
