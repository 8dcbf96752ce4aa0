import type { Db } from '../db/db.js';
import { isUuid } from '../http/params.js';
import { FieldChecks, TEXT_MAX } from '../http/validation.js';
import { emitEvent } from '../notifications/index.js';
import { publishSellerEvent } from '../integrations/index.js';
import { offerListAnswer } from '../offers/answers.js';
import { portfolioSliceOf, type PortfolioSlice } from '../offers/portfolio.js';
import { frequencyLabel } from '../offers/pricing.js';
import {
  offerIdsOf,
  offerRowsOf,
  PAYMENT_STATUSES,
  type OfferRow,
  type OfferScope,
  type PaymentStatus,
} from '../offers/repository.js';
import { isOfferStage, type OfferStage } from '../offers/stages.js';
import { readOfferSettings } from '../sellers/index.js';
import { findSeller } from '../sellers/repository.js';
import { EXPORT_TYPES } from './contract.js';
import { csvLines, fileNamePart } from './csv.js';

export { EXPORT_TYPES };
export type ExportType = (typeof EXPORT_TYPES)[number];
export const isExportType = (value: unknown): value is ExportType =>
  (EXPORT_TYPES as readonly unknown[]).includes(value);

/** What POST /v2/offers/export asks for (spec 01 section 7), checked. */
export interface ExportRequest {
  exportType: ExportType;
  /** The first instant of the range (the start of a day in the user's zone); null for all time. */
  startDate: Date | null;
  /** The last instant of the range; null for up to now. */
  endDate: Date | null;
  /** Minutes between the user's local time and UTC, as a browser's `getTimezoneOffset()` gives them (UTC − local). */
  timezoneOffset: number;
  /** The zone's abbreviation shown beside times (EST, CET, …). */
  timezoneLabel: string;
  accountId: string | null;
  paymentStatuses: PaymentStatus[] | null;
  stages: OfferStage[] | null;
  /** Ours: the offers behind one bar of Portfolio at a glance, as the report shows them after a click. */
  slice: PortfolioSlice;
  /** Only the offers the list's Expiring soon keeps (ours). */
  expiringSoon: boolean;
  /** Only the offers made within this many days, and only this member's (ours: the pipeline's period and owner). */
  createdWithinDays: number | null;
  ownerUserId: string | null;
  /** Only the offers the list's Search finds (ours). */
  search: string | null;
}

const EXPORT_MESSAGES = {
  startAfterToday: 'Start date cannot be after today',
  endBeforeStart: 'End date cannot be before the start date',
  endAfterToday: 'End date cannot be after today',
  endWithoutStart: 'Choose a start date first',
} as const;

/** A date-time of the body, or null when absent; anything else is recorded as a field error. */
function instantOf(checks: FieldChecks, value: unknown, field: string): Date | null {
  if (value === undefined || value === null || value === '') return null;
  const date = typeof value === 'string' && value.length <= 40 ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) {
    checks.fail(field, 'Must be a date and time (ISO 8601)');
    return null;
  }
  return date;
}

/** A comma list (or array) of known values; empty is null (no filter). */
export function listOf<T extends string>(
  checks: FieldChecks,
  value: unknown,
  field: string,
  known: (item: string) => item is T,
): T[] | null {
  if (value === undefined || value === null) return null;
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : null;
  if (!items || items.length > 50 || !items.every((item) => typeof item === 'string')) {
    checks.fail(field, 'Must be a comma list');
    return null;
  }
  const values = (items as string[]).map((item) => item.trim()).filter(Boolean);
  const unknown = values.find((item) => !known(item));
  if (unknown !== undefined) checks.fail(field, `Unknown value ${unknown.slice(0, 40)}`);
  return values.length ? (values as T[]) : null;
}

const isPaymentStatus = (value: string): value is PaymentStatus =>
  (PAYMENT_STATUSES as readonly string[]).includes(value);

