import { describe, expect, it } from 'vitest';
import { isActiveAt, microFrontendModule, microFrontends } from './index.js';

const activeAt = (path: string) =>
  microFrontends.filter((mfe) => isActiveAt(mfe, path)).map((mfe) => microFrontendModule(mfe));

describe('the micro-frontend manifest', () => {
  it.each([
    ['/', '@seller-portal/mfe-org'],
    ['/org/company', '@seller-portal/mfe-org'],
    ['/account', '@seller-portal/mfe-org'],
    ['/offers/12', '@seller-portal/mfe-offers'],
    ['/customers', '@seller-portal/mfe-customers'],
    ['/team', '@seller-portal/mfe-team'],
    ['/team/', '@seller-portal/mfe-team'],
    ['/team/x/y', '@seller-portal/mfe-team'],
    ['/files/folder/3', '@seller-portal/mfe-dataroom'],
  ])('shows exactly one micro-frontend at %s', (path, name) => {
    expect(activeAt(path)).toEqual([name]);
  });

  it.each(['/organization', '/teams', '/callback', '/nowhere'])('shows none at %s', (path) => {
    expect(activeAt(path)).toEqual([]);
  });

  it('gives every micro-frontend its own dev port', () => {
    const ports = microFrontends.map((mfe) => mfe.devPort);
    expect(new Set(ports).size).toBe(ports.length);
  });
});
