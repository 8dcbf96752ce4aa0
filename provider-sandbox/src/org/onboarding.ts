import type { z } from 'zod';
import type {
  onboardingStatus as onboardingStatusSchema,
  optionalSteps as optionalStepsSchema,
} from './contract.js';
import { addBusinessDays } from 'date-fns/addBusinessDays';
import { findUser } from '../core/users.js';
import { expectRows, type Db } from '../db/db.js';
import { sellerHasFiles } from '../dataroom/index.js';
import { emitEvent } from '../notifications/index.js';
import { publishSellerEvent } from '../integrations/index.js';
import { checkBusinessMetrics, checkCompanyDetails } from './company-rules.js';
import { readBusinessMetrics, readCompanyDetails, readSaasMetrics } from './company-repository.js';

/** The notification of the provider's approval. */
const UNDERWRITING_APPROVED = {
  title: 'Company approved',
  message: 'Underwriting is complete: your company is approved to offer payment plans.',
};

/** The five onboarding tasks (spec 01 section 3, Onboarding status). */
export type OnboardingStatus = z.infer<typeof onboardingStatusSchema>;

/** The optional onboarding steps: its contract's schema. */
export type OptionalSteps = z.infer<typeof optionalStepsSchema>;

/** Underwriting typically takes 2 business days (spec 01 section 9). */
const UNDERWRITING_BUSINESS_DAYS = 2;

/** Whether a linked connection of the kind exists, or an exemption stands in for it. */
async function connectedOrExempt(db: Db, sellerId: string, sourceType: string, exemption: string | null) {
  const { rows } = await db.query<{ done: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM integration_connections WHERE seller_id = $1 AND source_type = $2 AND status = 'Linked')
         OR EXISTS (SELECT 1 FROM exemptions WHERE seller_id = $1 AND type = $3) AS done`,
    [sellerId, sourceType, exemption],
  );
  return rows[0]?.done === true;
}

/**
 * A task is done when: the caller's profile has names, a title and a phone number; the company details and the
 * business metrics pass the forms' rules; an accounting (banking) system is linked or an exemption was asked for;
 * the data room has a file.
 */
export async function onboardingStatus(db: Db, sellerId: string, userId: string): Promise<OnboardingStatus> {
  const [user, details, metrics] = await Promise.all([
    findUser(db, userId),
    readCompanyDetails(db, sellerId),
    readBusinessMetrics(db, sellerId),
  ]);
  return {
    userProfileCompleted: Boolean(user?.firstName && user.lastName && user.title && user.phoneNumber),
    sellerRegistrationCompleted:
      Boolean(details) && checkCompanyDetails({ ...details }).ok && checkBusinessMetrics({ ...metrics }).ok,
    codatAccountingConnectionsCreated: await connectedOrExempt(db, sellerId, 'Accounting', 'ACCOUNTING'),
    codatBankingConnectionsCreated: await connectedOrExempt(db, sellerId, 'Banking', 'BANKING'),
    filesUploaded: await sellerHasFiles(db, sellerId),
  };
}

export async function optionalSteps(db: Db, sellerId: string): Promise<OptionalSteps> {
  return {
    codatPaymentsConnectionsCreated: await connectedOrExempt(db, sellerId, 'Commerce', null),
    saasMetricsCompleted: (await readSaasMetrics(db, sellerId)).provided,
  };
}

export interface Submission {
  submittedAt: Date;
  decisionExpectedAt: Date;
}

export async function findSubmission(db: Db, sellerId: string): Promise<Submission | undefined> {
  const { rows } = await db.query<Submission>(
    `SELECT submitted_at AS "submittedAt", decision_expected_at AS "decisionExpectedAt"
       FROM onboarding_submissions WHERE seller_id = $1`,
    [sellerId],
  );
  return rows[0];
}

/** The sandbox's automatic approval delay after a submission, in seconds; null when off. */
export async function autoApproveDelay(db: Db): Promise<number | null> {
  const { rows } = await db.query<{ delay: number | null }>(
    'SELECT delay_seconds AS delay FROM underwriting_auto_approval WHERE singleton',
  );
  return rows[0]?.delay ?? null;
}

/** ONBOARDING to UNDERWRITING with the submission's dates, in one transaction (the caller checked the tasks). */
export async function submitApplication(
  db: Db,
  sellerId: string,
  userId: string,
  now = new Date(),
): Promise<Submission & { autoApproveAt: Date | null }> {
  const delay = await autoApproveDelay(db);
  const submission = {
    submittedAt: now,
    decisionExpectedAt: addBusinessDays(now, UNDERWRITING_BUSINESS_DAYS),
    autoApproveAt: delay === null ? null : new Date(now.getTime() + delay * 1000),
  };
  await db.transaction(async (tx) => {
    expectRows(
      await tx.query(
        `UPDATE sellers SET status = 'UNDERWRITING', dashboard_link = '/' WHERE id = $1 AND status = 'ONBOARDING'`,
        [sellerId],
      ),
      1,
      'submitting the application',
    );
    await tx.query(
      `INSERT INTO onboarding_submissions (seller_id, submitted_by, submitted_at, decision_expected_at, auto_approve_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (seller_id) DO UPDATE SET submitted_by = excluded.submitted_by, submitted_at = excluded.submitted_at,
         decision_expected_at = excluded.decision_expected_at, auto_approve_at = excluded.auto_approve_at,
         approved_at = NULL`,
      [sellerId, userId, submission.submittedAt, submission.decisionExpectedAt, submission.autoApproveAt],
    );
  });
  return submission;
}

/** UNDERWRITING to APPROVED (the provider's decision), told to the owner; answers whether it was in underwriting. */
export async function approveSeller(db: Db, sellerId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ ownerId: string | null }>(
      `UPDATE sellers SET status = 'APPROVED', dashboard_link = '/' WHERE id = $1 AND status = 'UNDERWRITING'
       RETURNING owner_user_id AS "ownerId"`,
      [sellerId],
    );
    if (!rows[0]) return false;
    await tx.query('UPDATE onboarding_submissions SET approved_at = now() WHERE seller_id = $1', [sellerId]);
    const userId = rows[0].ownerId;
    if (userId) await emitEvent(tx, { userId, sellerId, type: 'underwriting', ...UNDERWRITING_APPROVED });
    await publishSellerEvent(tx, sellerId, 'underwriting.decided', {
      decision: 'APPROVED',
      decidedAt: new Date().toISOString(),
    });
    return true;
  });
}

/** Approves every seller whose automatic approval time has come. */
export async function approveDueSellers(db: Db): Promise<void> {
  const { rows } = await db.query<{ sellerId: string }>(
    `SELECT o.seller_id AS "sellerId" FROM onboarding_submissions o JOIN sellers s ON s.id = o.seller_id
      WHERE s.status = 'UNDERWRITING' AND o.auto_approve_at IS NOT NULL AND o.auto_approve_at <= now()`,
  );
  for (const { sellerId } of rows) await approveSeller(db, sellerId);
}
