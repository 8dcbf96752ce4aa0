/** What the navigation state (or, for a deep link, the query string) says the screen is for. */
export type CreateEntry =
  | { kind: 'new' }
  | { kind: 'duplicate'; duplicateOfferId: string }
  | { kind: 'addOn'; offerParentId: string }
  | { kind: 'opportunity'; externalId: string }
  /** An opportunity link while Salesforce is off: the form opens, saying why the link led nowhere. */
  | { kind: 'opportunityOff' };

const ID = /^[\w-]{1,64}$/;
const text = (value: unknown) => (typeof value === 'string' && ID.test(value) ? value : null);

/**
 * The entry from the history entry's state (which the browser keeps across a reload) or the query string; an
 * opportunity only with salesforceEnabled.
 */
export function entryOf(state: unknown, search: string, salesforceEnabled: boolean): CreateEntry {
  const fromState = (typeof state === 'object' && state !== null ? state : {}) as Record<string, unknown>;
  const query = new URLSearchParams(search);
  const duplicateOfferId = text(fromState.duplicateOfferId) ?? text(query.get('duplicateOfferId'));
  if (duplicateOfferId) return { kind: 'duplicate', duplicateOfferId };
  const offerParentId = text(fromState.offerParentId) ?? text(query.get('offerParentId'));
  if (offerParentId && (fromState.isAddOn === true || query.get('isAddOn') === 'true'))
    return { kind: 'addOn', offerParentId };
  // Any ID the link carries is asked for: the gateway says whether it is malformed or unknown, and the form says so.
  const externalId = query.get('externalId')?.trim().slice(0, 64);
  if (externalId) return salesforceEnabled ? { kind: 'opportunity', externalId } : { kind: 'opportunityOff' };
  return { kind: 'new' };
}

/** One key per entry, so the create form starts again when the entry changes at the same path. */
export function entryKey(entry: CreateEntry): string {
  switch (entry.kind) {
    case 'new':
      return 'new';
    case 'duplicate':
      return `duplicate:${entry.duplicateOfferId}`;
    case 'addOn':
      return `add-on:${entry.offerParentId}`;
    case 'opportunity':
      return `opportunity:${entry.externalId}`;
    case 'opportunityOff':
      return 'opportunity-off';
  }
}
