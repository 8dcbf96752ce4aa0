import { describe, expect, it } from 'vitest';
import * as z from '#zod';

describe('the zod the schemas run on', () => {
  it('is zod/mini where the browser resolves it, and zod in Node (the gateway)', () => {
    const inBrowser = typeof window !== 'undefined';
    expect('min' in z.string()).toBe(!inBrowser);
  });
});
