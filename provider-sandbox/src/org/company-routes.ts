import express, { type Router } from 'express';
import { currentUserAnswer } from '../core/users.js';
import type { Db } from '../db/db.js';
import { noStore } from '../http/cache.js';
import { badRequest } from '../http/errors.js';
import { replaceOperationsOf } from '../http/replace-operations.js';
import { sellerMemberOf } from '../session/membership.js';
import { updateUser, type UserChanges } from '../team/repository.js';
import { companyMemberFor } from './company-roles.js';
import {
  readBusinessMetrics,
  readCompanyDetails,
  readSaasMetrics,
  writeBusinessMetrics,
  writeCompanyDetails,
  writeSaasMetrics,
} from './company-repository.js';
import {
  checkBusinessMetrics,
  checkCompanyDetails,
  checkSaasMetrics,
  checkUserSettings,
  SAAS_METRIC_FIELDS,
  type Checked,
} from './company-rules.js';
import { COMPANY_REFERENCE_LISTS } from './reference.js';

const DETAILS_PATHS = [
  '/name',
  '/isInternational',
  '/address',
  '/businessEntityTypeId',
  '/transactionCurrencyId',
  '/countryIncorporatedId',
  '/stateIncorporated',
  '/companySize',
  '/ein',
  '/industrySectorId',
  '/websiteUrl',
  '/businessModelId',
  '/desiredFundingAmount',
] as const;

const METRICS_PATHS = [
  '/lastTwelveMonthsRevenues',
  '/currentAnnualRecurringRevenue',
  '/monthlyCashBurn',
  '/annualRecurringRevenueYearOverYearGrowth',
  '/latestCashBalance',
  '/currentlyHasLiens',
  '/liensComment',
  '/currentlyHasLoans',
  '/loansComment',
] as const;

const SAAS_PATHS = SAAS_METRIC_FIELDS.map((field) => `/${field}` as const);
const USER_PATHS = ['/firstName', '/lastName', '/title', '/phoneNumber', '/mobilePhoneNumber'] as const;

/** The stored record with the body's replace operations applied (a PATCH is checked as a whole record). */
function patched<Path extends string>(current: object, body: unknown, paths: readonly Path[]) {
  const record: Record<string, unknown> = { ...current };
  for (const { path, value } of replaceOperationsOf(body, paths)) record[path.slice(1)] = value;
  return record;
}

function valueOf<T>(checked: Checked<T>): T {
  if (!checked.ok) throw badRequest('Validation failed', checked.fieldErrors);
  return checked.value;
}

/** Spec 01 section 7: the company details, business metrics and SaaS metrics, and the user's own settings. */
export function companyRouter(db: Db): Router {
  const router = express.Router();

  router.get('/v1/sellers/:sellerId/onboarding', async (req, res) => {
    const { sellerId } = companyMemberFor(req, req.params.sellerId);
    const [seller, businessMetrics] = await Promise.all([
      readCompanyDetails(db, sellerId),
      readBusinessMetrics(db, sellerId),
    ]);
    noStore(res).json({ seller, businessMetrics, ...COMPANY_REFERENCE_LISTS });
  });

  router.patch('/v1/sellers/:sellerId/details', async (req, res) => {
    const { sellerId } = companyMemberFor(req, req.params.sellerId);
    const current = await readCompanyDetails(db, sellerId);
    const details = valueOf(checkCompanyDetails(patched(current ?? {}, req.body, DETAILS_PATHS)));
    await db.transaction((tx) => writeCompanyDetails(tx, sellerId, details));
    res.json(await readCompanyDetails(db, sellerId));
  });

  router.patch('/v1/sellers/:sellerId/business-metrics', async (req, res) => {
    const { sellerId } = companyMemberFor(req, req.params.sellerId);
    const current = await readBusinessMetrics(db, sellerId);
    const metrics = valueOf(checkBusinessMetrics(patched(current, req.body, METRICS_PATHS)));
    await writeBusinessMetrics(db, sellerId, metrics);
    res.json(await readBusinessMetrics(db, sellerId));
  });

  router.get('/v1/sellers/:sellerId/saas-metrics', async (req, res) => {
    const { sellerId } = companyMemberFor(req, req.params.sellerId);
    noStore(res).json((await readSaasMetrics(db, sellerId)).metrics);
  });

  router.patch('/v1/sellers/:sellerId/saas-metrics', async (req, res) => {
    const { sellerId } = companyMemberFor(req, req.params.sellerId);
    const { metrics: current } = await readSaasMetrics(db, sellerId);
    const metrics = valueOf(checkSaasMetrics(patched(current, req.body, SAAS_PATHS)));
    await writeSaasMetrics(db, sellerId, metrics);
    res.json((await readSaasMetrics(db, sellerId)).metrics);
  });

  // Every member keeps their own profile; only the fields sent are checked and changed.
  router.patch('/v1/users/current', async (req, res) => {
    const member = sellerMemberOf(req);
    const changes = valueOf(checkUserSettings(patched({}, req.body, USER_PATHS)));
    await updateUser(db, member.sellerId, member.userId, changes as UserChanges);
    res.json(await currentUserAnswer(db, member.userId));
  });

  return router;
}
