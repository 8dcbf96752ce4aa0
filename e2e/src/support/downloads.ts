import { readFileSync } from 'node:fs';
import type { Download, Page } from 'playwright-core';

/** The download `start` makes the page begin. */
export async function savedDownload(page: Page, start: () => Promise<unknown>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), start()]);
  return download;
}

/** A downloaded CSV's rows (the header first), its quoted cells unquoted. */
export async function csvOf(download: Download): Promise<string[][]> {
  const text = readFileSync((await download.path())!, 'utf8');
  return text
    .trim()
    .split('\r\n')
    .map((line) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((m) => m[1]!.replace(/^"|"$/g, '')),
    )
    .map((cells) => cells.slice(0, -1));
}
