import express, { type Request, type Router } from 'express';
import type { SandboxDeps } from '../domain.js';
import { noStore } from '../http/cache.js';
import { isUuid, queryParam } from '../http/params.js';
import { FieldChecks } from '../http/validation.js';
import { offerScopeOf, type OfferAccess } from './offer-access.js';
import { offerPipeline, PIPELINE_DAYS_MAX, type PipelineFilter } from './pipeline.js';

/**
 * The period and owner of the pipeline (ours), read from `createdWithinDays` and `ownerUserId` query parameters by
 * the pipeline and by the offers list alike, so a figure and the list it opens read them the same way.
 */
export function pipelineFilterOf(req: Request, checks: FieldChecks): PipelineFilter {
  const days = queryParam(req, 'createdWithinDays');
  let createdWithinDays: number | null = null;
  if (days !== undefined && days !== '') {
    const value = Number(days);
    if (days === null || !Number.isInteger(value) || value < 1 || value > PIPELINE_DAYS_MAX)
      checks.fail('createdWithinDays', `Must be a whole number of days from 1 to ${PIPELINE_DAYS_MAX}`);
    else createdWithinDays = value;
  }
  const owner = queryParam(req, 'ownerUserId');
  let ownerUserId: string | null = null;
  if (owner !== undefined && owner !== '') {
    if (owner === null || !isUuid(owner)) checks.fail('ownerUserId', 'Must be a user id');
    else ownerUserId = owner;
  }
  return { createdWithinDays, ownerUserId };
}

/** GET /v1/offers/pipeline (ours): the caller's offers by where they stand, in one statement (src/offers/pipeline.ts). */
export function offerPipelineRouter({ db }: SandboxDeps, { reader }: OfferAccess): Router {
  const router = express.Router();
  router.get('/v1/offers/pipeline', async (req, res) => {
    const member = await reader(req);
    const checks = new FieldChecks();
    const filter = pipelineFilterOf(req, checks);
    checks.done();
    noStore(res).json(await offerPipeline(db, offerScopeOf(member), filter));
  });
  return router;
}
