import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coldLoad, coldLoadRoutes } from '../../../scripts/cold-load.mjs';

// Bytes are deterministic: the budgets are checked on the build output, counted as the gateway sends each file (its
// build's brotli copy), not in a browser (cold-load-wire.e2e.ts holds the browser's figure to this one).
// docs/adr/003-browser-bytes.md has every change of a budget: a route may shrink; to grow it needs a dated section
// there. Each is where the route stood on 2026-11-29, once Carbon was served as three modules by what first views use
// (a dated section there); the goal for every route is 200 KiB.
const ROUTE_BUDGETS_KIB: Readonly<Record<string, number>> = {
  '/': 266,
  '/org': 265,
  '/account': 265,
  '/offers': 274,
  '/customers': 240,
  '/team': 240,
  '/files': 242,
};

const repo = join(import.meta.dirname, '../../..');
const builtJavaScript = (folder: string) =>
  readdirSync(join(repo, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(repo, folder, file), 'utf8'))
    .join('\n');

describe('what a cold load costs', () => {
  it('has a budget for every route a cold load can start on', () => {
    expect(Object.keys(ROUTE_BUDGETS_KIB).sort()).toEqual([...coldLoadRoutes].sort());
  });

  it.each(Object.entries(ROUTE_BUDGETS_KIB))(
    'keeps the JavaScript of a cold %s load within its budget (%d KiB as sent)',
    (route, budgetKiB) => {
      const { files, bytes } = coldLoad(route);
      const largest = [...files]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([url, bytes]) => `${url} ${(bytes / 1024).toFixed(1)} KiB`);
      expect(
        bytes,
        `cold ${route}: ${(bytes / 1024).toFixed(1)} KiB; largest: ${largest.join(', ')}`,
      ).toBeLessThanOrEqual(budgetKiB * 1024);
    },
  );

  it.each(['/', '/offers', '/customers', '/team', '/files'])(
    'loads forms with the first modal and React Query with the first download, not on a cold %s',
    (route) => {
      const { files } = coldLoad(route);
      expect([...files.keys()].filter((url) => /platform-forms|react-query/.test(url))).toEqual([]);
    },
  );

  it.each(['/customers', '/team', '/files'])(
    "fetches no Carbon extras on a cold %s load: what it shows first is in Carbon's common module",
    (route) => {
      const { files } = coldLoad(route);
      expect([...files.keys()].filter((url) => url.includes('carbon-extras'))).toEqual([]);
    },
  );

  it.each([...coldLoadRoutes])(
    'fetches none of the Carbon only later screens and modals use on a cold %s load',
    (route) => {
      const { files } = coldLoad(route);
      expect([...files.keys()].filter((url) => url.includes('carbon-later'))).toEqual([]);
    },
  );

  it("carries each domain's own GraphQL operations only", () => {
    const team = builtJavaScript('mfe-team/dist');
    const rootConfig = builtJavaScript('root-config/dist/assets');
    expect(team).toContain('TeamMembers');
    expect(team).not.toMatch(/ShellContext|IdentitySession|RegisterOrganization/);
    expect(rootConfig).toContain('ShellContext');
    expect(rootConfig).not.toMatch(/TeamMembers|InviteTeamMember|PendingJoinRequests/);
  });
});
