import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { DataRoomTable, type DataRoomRow } from './DataRoomTable.js';
import { formatFileSize } from '@seller-portal/shared/formatters';

const base = {
  __typename: 'DataRoomObject' as const,
  size: null,
  type: null,
  extension: null,
  immutable: false,
  uploadedBy: null,
  uploadedDate: null,
  requestedDocument: null,
  filesCount: null,
};
const ROWS: DataRoomRow[] = [
  { ...base, id: 'f1', name: 'Contracts', objectType: 'FOLDER', filesCount: 2 },
  {
    ...base,
    id: 's1',
    name: 'Signed Financing Summary.pdf',
    objectType: 'FILE',
    type: 'FINANCING_SUMMARY',
    extension: 'pdf',
    size: 2048,
    immutable: true,
  },
  {
    ...base,
    id: 'c1',
    name: 'Customers.csv',
    objectType: 'FILE',
    type: 'OTHER',
    extension: 'csv',
    size: 5_000_000,
  },
];

function renderTable(onSelect = vi.fn(), organize = true, view = true) {
  render(
    <DataRoomTable
      rows={ROWS}
      loading={false}
      emptyText="This folder is empty."
      folderPath={(row) => `/files/${row.id}`}
      selected={new Set(['c1'])}
      onSelect={onSelect}
      removing={new Set(['c1'])}
      onAction={vi.fn()}
      organize={organize}
      view={view}
    />,
  );
}

describe('the data room table', () => {
  it('has checkboxes on files only; selecting all selects the files of the page', () => {
    const onSelect = vi.fn();
    renderTable(onSelect);
    expect(screen.queryByRole('checkbox', { name: 'Select Contracts' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Select Customers.csv' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all files on this page' }));
    expect(onSelect).toHaveBeenCalledWith(['s1', 'c1'], true);
    expect(screen.getByRole('link', { name: 'Contracts' }).getAttribute('href')).toBe('/files/f1');
  });

  const menuOf = (name: string) => {
    fireEvent.click(screen.getByRole('button', { name: `Actions for ${name}` }));
    const items = screen.getAllByRole('menuitem', { hidden: true });
    const texts = items.map((item) => item.textContent);
    fireEvent.keyDown(items[0]!, { key: 'Escape' });
    return texts;
  };

  it('offers no Rename, Move nor Delete for an immutable file, and View only for PDFs and images', () => {
    renderTable();
    expect(menuOf('Signed Financing Summary.pdf')).toEqual([
      'Download',
      'View',
      'Mark as requested document',
    ]);
    expect(menuOf('Customers.csv')).toEqual([
      'Download',
      'Rename',
      'Move',
      'Mark as requested document',
      'Delete',
    ]);
  });

  it('offers a folder Rename, Move and Delete', () => {
    renderTable();
    expect(menuOf('Contracts')).toEqual(['Rename', 'Move', 'Delete']);
  });

  it('offers only the spec’s actions when the provider cannot rename, move or delete folders', () => {
    renderTable(vi.fn(), false);
    expect(menuOf('Customers.csv')).toEqual(['Download', 'Delete']);
    expect(screen.queryByRole('button', { name: 'Actions for Contracts' })).toBeNull();
  });

  it('offers no View when the provider cannot show a file inline; Download stays', () => {
    renderTable(vi.fn(), true, false);
    expect(menuOf('Signed Financing Summary.pdf')).toEqual(['Download', 'Mark as requested document']);
  });

  it('marks a deleted row as leaving, and shows sizes as the spec says', () => {
    renderTable();
    expect(screen.getByText('Customers.csv').closest('tr')?.className).toContain('data-room-row--removing');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(999 * 1024)).toBe('999 KB');
    expect(formatFileSize(5_000_000)).toBe('4.77 MB');
  });
});
