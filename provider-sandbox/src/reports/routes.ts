import express, { type Request, type Router } from 'express';
import type { SandboxDeps } from '../domain.js';
import type { Db } from '../db/db.js';
import { noStore } from '../http/cache.js';
import { addFileDownload } from '../http/file-download.js';
import { forbidden, notFound } from '../http/errors.js';
import { queryParam } from '../http/params.js';
import { bodyOf, FieldChecks } from '../http/validation.js';
import { offerScopeOf } from '../offers/offer-access.js';
import { findSeller } from '../sellers/repository.js';
import { requireRole, sellerMemberOf, type SellerMember } from '../session/membership.js';
import { cashAdvanceCsv, cashAdvanceOf, cashAdvancesOf } from './cash-advances.js';
import { fileNamePart } from './csv.js';
import {
  EXPORT_TYPES,
  exportRequestOf,
  isExportType,
  latestReport,
  listOf,
  reportFile,
  runOfferExport,
} from './offer-export.js';
import { portfolioSummary } from './portfolio-summary.js';
import { isOfferStage } from '../offers/stages.js';
import { REPORT_READ_ROLES } from '../offers/rules.js';
import { ACCOUNT_FIRST } from '../core/users.js';

/** A member who may read the reports of an approved company; 403 for other roles and companies not yet approved. */
async function reportReader(db: Db, req: Request): Promise<SellerMember> {
  const member = requireRole(req, REPORT_READ_ROLES);
  const seller = await findSeller(db, member.sellerId);
  if (seller?.status !== 'APPROVED') throw forbidden('Reports open once the company is approved');
  return member;
}

function csvAttachment(res: express.Response, fileName: string): express.Response {
  return noStore(res).set({
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${fileName}"`,
  });
}

/** Spec 01 section 7: the offer export (start, last report, its file) and the cash advances with their CSV. */
export function reportsRouter({ db, publicUrl }: SandboxDeps): Router {
  const router = express.Router();

  router.post('/v2/offers/export', async (req, res) => {
    const member = await reportReader(db, req);
    const request = exportRequestOf(bodyOf(req), new Date());
    // The answer says the export started; the file (or the failure) reaches the user as an event.
    setImmediate(() => {
      runOfferExport(db, member, offerScopeOf(member), request, publicUrl).catch(() => {
        console.error('An offer export could not report its outcome');
      });
    });
    noStore(res.status(202)).type('text/plain').send('Export started');
  });

  router.get('/v2/offers/export', async (req, res) => {
    const member = await reportReader(db, req);
    const exportType = queryParam(req, 'exportType') ?? 'SELLER_OFFER_HEALTH';
    if (!isExportType(exportType)) {
      const checks = new FieldChecks();
      checks.fail('exportType', `exportType is one of ${EXPORT_TYPES.join(', ')}`);
      checks.done();
    }
    const report = await latestReport(db, member, exportType as (typeof EXPORT_TYPES)[number]);
    if (!report) throw notFound('No file generated.');
    noStore(res).json(report);
  });

  // The spec's GET /files/{fileId}/download, which the data room's files share (http/file-download.ts): the caller's
  // own report; any other id is passed on.
  addFileDownload(router, async (req, res, id) => {
    const file = await reportFile(db, sellerMemberOf(req), id);
    if (!file) return false;
    await reportReader(db, req);
    csvAttachment(res, file.fileName).send(file.content);
    return true;
  });

  // Ours, deprecated: where the sandbox served the CSV before it served the spec's path (gateways of that time ask here).
  router.get('/v2/offers/export/files/:fileId/download', async (req, res) => {
    const member = await reportReader(db, req);
    const file = await reportFile(db, member, req.params.fileId);
    if (!file) throw notFound('Report not found');
    csvAttachment(res, file.fileName).send(file.content);
  });

  // Ours (docs/adr/011): Portfolio at a glance of the offers in `offerStageText` (a comma list; all when absent).
  router.get('/v1/reports/portfolio-summary', async (req, res) => {
    const member = await reportReader(db, req);
    const checks = new FieldChecks();
    const stages = listOf(checks, req.query.offerStageText, 'offerStageText', isOfferStage);
    checks.done();
    noStore(res).json(await portfolioSummary(db, offerScopeOf(member), stages));
  });

  router.get('/v1/cash-advances', async (req, res) => {
    const member = await reportReader(db, req);
    noStore(res).json({ cashAdvances: await cashAdvancesOf(db, member.sellerId) });
  });

  router.get('/v1/cash-advances/:id', async (req, res) => {
    const member = await reportReader(db, req);
    const advance = await cashAdvanceOf(db, member.sellerId, req.params.id);
    if (!advance) throw notFound('Cash advance not found');
    noStore(res).json(advance);
  });

  router.get('/v1/cash-advances/:id/export-cash-advance-details', async (req, res) => {
    const member = await reportReader(db, req);
    const advance = await cashAdvanceOf(db, member.sellerId, req.params.id);
    if (!advance) throw notFound('Cash advance not found');
    const seller = await findSeller(db, member.sellerId);
    const fileName = `${fileNamePart(seller?.name ?? 'Seller')}_AdvanceReport_${advance.advanceDate}.csv`;
    csvAttachment(res, fileName).send(cashAdvanceCsv(advance.offerCashAdvances));
  });

  return router;
}

/**
 * Sandbox control: POST /sandbox/reports/export-failures { email } makes that user's next export fail, so tests and
 * the demo can see `seller-offers-export-error:received`.
 */
export function reportControlRouter(db: Db): Router {
  const router = express.Router();
  router.post('/reports/export-failures', express.json({ limit: '4kb' }), async (req, res) => {
    const checks = new FieldChecks();
    const email = checks.email(bodyOf(req).email, 'email', {
      required: 'email is required',
      invalid: 'email is not valid',
    });
    checks.done();
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO report_export_failures (user_id) SELECT id FROM users WHERE email = $1 AND seller_id IS NOT NULL ${ACCOUNT_FIRST}
       ON CONFLICT (user_id) DO UPDATE SET user_id = excluded.user_id RETURNING user_id AS id`,
      [email],
    );
    if (!rows[0]) throw notFound('No user of a company with this email');
    noStore(res.status(201)).json({ failNextExport: true });
  });
  return router;
}
