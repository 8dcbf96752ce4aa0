import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { UploadModal } from './UploadModal.js';

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

function open(files: File[]) {
  render(
    <MockedProvider mocks={[]}>
      <UploadModal folderId="folder-1" initialFiles={files} onClose={vi.fn()} onUploaded={vi.fn()} />
    </MockedProvider>,
  );
  return screen.getByRole('button', { name: 'Upload' });
}

describe('Upload Files: what the browser refuses before sending', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('names a file whose extension is not allowed and keeps Upload disabled until it is removed', () => {
    const upload = open([file('plan.pdf'), file('setup.exe')]);
    expect(screen.getByText('Not a valid file extension for setup.exe')).toBeTruthy();
    expect((upload as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove' })[1]!);
    expect((screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('refuses a file over 25 MB, and more than 25 files at a time', () => {
    const upload = open([
      Object.defineProperty(file('big.pdf'), 'size', { value: 25 * 1024 * 1024 + 1 }),
      ...Array.from({ length: 25 }, (_, index) => file(`note-${index}.txt`)),
    ]);
    expect(screen.getByText('big.pdf is larger than 25 MB')).toBeTruthy();
    expect(screen.getByText('only a maximum of 25 files at a time')).toBeTruthy();
    expect((upload as HTMLButtonElement).disabled).toBe(true);
  });

  it('renames files before upload and offers the six types, Other first chosen', () => {
    open([file('../../reports/Q1 "final".pdf')]);
    expect(screen.getByText('Q1 final.pdf')).toBeTruthy();
    const type = screen.getByLabelText('Type of Q1 final.pdf') as HTMLSelectElement;
    expect(type.value).toBe('OTHER');
    expect([...type.options].map((option) => option.text)).toEqual([
      'Order Form',
      'MSA',
      'SOW',
      'Other',
      'Financing Summary',
      'Personal Guaranty',
    ]);
  });
});
