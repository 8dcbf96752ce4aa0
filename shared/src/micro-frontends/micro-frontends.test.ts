import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  isActiveAt,
  microFrontendFolder,
  microFrontendModule,
  microFrontendParcels,
  microFrontends,
  PARCELS_SOURCE,
} from './index.js';

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

  // docs/adr/020: a host mounts a domain's parcel from its parcels module, never from the module with its screens.
  it.each(microFrontends.map((mfe) => [microFrontendFolder(mfe), mfe] as const))(
    "%s's parcels module exports what the list declares, and its own module exports no parcel",
    (folder, mfe) => {
      const source = (file: string) => new URL(`../../../${folder}/${file}`, import.meta.url);
      const entry = readFileSync(source(`src/${folder}.tsx`), 'utf8');
      expect(entry).not.toMatch(/Parcel\b/);
      const parcels = microFrontendParcels(mfe);
      expect(existsSync(source(PARCELS_SOURCE))).toBe(parcels !== null);
      if (!parcels) return;
      expect(parcels).toEqual({
        module: `${microFrontendModule(mfe)}/parcels`,
        file: `${folder}-parcels.js`,
      });
      const exported = [...readFileSync(source(PARCELS_SOURCE), 'utf8').matchAll(/\b(\w+Parcel),/g)].map(
        ([, name]) => name,
      );
      expect(exported.sort()).toEqual([...(mfe.parcels ?? [])].sort());
    },
  );
});
