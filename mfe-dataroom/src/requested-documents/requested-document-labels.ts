import type { RequestedDocumentKey } from '#graphql';

/** A requested document in a few words, for the tag on the file marked as it (the rail shows the full title). */
export const REQUESTED_DOCUMENT_TAGS: Readonly<Record<RequestedDocumentKey, string>> = {
  FINANCIAL_STATEMENTS: 'Financial statements',
  PRO_FORMA_PROJECTIONS: 'Pro forma projections',
  SAMPLE_CUSTOMER_CONTRACT: 'Sample customer contract',
  CUSTOMER_CONTRACT_LIST: 'Customer contract list',
  BANK_STATEMENTS: 'Bank statements',
};
