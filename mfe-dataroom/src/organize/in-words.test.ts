import { describe, expect, it } from 'vitest';
import { holdingsText } from './in-words.js';

describe('holdingsText', () => {
  it('says what a folder holds as the delete confirmation asks it', () => {
    expect(holdingsText({ files: 3, folders: 1 })).toBe('3 files and 1 folder');
    expect(holdingsText({ files: 1, folders: 0 })).toBe('1 file');
    expect(holdingsText({ files: 0, folders: 2 })).toBe('2 folders');
    expect(holdingsText({ files: 0, folders: 0 })).toBe('');
  });
});
