import { describe, expect, it } from 'vitest';
import { traceparent } from './trace.js';

describe('traceparent', () => {
  it('starts a new sampled W3C trace for every call', () => {
    const first = traceparent();
    const second = traceparent();
    expect(first).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(second.slice(3, 35)).not.toBe(first.slice(3, 35));
  });
});
