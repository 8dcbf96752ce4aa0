import { describe, expect, it } from 'vitest';
import { portalApplications } from './applications';

function activeAt(path: string): string[] {
  const location = new URL(path, 'https://portal.example') as unknown as Location;
  return portalApplications.filter((app) => app.activeWhen(location)).map((app) => app.name);
}

describe('portalApplications', () => {
  it.each([
    ['/', '@seller-portal/mfe-org'],
    ['/?welcome=1', '@seller-portal/mfe-org'],
    ['/org/company', '@seller-portal/mfe-org'],
    ['/account', '@seller-portal/mfe-org'],
    ['/offers/12', '@seller-portal/mfe-offers'],
    ['/customers', '@seller-portal/mfe-customers'],
    ['/team', '@seller-portal/mfe-team'],
    ['/files/folder/3', '@seller-portal/mfe-dataroom'],
  ])('shows exactly one application at %s', (path, name) => {
    expect(activeAt(path)).toEqual([name]);
  });

  it.each(['/organization', '/teams', '/callback', '/nowhere'])('shows none at %s', (path) => {
    expect(activeAt(path)).toEqual([]);
  });
});
