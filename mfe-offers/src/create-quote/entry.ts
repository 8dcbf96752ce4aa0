/** What the navigation state (or, for a deep link, the query string) says the screen is for. */
export type CreateEntry =
  | { kind: 'new' }
  | { kind: 'duplicate'; duplicateOfferId: string }
  | { kind: 'addOn'; offerParentId: string }
  | { kind: 'opportunity'; externalId: string };

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
  const externalId = text(query.get('externalId'));
  if (externalId && salesforceEnabled) return { kind: 'opportunity', externalId };
  return { kind: 'new' };
}
