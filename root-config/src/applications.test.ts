import { describe, expect, it } from 'vitest';
import { gateApplications, portalApplications } from './applications';

function activeAt(path: string): string[] {
  const location = new URL(path, 'https://portal.example') as unknown as Location;
  return portalApplications.filter((app) => app.activeWhen(location)).map((app) => app.name);
}

describe('portalApplications', () => {
  it('registers every micro-frontend of the manifest under its import-map name', () => {
    expect(portalApplications.map((app) => app.name)).toEqual([
      '@seller-portal/mfe-org',
      '@seller-portal/mfe-offers',
      '@seller-portal/mfe-customers',
      '@seller-portal/mfe-team',
      '@seller-portal/mfe-dataroom',
    ]);
  });

  it.each([
    ['/?welcome=1', '@seller-portal/mfe-org'],
    ['/team/requests', '@seller-portal/mfe-team'],
  ])('reads the location path at %s', (path, name) => {
    expect(activeAt(path)).toEqual([name]);
  });

  it("mounts nothing at a page the shell's rule closes, so the shell shows the not-found screen", () => {
    gateApplications((pathname) => !pathname.startsWith('/team'));
    try {
      expect(activeAt('/team')).toEqual([]);
      expect(activeAt('/offers')).toEqual(['@seller-portal/mfe-offers']);
    } finally {
      gateApplications(() => true);
    }
  });
});
