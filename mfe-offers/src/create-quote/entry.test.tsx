import { describe, expect, it } from 'vitest';
import { entryKey, entryOf } from './entry.js';

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

  it('enters through an opportunity with salesforceEnabled, and says why a link leads nowhere otherwise', () => {
    expect(entryOf(null, '?externalId=0065g00000NwCoA', true)).toEqual({
      kind: 'opportunity',
      externalId: '0065g00000NwCoA',
    });
    // With Salesforce off the form opens, saying why the link led nowhere.
    expect(entryOf(null, '?externalId=0065g00000NwCoA', false)).toEqual({ kind: 'opportunityOff' });
    // A malformed ID is still asked for, so the form can say it is not valid.
    expect(entryOf(null, '?externalId=not%20an%20id', true)).toEqual({
      kind: 'opportunity',
      externalId: 'not an id',
    });
    expect(entryOf(null, '?externalId=', true)).toEqual({ kind: 'new' });
  });

  it('keys each entry apart, so the form starts again when the entry changes at the same path', () => {
    const keys = [
      entryOf(null, '', true),
      entryOf({ duplicateOfferId: 'offer-1' }, '', true),
      entryOf({ duplicateOfferId: 'offer-2' }, '', true),
      entryOf({ isAddOn: true, offerParentId: 'offer-1' }, '', true),
      entryOf(null, '?externalId=0065g00000NwCoA', true),
    ].map(entryKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(entryKey(entryOf({ duplicateOfferId: 'offer-1' }, '', true))).toBe(keys[1]);
  });
});