/** The body of POST /v2/offers/export, or a 400 naming each field that is wrong. */
export function exportRequestOf(body: Record<string, unknown>, now: Date): ExportRequest {
  const checks = new FieldChecks();
  if (!isExportType(body.exportType))
    checks.fail('exportType', `exportType is one of ${EXPORT_TYPES.join(', ')}`);
  const startDate = instantOf(checks, body.startDate, 'startDate');
  const endDate = instantOf(checks, body.endDate, 'endDate');
  // A day ahead of the provider's clock: "today" is the user's, and their zone may be ahead of UTC.
  const latest = now.getTime() + 24 * 60 * 60 * 1000;
  if (startDate && startDate.getTime() > latest) checks.fail('startDate', EXPORT_MESSAGES.startAfterToday);
  if (endDate && (body.startDate === undefined || body.startDate === null || body.startDate === ''))
    checks.fail('endDate', EXPORT_MESSAGES.endWithoutStart);
  if (endDate && endDate.getTime() > latest) checks.fail('endDate', EXPORT_MESSAGES.endAfterToday);
  if (startDate && endDate && endDate < startDate) checks.fail('endDate', EXPORT_MESSAGES.endBeforeStart);
  const offset = body.timezoneOffset;
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < -14 * 60 || offset > 12 * 60)
    checks.fail('timezoneOffset', 'Must be whole minutes between -840 and 720');
  const label = checks.optionalText(body.timezoneLabel, 'timezoneLabel', 10) ?? 'UTC';
  if (!/^[A-Za-z0-9+\-:]+$/.test(label))
    checks.fail('timezoneLabel', 'Must be a time zone abbreviation such as EST or GMT+2');
  const accountId = checks.optionalText(body.accountId, 'accountId', 64);
  if (accountId && !isUuid(accountId)) checks.fail('accountId', 'Must be an account id');
  const paymentStatuses = listOf(checks, body.offerPaymentStatus, 'offerPaymentStatus', isPaymentStatus);
  const stages = listOf(checks, body.offerStageText, 'offerStageText', isOfferStage);
  const slice = portfolioSliceOf(checks, body);
  if (body.expiringSoon !== undefined && body.expiringSoon !== null && typeof body.expiringSoon !== 'boolean')
    checks.fail('expiringSoon', 'Must be true or false');
  const days = body.createdWithinDays;
  const createdWithinDays =
    typeof days === 'number' && Number.isInteger(days) && days >= 1 && days <= 3660 ? days : null;
  if (days !== undefined && days !== null && createdWithinDays === null)
    checks.fail('createdWithinDays', 'Must be a whole number of days from 1 to 3660');
  const ownerUserId = checks.optionalText(body.ownerUserId, 'ownerUserId', 64);
  if (ownerUserId && !isUuid(ownerUserId)) checks.fail('ownerUserId', 'Must be a user id');
  const search = checks.optionalText(body.search, 'search', TEXT_MAX.search)?.trim() || null;
  if (search !== null && search.length < 2) checks.fail('search', 'Search with 2 to 200 characters');
  checks.done();
  return {
    exportType: body.exportType as ExportType,
    startDate,
    endDate,
    timezoneOffset: offset as number,
    timezoneLabel: label,
    accountId,
    paymentStatuses,
    stages,
    slice,
    expiringSoon: body.expiringSoon === true,
    createdWithinDays,
    ownerUserId,
    search,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the user's wall clock: MM/dd/yyyy hh:mm a and the zone's label (spec 01 section 9). */
function shownAt(instant: Date, request: Pick<ExportRequest, 'timezoneOffset' | 'timezoneLabel'>): string {
  const local = new Date(instant.getTime() - request.timezoneOffset * 60_000);
  const hours = local.getUTCHours();
  const clock = `${pad(hours % 12 || 12)}:${pad(local.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${pad(local.getUTCMonth() + 1)}/${pad(local.getUTCDate())}/${local.getUTCFullYear()} ${clock} ${request.timezoneLabel}`;
}

/** yyyy-MM-dd as MM/dd/yyyy. */
const shownDate = (date: string | null) =>
  date ? `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}` : null;

/** The user's today as MM-dd-yyyy, for the file's name ({seller}_{MM-dd-yyyy}.csv, spec 01 section 9). */
function fileDate(now: Date, timezoneOffset: number): string {
  const local = new Date(now.getTime() - timezoneOffset * 60_000);
  return `${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}-${local.getUTCFullYear()}`;
}

const OFFER_EXPORT_HEADER = [
  'Company',
  'Offer ID',
  'Stage',
  'Payment Status',
  'Term',
  'Payment Frequency',
  'Total Contract Value',
  'Payment Amount',
  'Paid Payments',
  'Payments',
  'Paid Amount',
  'Last Payment Date',
  'Created',
] as const;

/**
 * Offers read and written per chunk: a short statement each (about 4 ms here), so requests are served between them
 * and wait for no more than one (docs/adr/016, "The export's chunks sized by what a request waits").
 */
const CHUNK_SIZE = 15;

/** About how much CSV (characters) is handed to `write` at a time: a part of the stored file. */
const PART_SIZE = 64 * 1024;

/** Lets whatever else waits (requests, their statements) run before the next chunk. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The export's CSV: the offer health fields (spec 01 section 3), worked out by the offers domain's own answers, of
 * every offer the caller sees that the request's filter and date range keep, last modified first. Their ids are
 * found in order first, then their rows are read a chunk at a time, yielding between chunks, and the CSV is handed
 * to `write` in parts of about PART_SIZE, in order (docs/adr/016, "The export in chunks" and "The export's file in
 * parts"): PGlite runs in the request thread, so one long statement stops every other request until it ends.
 */
export async function writeOfferExport(
  db: Db,
  scope: OfferScope,
  request: ExportRequest,
  publicUrl: string,
  now: Date,
  write: (part: string) => Promise<void>,
): Promise<{ rowsCount: number; fileName: string }> {
  const [{ settings, offerAddOnsEnabled }, seller] = await Promise.all([
    readOfferSettings(db, scope.sellerId),
    findSeller(db, scope.sellerId),
  ]);
  const context = {
    publicUrl,
    now,
    addOnsEnabled: offerAddOnsEnabled,
    renewalsEnabled: settings.renewalsEnabled,
  };
  const filter = {
    ...scope,
    stages: request.stages,
    accountId: request.accountId,
    paymentStatuses: request.paymentStatuses,
    slice: request.slice,
    expiringSoon: request.expiringSoon,
    createdWithinDays: request.createdWithinDays,
    ownedBy: request.ownerUserId,
    search: request.search,
  };
  const inRange = (offer: OfferRow) =>
    (!request.startDate || offer.createdAt >= request.startDate) &&
    (!request.endDate || offer.createdAt <= request.endDate);
  let pending = csvLines([OFFER_EXPORT_HEADER]);
  let rowsCount = 0;
  const ids = await offerIdsOf(db, filter, yieldToEventLoop);
  for (let first = 0; first < ids.length; first += CHUNK_SIZE) {
    await yieldToEventLoop();
    const chunk = await offerRowsOf(db, scope.sellerId, ids.slice(first, first + CHUNK_SIZE));
    const rows = chunk.filter(inRange).map((offer) => {
      const row = offerListAnswer(offer, context);
      return [
        row.accountName,
        row.id,
        row.stageMetadata.label,
        row.offerPaymentStatus,
        row.directOfferTermLabel,
        frequencyLabel(row.paymentFrequency),
        (row.obligorSelectedOfferTotalContractValue ?? row.directOfferTotalContractValue).toFixed(2),
        row.obligorSelectedOfferPaymentAmount?.toFixed(2) ?? null,
        row.reconciledPaidPaymentsCount,
        row.paymentsCount,
        row.paidPaymentsAmount.toFixed(2),
        shownDate(row.lastPaymentDate),
        shownAt(offer.createdAt, request),
      ];
    });
    pending += csvLines(rows);
    rowsCount += rows.length;
    if (pending.length >= PART_SIZE) {
      await write(pending);
      pending = '';
    }
  }
  if (pending) await write(pending);
  await yieldToEventLoop();
  return {
    rowsCount,
    fileName: `${fileNamePart(seller?.name ?? 'Seller')}_${fileDate(now, request.timezoneOffset)}.csv`,
  };
}

/**
 * Runs an export after its request was answered: the CSV is stored as the user's latest report and the user hears
 * `export-completed` with its file id, or `export-failed` when it cannot be made (or the sandbox was told to fail it).
 */
export async function runOfferExport(
  db: Db,
  member: { userId: string; sellerId: string },
  scope: OfferScope,
  request: ExportRequest,
  publicUrl: string,
): Promise<void> {
  const failed = await db.query('DELETE FROM report_export_failures WHERE user_id = $1', [member.userId]);
  // What an export the provider stopped in the middle of (a crash, a restart) left of the user's: never completed.
  await db.query(
    `DELETE FROM offer_reports
      WHERE seller_id = $1 AND user_id = $2 AND NOT complete AND created_at < now() - interval '1 hour'`,
    [member.sellerId, member.userId],
  );
  let reportId: string | undefined;
  try {
    if (failed.rowCount > 0) throw new Error('The sandbox was told to fail this export');
    // Its row first, not yet complete, so its parts can name it; its name and count when it is done.
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO offer_reports (seller_id, user_id, export_type, file_name, content, rows_count, complete)
       VALUES ($1, $2, $3, '', '', 0, false) RETURNING id`,
      [member.sellerId, member.userId, request.exportType],
    );
    const id = rows[0]!.id;
    reportId = id;
    let part = 0;
    const report = await writeOfferExport(db, scope, request, publicUrl, new Date(), async (content) => {
      await db.query('INSERT INTO offer_report_parts (report_id, part, content) VALUES ($1, $2, $3)', [
        id,
        part++,
        content,
      ]);
    });
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE offer_reports SET file_name = $2, rows_count = $3, complete = true, created_at = now() WHERE id = $1`,
        [id, report.fileName, report.rowsCount],
      );
      await emitEvent(tx, { ...member, type: 'export-completed', fileId: id });
      await publishSellerEvent(tx, member.sellerId, 'export.completed', {
        fileId: id,
        exportType: request.exportType,
        rowsCount: report.rowsCount,
        requestedByUserId: member.userId,
      });
    });
  } catch {
    // Its parts go with it.
    if (reportId)
      await db
        .query('DELETE FROM offer_reports WHERE seller_id = $1 AND id = $2', [member.sellerId, reportId])
        .catch(() => undefined);
    await emitEvent(db, { ...member, type: 'export-failed' });
  }
}

