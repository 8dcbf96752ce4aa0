import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { microFrontendFolder, microFrontends, type MicroFrontend } from './index.js';

// Each domain's rules ship in its own release (docs/adr/018): root-config keeps Carbon, the shell and what shared code
// renders in any domain; a domain's stylesheet styles that domain's classes only.

const repo = join(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(join(repo, path), 'utf8');

/** The class names a domain's rules start with; `<domain>-` unless it says otherwise. */
const CLASS_PREFIXES: Record<string, readonly string[]> = {
  org: ['org-', 'dashboard-', 'portfolio'],
  offers: ['offers-', 'offer-create'],
  dataroom: ['data-room'],
};
const prefixesOf = ({ domain }: MicroFrontend) => CLASS_PREFIXES[domain] ?? [`${domain}-`];

/** The classes a stylesheet's selectors name (comments, strings and `@use` lines aside). */
function classesOf(scss: string): Set<string> {
  const code = scss.replace(/\/\*[\s\S]*?\*\/|\/\/.*$|'[^']*'|^@use .*$/gm, '');
  return new Set([...code.matchAll(/\.(-?[_a-zA-Z][\w-]*)(?![\w(-])/g)].map(([, name]) => name!));
}

/** The source files of a folder, recursively. */
function sourcesOf(folder: string): string[] {
  return readdirSync(join(repo, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(folder, file));
}

/** Whether a class is written in shared code (as a whole class name in a string). */
const sharedSources = sourcesOf('shared/src').map(read);
const renderedByShared = (name: string) =>
  sharedSources.some((code) => new RegExp(`["'\`\\s]${name}["'\`\\s]`).test(code));

const stylesheetOf = (mfe: MicroFrontend) => `${microFrontendFolder(mfe)}/src/styles/${mfe.domain}.scss`;

describe("each domain's styles", () => {
  it("are not in root-config's portal.scss, but for classes shared code renders in any domain", () => {
    const portal = classesOf(read('root-config/src/styles/portal.scss'));
    const misplaced = microFrontends.flatMap((mfe) =>
      [...portal]
        .filter((name) => prefixesOf(mfe).some((prefix) => name.startsWith(prefix)))
        .filter((name) => !renderedByShared(name))
        .map((name) => `.${name} (move it to ${stylesheetOf(mfe)})`),
    );
    expect(misplaced).toEqual([]);
  });

  it.each(microFrontends.map((mfe) => [mfe.domain, mfe] as const))(
    '%s: its stylesheet styles its own classes only',
    (_domain, mfe) => {
      expect(existsSync(join(repo, stylesheetOf(mfe))), stylesheetOf(mfe)).toBe(true);
      const foreign = [...classesOf(read(stylesheetOf(mfe)))].filter(
        (name) => !name.startsWith('cds--') && !prefixesOf(mfe).some((prefix) => name.startsWith(prefix)),
      );
      expect(foreign).toEqual([]);
    },
  );

  it.each(microFrontends.map((mfe) => [mfe.domain, mfe] as const))(
    '%s: its application and every parcel link it while they are mounted',
    (_domain, mfe) => {
      const folder = microFrontendFolder(mfe);
      const mounted = sourcesOf(`${folder}/src`).filter((file) =>
        /\bcreate(MicroFrontend|Parcel)\b\s*(<[^>]*>)?\(/.test(read(file)),
      );
      expect(mounted).toContain(join(folder, 'src', `${folder}.tsx`));
      for (const file of mounted) {
        const code = read(file);
        expect(code, file).toMatch(
          new RegExp(`import stylesheet from '[./]+/styles/${mfe.domain}\\.scss\\?stylesheet';`),
        );
        expect(code, file).toMatch(/\bstylesheet(,|\s*})/);
      }
    },
  );
});
