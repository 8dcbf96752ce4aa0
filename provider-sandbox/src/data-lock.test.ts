import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataFolderInUseError, lockDataFolder } from './data-lock.js';

const folders: string[] = [];
const dataDir = () => {
  const folder = mkdtempSync(join(tmpdir(), 'data-lock-'));
  folders.push(folder);
  return join(folder, 'sandbox');
};

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the sandbox data folder lock', () => {
  it('refuses a second running sandbox on the same folder, naming the other process', () => {
    const dir = dataDir();
    // Another live process (the test runner's parent) holds the folder.
    writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => lockDataFolder(dir)).toThrow(DataFolderInUseError);
    expect(() => lockDataFolder(dir)).toThrow(new RegExp(`process ${process.ppid}`));
  });

  it('takes over the lock of a sandbox that is gone, and releases it', () => {
    const dir = dataDir();
    writeFileSync(`${dir}.lock`, '2147483646');
    const release = lockDataFolder(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });
});
