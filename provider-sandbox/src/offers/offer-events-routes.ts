import express, { type Router } from 'express';
import type { SandboxDeps } from '../domain.js';
import { noStore } from '../http/cache.js';
import { badRequest } from '../http/errors.js';
import { pageOf, pagingOf } from '../http/paging.js';
import { queryParam } from '../http/params.js';
import { FUNNEL_STEPS, isOfferEventType } from './events.js';
import { eventsPage, firstEvents } from './repository.js';
import { type OfferAccess } from './offer-access.js';

/** An offer's events history and funnel (spec 02 section 7). */
export function offerEventsRouter({ db }: SandboxDeps, access: OfferAccess): Router {
  const router = express.Router();
  const { reader, offerOf } = access;

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

  return router;
}
