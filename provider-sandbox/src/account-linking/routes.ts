import express, { type Request, type Router } from 'express';
import type { Db } from '../db/db.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { bodyField, queryParam } from '../http/params.js';
import { linkIdentity, PASSWORD_CONNECTION, SSO_CONNECTION } from '../identity/accounts.js';
import { INTERACTION_PATH } from '../identity/clients.js';
import { callerOf } from '../session/auth.js';

interface LinkingRow {
  sessionToken: string;
  interactionUid: string;
  primaryUserId: string;
  email: string;
  subject: string;
  linkedAt: Date | null;
}

/** Spec 02 section 7: account linking, called by the primary user (signed in again in a popup). */
export function accountLinkingRouter(db: Db, publicUrl: string): Router {
  const router = express.Router();

  async function pendingLinkOf(req: Request, token: string | null | undefined): Promise<LinkingRow> {
    if (!token) throw badRequest('sessionToken is required.');
    const { rows } = await db.query<LinkingRow>(
      `SELECT session_token AS "sessionToken", interaction_uid AS "interactionUid",
              primary_user_id AS "primaryUserId", email, subject, linked_at AS "linkedAt"
         FROM account_linking_sessions WHERE session_token = $1 AND expires_at > now()`,
      [token],
    );
    const row = rows[0];
    if (!row) throw notFound('No pending account linking for this session token');
    if (row.primaryUserId !== callerOf(req).userId)
      throw forbidden('Sign in as the account this identity links to.');
    return row;
  }

  router.get('/account-linking', async (req, res) => {
    res.set('cache-control', 'no-store');
    const row = await pendingLinkOf(req, queryParam(req, 'sessionToken'));
    res.json({
      linkingUserEmail: row.email,
      linkingUserProvider: SSO_CONNECTION,
      primaryUserProvider: PASSWORD_CONNECTION,
    });
  });

  router.post('/account-linking/link', async (req, res) => {
    const token = queryParam(req, 'sessionToken');
    if (token && bodyField(req, 'sessionToken') !== token) throw badRequest('The session tokens differ.');
    const row = await pendingLinkOf(req, token);
    if (!row.linkedAt) {
      await linkIdentity(db, row.primaryUserId, SSO_CONNECTION, row.subject);
      await db.query('UPDATE account_linking_sessions SET linked_at = now() WHERE session_token = $1', [
        row.sessionToken,
      ]);
    }
    const continueUrl = new URL(
      `${INTERACTION_PATH}/${encodeURIComponent(row.interactionUid)}/continue`,
      publicUrl,
    );
    continueUrl.searchParams.set('state', row.interactionUid);
    res.json({ continueUrl: continueUrl.href });
  });

  return router;
}
