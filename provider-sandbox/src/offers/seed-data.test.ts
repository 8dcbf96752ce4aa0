import { describe, expect, it } from 'vitest';
import { DEMO_OFFERS, parseDemoOffers } from './seed-data.js';
import { OFFER_STAGES } from './stages.js';

const offer = {
  key: 'a',
  account: 'Aperture Labs',
  owner: 'ae',
  stage: 'READY',
  createdDaysAgo: 1,
  lines: [['Seats', 10]],
};

describe('the demo offers (seed-data.json)', () => {
  it('gives Acme 36 offers in every stage and Borealis 3', () => {
    expect(DEMO_OFFERS.acme).toHaveLength(36);
    expect(new Set(DEMO_OFFERS.acme!.map((demo) => demo.stage))).toEqual(new Set(OFFER_STAGES));
    expect(DEMO_OFFERS.borealis).toHaveLength(3);
  });

  it('keeps what the file leaves out absent, and a term start of null as none', () => {
    const beacon = DEMO_OFFERS.acme!.find((demo) => demo.key === 'beacon-disabled')!;
    expect(Object.keys(beacon)).toEqual(['key', 'account', 'owner', 'stage', 'createdDaysAgo', 'lines']);
    expect(DEMO_OFFERS.acme!.find((demo) => demo.key === 'brightline-action-required')!.termStart).toBeNull();
  });

  it('refuses a file the seed could not write: an unknown stage, a key twice, a parent not before its offer', () => {
    expect(() => parseDemoOffers({ acme: [{ ...offer, stage: 'SIGNED' }] })).toThrow(/stage/);
    expect(() => parseDemoOffers({ acme: [offer, offer] })).toThrow('duplicate key a');
    expect(() => parseDemoOffers({ acme: [{ ...offer, key: 'b', parent: 'a' }, offer] })).toThrow(
      'parent a is not an earlier offer',
    );
    expect(() => parseDemoOffers({ acme: [{ ...offer, colour: 'blue' }] })).toThrow(/colour/);
    expect(
      parseDemoOffers({ acme: [offer, { ...offer, key: 'b', parent: 'a', subType: 'ADDON' }] }).acme,
    ).toHaveLength(2);
  });
});
