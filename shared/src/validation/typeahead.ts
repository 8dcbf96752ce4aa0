/**
 * Every typeahead's limits (spec 01 section 5, spec 02 sections 8 and 9): the company search runs once its query is
 * longer than 2 characters, every other one (addresses, customers, users) from 2; the field takes at most 200; the
 * search waits 300 ms after the last key. The platform's Typeahead applies them; the gateway checks the same bounds.
 */
export const TYPEAHEAD = {
  /** The company search (the offers' and the report's company filter). */
  companyMin: 3,
  /** Address, customer and user searches. */
  min: 2,
  max: 200,
  delayMs: 300,
} as const;
