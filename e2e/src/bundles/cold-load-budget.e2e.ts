import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coldLoad, coldLoadRoutes, fileOf } from '../../../scripts/cold-load.mjs';

// Bytes are deterministic: the budget is checked on the build output, not in a browser (`npm run bench` measures that).
// docs/adr/003-browser-bytes.md says why 268 and how to get back under 260.
const TEAM_BUDGET_BYTES = 268 * 1024;

const repo = join(import.meta.dirname, '../../..');
const builtJavaScript = (folder: string) =>
  readdirSync(join(repo, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(repo, folder, file), 'utf8'))
    .join('\n');

describe('what a cold load costs', () => {
  it(`keeps the JavaScript of a cold /team load within ${TEAM_BUDGET_BYTES / 1024} KiB gzip`, () => {
    const { files, gzipBytes } = coldLoad('/team');
    const largest = [...files]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([url, bytes]) => `${url} ${(bytes / 1024).toFixed(1)} KiB`);
    expect(
      gzipBytes,
      `cold /team: ${(gzipBytes / 1024).toFixed(1)} KiB; largest: ${largest.join(', ')}`,
    ).toBeLessThanOrEqual(TEAM_BUDGET_BYTES);
    // Loaded on first use only: forms with the first modal, React Query with the first download.
    expect([...files.keys()].filter((url) => /platform-forms|react-query/.test(url))).toEqual([]);
  });

  it('keeps Carbon Charts out of every cold load: they come with the dashboard’s charts (docs/adr/011)', () => {
    for (const route of coldLoadRoutes) {
      const { files } = coldLoad(route);
      // Carbon Charts' class prefix, in their code and their styles.
      const withCharts = [...files.keys()].filter((url) =>
        readFileSync(fileOf(url), 'utf8').includes('cds--cc--'),
      );
      expect(withCharts, `cold ${route}`).toEqual([]);
    }
  });

  it("carries each domain's own GraphQL operations only", () => {
    const team = builtJavaScript('mfe-team/dist');
    const rootConfig = builtJavaScript('root-config/dist/assets');
    expect(team).toContain('TeamMembers');
    expect(team).not.toMatch(/ShellContext|IdentitySession|RegisterOrganization/);
    expect(rootConfig).toContain('ShellContext');
    expect(rootConfig).not.toMatch(/TeamMembers|InviteTeamMember|PendingJoinRequests/);
  });
});
