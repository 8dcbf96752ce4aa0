import type { FileType } from './rules.js';

/**
 * The documents the provider asks every seller for (spec 02 section 2, Data room v2, the right rail). One counts as
 * provided when a file marked as it or of a matching type is in the data room, or when a member ticked it off.
 */
const REQUESTED_DOCUMENTS: readonly {
  key: string;
  title: string;
  matchingTypes: readonly FileType[];
}[] = [
  {
    key: 'FINANCIAL_STATEMENTS',
    title: '2 years of monthly income statements, balance sheets and cash flow statements (Excel)',
    matchingTypes: [],
  },
  { key: 'PRO_FORMA_PROJECTIONS', title: '12-month pro forma projections', matchingTypes: [] },
  {
    key: 'SAMPLE_CUSTOMER_CONTRACT',
    title: 'A sample customer contract',
    matchingTypes: ['MSA', 'ORDER_FORM', 'SOW'],
  },
  { key: 'CUSTOMER_CONTRACT_LIST', title: 'A list of all customer contracts', matchingTypes: [] },
  { key: 'BANK_STATEMENTS', title: 'The last 2 quarters of bank statements', matchingTypes: [] },
];

export const isRequestedDocument = (key: unknown): key is string =>
  REQUESTED_DOCUMENTS.some((document) => document.key === key);

/** The right rail's answer: each document, whether it is provided and how (a marked file counts as a file). */
export function requestedDocumentsAnswer(
  presentTypes: ReadonlySet<FileType>,
  confirmed: ReadonlySet<string>,
  marked: ReadonlySet<string>,
) {
  return REQUESTED_DOCUMENTS.map(({ key, title, matchingTypes }) => {
    const byFile = marked.has(key) || matchingTypes.some((type) => presentTypes.has(type));
    const byUser = confirmed.has(key);
    return {
      key,
      title,
      provided: byFile || byUser,
      providedBy: byFile ? ('FILE' as const) : byUser ? ('USER' as const) : null,
    };
  });
}
