import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { microFrontendFolder, microFrontends } from '@seller-portal/shared/micro-frontends';
import { coldLoadStyles } from '../../../scripts/cold-load.mjs';

// Each domain ships its own rules in its release, beside its module (docs/adr/018). Checked on the build output.
// A cold /team's CSS was 60.2 KiB gzip as one portal stylesheet; split, it is 57.8 KiB (the portal's and the team's);
// sent as the build's brotli copies, 41.4 KiB (docs/adr/003-browser-bytes.md, "brotli, made once").
const TEAM_CSS_BUDGET_BYTES = 42 * 1024;

const repo = join(import.meta.dirname, '../../..');
const folders = microFrontends.map(microFrontendFolder);
const builtCss = (file: string) => readFileSync(join(repo, file), 'utf8');
const portalCss = () => {
  const assets = join('root-config', 'dist', 'assets');
  const portal = readdirSync(join(repo, assets)).find((file) => /^portal-.*\.css$/.test(file));
  if (!portal) throw new Error('root-config/dist has no portal stylesheet');
  return builtCss(join(assets, portal));
};
/** The classes a built stylesheet's selectors name (declarations, where `.5rem` or a URL could stand, aside). */
const classesOf = (css: string) =>
  new Set(
    [...css.replace(/\{[^{}]*\}/g, '{}').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)]
      .map(([, name]) => name!)
      .filter((name) => !name.startsWith('cds--')),
  );

describe("each domain's stylesheet, in the build output", () => {
  it.each(folders)('%s: its release has its stylesheet, beside the module that links it', (folder) => {
    expect(builtCss(join(folder, 'dist', `${folder}.css`)).length).toBeGreaterThan(0);
    // The module links it, itself or through a chunk it shares with its parcels module (docs/adr/020).
    const scripts = readdirSync(join(repo, folder, 'dist')).filter((file) => file.endsWith('.js'));
    expect(scripts).toContain(`${folder}.js`);
    expect(scripts.some((file) => builtCss(join(folder, 'dist', file)).includes(`"${folder}.css"`))).toBe(
      true,
    );
  });

  it("styles its own classes, which neither the portal's stylesheet nor another domain's styles", () => {
    const owners = new Map<string, string[]>();
    const stylesheets: [string, string][] = [
      ['root-config', portalCss()],
      ...folders.map((folder): [string, string] => [folder, builtCss(join(folder, 'dist', `${folder}.css`))]),
    ];
    for (const [owner, css] of stylesheets)
      for (const name of classesOf(css)) owners.set(name, [...(owners.get(name) ?? []), owner]);
    const twice = [...owners]
      .filter(([, list]) => list.length > 1)
      .map(([name, list]) => `.${name}: ${list}`);
    expect(twice).toEqual([]);
  });

  it(`keeps the CSS of a cold /team load to the portal's and the team's, within ${TEAM_CSS_BUDGET_BYTES / 1024} KiB as sent`, () => {
    const { files, bytes } = coldLoadStyles('/team');
    expect([...files.keys()].filter((url) => String(url).startsWith('/mfe-'))).toEqual([
      '/mfe-team/mfe-team.css',
    ]);
    expect(bytes, `cold /team CSS: ${(bytes / 1024).toFixed(1)} KiB`).toBeLessThanOrEqual(
      TEAM_CSS_BUDGET_BYTES,
    );
  });
});
