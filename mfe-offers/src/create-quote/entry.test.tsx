import { describe, expect, it } from 'vitest';
import { entryOf } from './entry.js';

describe('the create screen’s entry (spec 02 section 2)', () => {
  it('reads a duplicate and an add-on from the navigation state, and a deep link’s query string', () => {
    expect(entryOf({ duplicateOfferId: 'offer-1' }, '', false)).toEqual({
      kind: 'duplicate',
      duplicateOfferId: 'offer-1',
    });
    expect(entryOf({ isAddOn: true, offerParentId: 'offer-2' }, '', false)).toEqual({
      kind: 'addOn',
      offerParentId: 'offer-2',
    });
    expect(entryOf(null, '?isAddOn=true&offerParentId=offer-3', false)).toEqual({
      kind: 'addOn',
      offerParentId: 'offer-3',
    });
    expect(entryOf({ offerParentId: 'offer-2' }, '', false)).toEqual({ kind: 'new' });
  });

  it('enters through an opportunity only with salesforceEnabled', () => {
    expect(entryOf(null, '?externalId=0065g00000NwCoA', true)).toEqual({
      kind: 'opportunity',
      externalId: '0065g00000NwCoA',
    });
    expect(entryOf(null, '?externalId=0065g00000NwCoA', false)).toEqual({ kind: 'new' });
  });
});
