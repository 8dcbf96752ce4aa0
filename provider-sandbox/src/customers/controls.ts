import express, { type Router } from 'express';
import type { Db } from '../db/db.js';
import { badRequest, notFound } from '../http/errors.js';
import { isUuid } from '../http/params.js';
import { bodyOf } from '../http/validation.js';
import { COMPANY_REGISTER } from './credit-bureau.js';
import { setDelinquent } from './repository.js';

/**
 * Sandbox controls (demo switch): GET /sandbox/credit-bureau lists the company register account validation searches;
 * POST /sandbox/accounts/{id}/delinquency {"isAccountDelinquent": true} puts an account behind on its payments.
 */
export function customerControlRouter(db: Db): Router {
  const router = express.Router();

  router.get('/credit-bureau', (_req, res) => {
    res.json(COMPANY_REGISTER);
  });

  router.post('/accounts/:id/delinquency', express.json({ limit: '1kb' }), async (req, res) => {
    const delinquent = bodyOf(req).isAccountDelinquent;
    if (typeof delinquent !== 'boolean') throw badRequest('isAccountDelinquent must be true or false');
    if (!isUuid(req.params.id) || !(await setDelinquent(db, req.params.id, delinquent))) {
      throw notFound('No account with this id');
    }
    res.json({ id: req.params.id, isAccountDelinquent: delinquent });
  });

  return router;
}
