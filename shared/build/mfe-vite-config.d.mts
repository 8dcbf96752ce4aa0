import type { Plugin, PluginOption, UserConfig } from 'vite';

export const importMapModules: string[];
export function isImportMapImport(id: string): boolean;
export const carbonInJsdom: string;
export const platformSource: string;
export const platformFormsSource: string;
export const carbonSubsets: { module: string; source: string }[];
export function readSubsetExports(subset: { module: string; source: string }): Set<string>;
export const portalStylesheet: string;
export function carbonStylesOf(component: string): string[] | null;
export function unstyledCarbonComponents(): string[];
export function carbonSubsetGuard(): Plugin;
export function importMapGuard(): Plugin;
/** `import stylesheet from './styles/<domain>.scss?stylesheet'`: the rules into `cssFile`, and its URL (docs/adr/018). */
export function domainStylesheet(cssFile: string): Plugin;
/** How long one browser test may take on a loaded 2-core machine. */
export const BROWSER_TEST_TIMEOUT_MS: number;
export const browserTestConfig: UserConfig & { test: Record<string, unknown> };
/** React with codegen's optimizer, reading the typed documents of the package at `root`. */
export function reactWithOwnOperations(root: string): PluginOption;
export function defineMicroFrontendConfig(options: { name: string; root: string }): UserConfig;
