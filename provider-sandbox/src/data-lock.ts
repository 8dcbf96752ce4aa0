import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Another process holds the sandbox's data folder; PGlite must never open one folder twice. */
export class DataFolderInUseError extends Error {
  override name = 'DataFolderInUseError';
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims `<dataDir>.lock` for this process (a stale lock of a process that is gone is taken over); answers the
 * function that releases it.
 */
export function lockDataFolder(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    if (Number.isInteger(pid) && pid !== process.pid && isRunning(pid)) {
      throw new DataFolderInUseError(
        `the sandbox data in ${dataDir} is in use by another running sandbox (process ${pid}): stop it first, ` +
          'or give this one its own folder with SANDBOX_DATA_DIR',
      );
    }
  }
  mkdirSync(dirname(lockFile), { recursive: true });
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}
