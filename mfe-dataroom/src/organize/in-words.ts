import { fieldErrorsOf, reasonOf } from '@seller-portal/platform';

/** A failure toast's title: the gateway's reason in words (a name taken, a move into itself), else the fallback. */
export const inWords =
  (fallback: string) =>
  (error: unknown): string =>
    reasonOf(error) ?? Object.values(fieldErrorsOf(error) ?? {})[0] ?? fallback;

/** What a folder holds in words: "3 files and 1 folder"; '' for nothing. */
export function holdingsText({ files, folders }: { files: number; folders: number }): string {
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return [files ? count(files, 'file') : '', folders ? count(folders, 'folder') : '']
    .filter(Boolean)
    .join(' and ');
}
