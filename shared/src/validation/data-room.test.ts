import { describe, expect, it } from 'vitest';
import {
  cleanFileName,
  fileNameSchema,
  firstErrorPerField,
  folderNameSchema,
  uploadProblem,
} from './index.js';

const folderNameError = (name: string) => {
  const result = folderNameSchema.safeParse({ name });
  return result.success ? null : firstErrorPerField(result.error).name;
};

describe('folderNameSchema', () => {
  it("gives the spec's rules their messages: required, 128 at most, no leading space, letters digits spaces _ -", () => {
    expect(folderNameError('')).toBe('Please enter a name for the folder');
    expect(folderNameError('   ')).toBe('Please enter a name for the folder');
    expect(folderNameError('a'.repeat(129))).toBe('The folder name can have at most 128 characters');
    expect(folderNameError(' Contracts')).toBe('The folder name cannot start with a space');
    expect(folderNameError('Q1/Q2')).toBe('Use only letters, digits, spaces, _ and -');
    expect(folderNameError('..')).toBe('Use only letters, digits, spaces, _ and -');
    expect(folderNameError('Board_Minutes-2025 Übersicht')).toBeNull();
    expect(folderNameSchema.parse({ name: 'Signed  ' })).toEqual({ name: 'Signed' });
  });
});

describe('fileNameSchema', () => {
  it('cleans a new file name as an upload does and keeps an extension', () => {
    const error = (name: string) => {
      const result = fileNameSchema.safeParse({ name });
      return result.success ? null : firstErrorPerField(result.error).name;
    };
    expect(error('  ')).toBe('Please enter a name for the file');
    expect(error('Report')).toBe("The name must keep the file's extension");
    expect(fileNameSchema.parse({ name: '../Q1 "final".pdf' })).toEqual({ name: 'Q1 final.pdf' });
  });
});

describe('cleanFileName', () => {
  it('keeps the last path segment, drops control characters, quotes and `..`, keeps unicode', () => {
    expect(cleanFileName('../../etc/passwd.txt')).toBe('passwd.txt');
    expect(cleanFileName('C:\\Users\\me\\report.pdf')).toBe('report.pdf');
    expect(cleanFileName('bell\u0007and"quote.txt')).toBe('bellandquote.txt');
    expect(cleanFileName('Übersicht – 日本..pdf')).toBe('Übersicht – 日本.pdf');
    expect(cleanFileName('..')).toBe('');
    expect(cleanFileName('.hidden.txt')).toBe('hidden.txt');
  });

  it('drops bidi overrides and invisible characters, so a name shows what the file is', () => {
    // Displayed with the override, this reads "reportfdp.png".
    expect(cleanFileName('report\u202Egnp.pdf')).toBe('reportgnp.pdf');
    expect(cleanFileName('in\u200Bvoice\u2066.pdf\u2069.exe.pdf')).toBe('invoice.pdf.exe.pdf');
    expect(cleanFileName('line\r\nbreak.txt')).toBe('linebreak.txt');
  });
});

describe('uploadProblem', () => {
  it('names the file whose extension is not allowed or that is over 25 MB', () => {
    expect(uploadProblem({ name: 'setup.exe', size: 10 })).toBe('Not a valid file extension for setup.exe');
    expect(uploadProblem({ name: 'plan.PDF', size: 10 })).toBeNull();
    expect(uploadProblem({ name: 'big.csv', size: 25 * 1024 * 1024 + 1 })).toBe(
      'big.csv is larger than 25 MB',
    );
    expect(uploadProblem({ name: '..', size: 1 })).toBe('Not a valid file name');
  });
});
