import { describe, expect, it } from 'vitest';
import { replaceOperationsFor } from './replace-operations.js';

describe('replaceOperationsFor', () => {
  const current = { firstName: 'Ada', lastName: 'Admin', phoneNumber: null as string | null, roles: ['r1'] };

  it('sends only the fields that changed, blank text as null', () => {
    expect(
      replaceOperationsFor(current, { firstName: 'Ada', lastName: 'Lovelace', phoneNumber: '' }),
    ).toEqual([{ op: 'replace', path: '/lastName', value: 'Lovelace' }]);
    expect(replaceOperationsFor({ ...current, phoneNumber: '5550100199' }, { phoneNumber: '' })).toEqual([
      { op: 'replace', path: '/phoneNumber', value: null },
    ]);
  });

  it('compares lists by content and leaves out fields the form does not carry', () => {
    expect(replaceOperationsFor(current, { roles: ['r1'] })).toEqual([]);
    expect(replaceOperationsFor(current, { roles: ['r2'], firstName: undefined })).toEqual([
      { op: 'replace', path: '/roles', value: ['r2'] },
    ]);
  });
});