/** The user's latest report of the type, or undefined. */
export async function latestReport(
  db: Db,
  member: { userId: string; sellerId: string },
  exportType: ExportType,
): Promise<{ fileId: string; createdDate: string } | undefined> {
  const { rows } = await db.query<{ fileId: string; createdDate: Date }>(
    `SELECT id AS "fileId", created_at AS "createdDate" FROM offer_reports
      WHERE seller_id = $1 AND user_id = $2 AND export_type = $3 AND complete
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [member.sellerId, member.userId, exportType],
  );
  const row = rows[0];
  return row && { fileId: row.fileId, createdDate: new Date(row.createdDate).toISOString() };
}

/** One of the user's reports with its CSV, or undefined (unknown, another user's or another seller's). */
export async function reportFile(
  db: Db,
  member: { userId: string; sellerId: string },
  fileId: string,
): Promise<{ fileName: string; content: string } | undefined> {
  if (!isUuid(fileId)) return undefined;
  // A report made before its CSV was written in parts has it in `content` and no part.
  const { rows } = await db.query<{ fileName: string; content: string }>(
    `SELECT r.file_name AS "fileName",
            coalesce((SELECT string_agg(p.content, '' ORDER BY p.part) FROM offer_report_parts p
                       WHERE p.report_id = r.id), r.content) AS content
       FROM offer_reports r WHERE r.seller_id = $1 AND r.user_id = $2 AND r.id = $3 AND r.complete`,
    [member.sellerId, member.userId, fileId],
  );
  return rows[0];
}
