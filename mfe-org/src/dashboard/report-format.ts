import type { PaymentStatus } from '#graphql';

/** Failed, chargeback and disputed payments show their details in a tooltip (spec 01 section 4). */
export const STATUSES_WITH_DETAILS: readonly PaymentStatus[] = ['failed', 'chargeback', 'disputed'];
