import express, { type Router } from 'express';
import type { Db } from '../db/db.js';
import { noStore } from '../http/cache.js';
import { conflict, notFound } from '../http/errors.js';
import { findSeller } from '../sellers/repository.js';
import { toCurrentSeller } from '../sellers/routes.js';
import { requireCompanyRole } from './company-roles.js';
import {
  approveDueSellers,
  findSubmission,
  onboardingStatus,
  optionalSteps,
  submitApplication,
} from './onboarding.js';

/** Spec 01 section 7: the onboarding tasks, the optional steps, and the submission to underwriting. */
export function onboardingRouter(db: Db, publicUrl: string): Router {
  const router = express.Router();

  router.get('/onboarding/status', async (req, res) => {
    const { sellerId, userId } = requireCompanyRole(req);
    noStore(res).json(await onboardingStatus(db, sellerId, userId));
  });

  router.get('/onboarding/status/optional-steps', async (req, res) => {
    const { sellerId } = requireCompanyRole(req);
    noStore(res).json(await optionalSteps(db, sellerId));
  });

  // When the application was submitted and when a decision is expected (the underwriting splash).
  router.get('/v1/onboarding/submission', async (req, res) => {
    const { sellerId } = requireCompanyRole(req);
    const submission = await findSubmission(db, sellerId);
    if (!submission) throw notFound('The application was not submitted');
    noStore(res).json(submission);
  });

  router.post('/v1/onboarding/submit', async (req, res) => {
    const { sellerId, userId } = requireCompanyRole(req);
    const seller = await findSeller(db, sellerId);
    if (seller?.status !== 'ONBOARDING') throw conflict('The company is not onboarding.');
    const status = await onboardingStatus(db, sellerId, userId);
    if (!Object.values(status).every(Boolean)) {
      throw conflict('Complete every onboarding task before submitting the application.');
    }
    const { autoApproveAt } = await submitApplication(db, sellerId, userId);
    if (autoApproveAt) {
      // The sandbox's optional automatic decision; a restart catches up on the next call.
      setTimeout(
        () => void approveDueSellers(db).catch(() => undefined),
        Math.max(0, autoApproveAt.getTime() - Date.now()),
      ).unref();
    }
    res.json(toCurrentSeller((await findSeller(db, sellerId))!, publicUrl));
  });

  return router;
}
