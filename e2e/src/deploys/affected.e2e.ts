import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const turbo = join(repo, 'node_modules', '.bin', 'turbo');
const clones: string[] = [];

afterEach(() => {
  for (const clone of clones.splice(0)) rmSync(clone, { recursive: true, force: true });
});

/** The tasks `npm run affected` (turbo run build test --affected) would run after editing `files` in a fresh clone. */
function affectedBy(...files: string[]): string[] {
  const clone = join(mkdtempSync(join(tmpdir(), 'affected-')), 'repo');
  clones.push(join(clone, '..'));
  execFileSync('git', ['clone', '-q', repo, clone]);
  for (const file of files) appendFileSync(join(clone, file), '\n// an edit\n');
  const plan = execFileSync(turbo, ['run', 'build', 'test', '--affected', '--dry=json'], {
    cwd: clone,
    env: { ...process.env, TURBO_SCM_BASE: 'HEAD' },
    encoding: 'utf8',
  });
  return (JSON.parse(plan) as { tasks: { taskId: string }[] }).tasks.map((task) => task.taskId).sort();
}

describe('building and testing only what changed', () => {
  it('an edit inside mfe-team builds and tests mfe-team alone (shared is only built, from the cache)', () => {
    expect(affectedBy('mfe-team/src/TeamArea.tsx')).toEqual([
      '@seller-portal/mfe-team#build',
      '@seller-portal/mfe-team#test',
      '@seller-portal/shared#build',
    ]);
  });

  it("an edit of one micro-frontend's operation and its regenerated types builds and tests that one alone", () => {
    // `npm run codegen` writes the operation's types inside the package (src/graphql/generated), not in shared.
    expect(
      affectedBy('mfe-team/src/viewer/team-viewer.query.ts', 'mfe-team/src/graphql/generated/graphql.ts'),
    ).toEqual([
      '@seller-portal/mfe-team#build',
      '@seller-portal/mfe-team#test',
      '@seller-portal/shared#build',
    ]);
  });

  it('an edit in shared builds and tests everything that depends on it', () => {
    const tasks = affectedBy('shared/src/formatters/money.ts');
    for (const name of ['shared', 'gateway', 'root-config', 'mfe-team', 'mfe-org', 'mfe-customers']) {
      expect(tasks, name).toContain(`@seller-portal/${name}#test`);
    }
  });
});
