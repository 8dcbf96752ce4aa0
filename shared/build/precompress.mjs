// Brotli copies of a build's scripts and stylesheets, made once when it is built (docs/adr/003-browser-bytes.md, dated
// section "brotli, made once"): the gateway sends `<file>.br` to a browser that accepts it, instead of compressing
// each answer with gzip.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);

/** Which files get a brotli copy: scripts and stylesheets (fonts and images are compressed already). */
export const PRECOMPRESSED = /\.(js|css)$/;

/** A file's brotli copy, at the best quality: a build pays once what every cold load gains. */
export const brotli = (content) =>
  compress(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });

/** Writes `<file>.br` beside every script and stylesheet under `dir`. */
export async function writeBrotliCopies(dir) {
  const files = (await readdir(dir, { recursive: true })).filter((file) => PRECOMPRESSED.test(file));
  await Promise.all(
    files.map(async (file) =>
      writeFile(join(dir, `${file}.br`), await brotli(await readFile(join(dir, file)))),
    ),
  );
}

/** A Vite plugin: the brotli copies once the build is written. */
export function brotliCopies() {
  let outDir = 'dist';
  let building = false;
  return {
    name: 'seller-portal:brotli-copies',
    configResolved(config) {
      building = config.command === 'build' && !config.build.watch;
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (building) await writeBrotliCopies(outDir);
    },
  };
}
