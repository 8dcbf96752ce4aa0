import express, { type Router } from 'express';
import type { Db } from '../db/db.js';
import { ApiError, badRequest, notFound } from '../http/errors.js';
import { bodyField } from '../http/params.js';
import { callerOf } from '../session/auth.js';
import { findUser } from '../core/users.js';
import { activeVerification, consumeVerificationCode, issueVerificationCode } from './verifications.js';

const LINK_NOT_VALID = 'This link is no longer active/valid';

/** Spec 02 section 7, sign-in and onboarding: the email-verification calls of the signed-in user. */
export function emailVerificationRouter(db: Db, portalOrigin: string): Router {
  const router = express.Router();

  async function unverifiedCaller(userId: string) {
    const user = await findUser(db, userId);
    if (!user) throw notFound('User not found');
    if (user.emailVerified) throw new ApiError(409, 'The email address is already verified.');
    return user;
  }

  router.get('/v1/email-verification/active-link', async (req, res) => {
    res.set('cache-control', 'no-store');
    const active = await activeVerification(db, callerOf(req).userId);
    if (!active) throw notFound('No active verification link');
    res.json({ id: active.id });
  });

  router.post('/v1/email-verification/send', async (req, res) => {
    const user = await unverifiedCaller(callerOf(req).userId);
    const issued = await issueVerificationCode(db, user, portalOrigin);
    res.status(201).json({ id: issued.id });
  });

  router.post('/v1/email-verification/resend', async (req, res) => {
    const user = await unverifiedCaller(callerOf(req).userId);
    const active = await activeVerification(db, user.id);
    // The resend names the active link it replaces (its id, as the active-link call gave it).
    if (!active || active.id !== bodyField(req, 'code')) throw badRequest(LINK_NOT_VALID);
    const issued = await issueVerificationCode(db, user, portalOrigin);
    res.status(201).json({ id: issued.id });
  });

  router.post('/v1/email-verification/verify', async (req, res) => {
    const code = bodyField(req, 'code').trim();
    if (!code || !(await consumeVerificationCode(db, callerOf(req).userId, code)))
      throw badRequest(LINK_NOT_VALID);
    res.status(204).end();
  });

  return router;
}
