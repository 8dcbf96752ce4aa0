import express, { type Router } from 'express';
import type { Db } from '../db/db.js';
import { noStore } from '../http/cache.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { isUuid, queryParam } from '../http/params.js';
import { bodyOf, FieldChecks, TEXT_MAX } from '../http/validation.js';
import { requireCompanyRole } from './company-roles.js';
import {
  findConnection,
  insertConnection,
  listConnections,
  moveConnection,
  toIntegrationConnection,
} from './connections.js';
import {
  BANK_NOT_AVAILABLE_REASON,
  EXEMPTION_REASONS,
  INTEGRATIONS,
  integrationOf,
  MULTIPLE_CONNECTIONS_ALLOWED,
  SOURCE_TYPES,
  type SourceType,
} from './reference.js';

/** A portal path to return to from the link page: one path on the portal, never another site. */
const PORTAL_PATH = /^\/(?!\/)[A-Za-z0-9\-._~/]{0,199}$/;

/** Spec 01 section 7: connections, exemption reasons and exemptions. */
export function connectionsRouter(db: Db, publicUrl: string): Router {
  const router = express.Router();

  router.get('/sellers/current/integration-connections', async (req, res) => {
    const { sellerId } = requireCompanyRole(req);
    const sourceType = queryParam(req, 'sourceType') as SourceType;
    if (!SOURCE_TYPES.includes(sourceType)) {
      throw badRequest('Validation failed', [
        { field: 'sourceType', message: 'sourceType is Accounting, Banking or Commerce' },
      ]);
    }
    noStore(res).json({
      existingConnections: (await listConnections(db, sellerId, sourceType)).map((row) =>
        toIntegrationConnection(row, publicUrl),
      ),
      availableIntegrations: INTEGRATIONS.filter((integration) => integration.sourceType === sourceType).map(
        ({ key, name }) => ({
          key,
          name,
          logoUrl: `${publicUrl}/api/reference/integrations/${key}/logo.svg`,
        }),
      ),
      multipleConnectionsForTheSameIntegrationAllowed: MULTIPLE_CONNECTIONS_ALLOWED[sourceType],
      codatId: sellerId,
    });
  });

  // Starts (or, for a system that allows one connection, restarts) a connection; the browser goes to its link page.
  router.post('/v1/connections', async (req, res) => {
    const { sellerId } = requireCompanyRole(req);
    const body = bodyOf(req);
    const checks = new FieldChecks();
    const platformKey = checks.required(body.platformKey, 'platformKey', 'Choose a system to connect', 100);
    const returnPath =
      checks.optionalText(body.networkPathReference, 'networkPathReference', TEXT_MAX.search) ??
      '/org/onboarding';
    const integration = integrationOf(platformKey);
    if (platformKey && !integration) checks.fail('platformKey', 'Not a known system');
    if (!PORTAL_PATH.test(returnPath)) checks.fail('networkPathReference', 'Must be a path of the portal');
    checks.done();
    const { sourceType, key } = integration!;
    const existing = MULTIPLE_CONNECTIONS_ALLOWED[sourceType]
      ? undefined
      : (await listConnections(db, sellerId, sourceType)).find((row) => row.integrationKey === key);
    if (existing?.status === 'Linked') throw conflict('This system is connected already.');
    const connection = existing
      ? await moveConnection(db, sellerId, existing.id, [existing.status], {
          status: 'PendingAuth',
          returnPath,
        })
      : await insertConnection(db, { sellerId, sourceType, integrationKey: key, returnPath });
    if (!connection) throw conflict('The data changed while it was being written. Try again.');
    res.status(201).json(toIntegrationConnection(connection, publicUrl));
  });

  router.post('/v1/connections/:id/disconnect', async (req, res) => {
    const { sellerId } = requireCompanyRole(req);
    const id = req.params.id;
    const connection = isUuid(id) ? await findConnection(db, sellerId, id) : undefined;
    if (!connection) throw notFound('Connection not found');
    const moved = await moveConnection(db, sellerId, id, ['Linked'], { status: 'Unlinked' });
    if (!moved) throw conflict('Only a connected system can be disconnected.');
    res.json(toIntegrationConnection(moved, publicUrl));
  });

  router.get('/reference/exemption-reasons', async (req, res) => {
    requireCompanyRole(req);
    res.set('cache-control', 'private, max-age=300').json(EXEMPTION_REASONS);
  });

  router.post('/exemptions', async (req, res) => {
    const { sellerId, userId } = requireCompanyRole(req);
    const body = bodyOf(req);
    const details = (typeof body.exemptionRequestDetails === 'object' && body.exemptionRequestDetails) || {};
    const { description: rawDescription, missingBankingName: rawName } = details as Record<string, unknown>;
    const checks = new FieldChecks();
    const reasonId = checks.required(
      body.exemptionReasonId,
      'exemptionReasonId',
      'Exception Reason is required',
      100,
    );
    if (reasonId && !EXEMPTION_REASONS.some((reason) => reason.id === reasonId))
      checks.fail('exemptionReasonId', 'Exception Reason is required');
    const type = body.type;
    if (type !== 'ACCOUNTING' && type !== 'BANKING') checks.fail('type', 'type is ACCOUNTING or BANKING');
    if (typeof rawDescription === 'string' && rawDescription.trim().length > TEXT_MAX.freeText)
      checks.fail('exemptionRequestDetails.description', 'Maximum of 2000 characters');
    const description = checks.required(
      rawDescription,
      'exemptionRequestDetails.description',
      'Comments are required',
      TEXT_MAX.freeText,
    );
    const missingBankingName = checks.optionalText(
      rawName,
      'exemptionRequestDetails.missingBankingName',
      TEXT_MAX.freeText,
    );
    if (reasonId === BANK_NOT_AVAILABLE_REASON && !missingBankingName)
      checks.fail('exemptionRequestDetails.missingBankingName', 'platform or bank name is required');
    checks.done();
    const { rows } = await db.query<{ id: string; createdAt: Date }>(
      `INSERT INTO exemptions (seller_id, requested_by, exemption_reason_id, type, description, missing_banking_name)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, created_at AS "createdAt"`,
      [sellerId, userId, reasonId, type, description, missingBankingName],
    );
    res.status(201).json({ ...rows[0], exemptionReasonId: reasonId, type });
  });

  return router;
}
