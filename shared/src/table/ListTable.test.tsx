import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Button, TableCell } from '@carbon/react';
import { ListTable, type ListTableProps } from './ListTable.js';

interface Member {
  id: string;
  name: string;
}

const COLUMNS = [
  { key: 'name', header: 'Name' },
  { key: 'actions', header: 'Actions', hiddenHeader: true },
];

function renderList(props: Partial<ListTableProps<Member>> = {}) {
  return render(
    <ListTable<Member>
      label="Team members"
      columns={COLUMNS}
      rows={[
        { id: 'm1', name: 'Ada Admin' },
        { id: 'm2', name: 'Sam Sales' },
      ]}
      rowKey={(member) => member.id}
      cells={(member) => (
        <>
          <TableCell>{member.name}</TableCell>
          <TableCell>
            <Button size="sm">Manage {member.name}</Button>
          </TableCell>
        </>
      )}
      loading={false}
      failed={false}
      emptyText="There are no team members yet."
      {...props}
    />,
  );
}

describe('ListTable', () => {
  it('shows each row under its headers; an actions column is named for screen readers only', () => {
    renderList();
    const table = screen.getByRole('table', { name: 'Team members' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Actions']);
    expect(within(table).getByText('Actions').className).toContain('visually-hidden');
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Ada AdminManage Ada Admin', 'Sam SalesManage Sam Sales']);
  });

  it('shows a skeleton, not an empty table, until the first answer arrives', () => {
    const { container } = renderList({ rows: undefined, loading: true });
    expect(screen.queryByRole('table', { name: 'Team members' })).toBeNull();
    expect(container.querySelector('.cds--skeleton')).not.toBeNull();
  });

  it('says what an empty answer means', () => {
    renderList({ rows: [] });
    expect(screen.getByRole('cell', { name: 'There are no team members yet.' })).toBeTruthy();
  });

  it("shows the spec's failure words when the first load fails, and keeps the rows when a search fails", () => {
    const { unmount } = renderList({ rows: undefined, failed: true });
    expect(screen.getByText('Something went wrong. Try again.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    unmount();
    renderList({ searchFailed: true });
    expect(screen.getByRole('alert').textContent).toContain('The rows below are from before the search.');
    expect(screen.getByRole('table', { name: 'Team members' })).toBeTruthy();
  });

  it('keeps its toolbar when the first load fails, so the filters stay and Refresh can retry', () => {
    const onRefresh = vi.fn();
    renderList({
      rows: undefined,
      failed: true,
      toolbar: { label: 'Offers filters', filters: <Button>Clear Filters</Button>, onRefresh },
      pagination: { page: 1, pageSize: 10, pageSizes: [10], onChange: vi.fn(), totalItems: 0 },
    });
    expect(screen.getByText('Something went wrong. Try again.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledOnce();
    expect(screen.queryByText(/items per page/i)).toBeNull();
  });

  it('orders by a sortable column: its header says the order shown and a click asks for the next', () => {
    const onSort = vi.fn();
    renderList({
      columns: [
        { key: 'name', header: 'Name', sortable: true },
        { key: 'joined', header: 'Joined', sortable: true },
        { key: 'actions', header: 'Actions', hiddenHeader: true },
      ],
      sort: { key: 'joined', direction: 'DESC', onSort },
    });
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.getAttribute('aria-sort'))).toEqual(['none', 'descending', null]);
    fireEvent.click(within(headers[0]!).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith('name');
  });

  it('searches, clears, refreshes (not while loading) and shows the list’s own buttons in its toolbar', () => {
    const onChange = vi.fn();
    const onRefresh = vi.fn();
    const { rerender } = renderList({
      toolbar: {
        label: 'Team toolbar',
        search: { label: 'Name or Email', text: '', onChange },
        onRefresh,
        actions: <Button>Invite a Team Member</Button>,
      },
    });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Name or Email' }), { target: { value: 'ada' } });
    expect(onChange).toHaveBeenLastCalledWith('ada');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Invite a Team Member' })).toBeTruthy();
    rerender(
      <ListTable<Member>
        label="Team members"
        columns={COLUMNS}
        rows={[]}
        rowKey={(member) => member.id}
        cells={() => null}
        loading
        failed={false}
        emptyText="No team members match your search."
        toolbar={{
          label: 'Team toolbar',
          search: { label: 'Name or Email', text: 'ada', onChange },
          onRefresh,
        }}
      />,
    );
    expect((screen.getByRole('button', { name: 'Refresh' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Clear search input' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('selects rows by their boxes, all those shown from the header, and only the rows that take a box', () => {
    const onSelect = vi.fn();
    const selection = {
      selected: new Set(['m2']),
      selectable: (member: Member) => member.id !== 'm3',
      onSelect,
      allLabel: 'Select all members',
      rowLabel: (member: Member) => `Select ${member.name}`,
    };
    const rows = [
      { id: 'm1', name: 'Ada Admin' },
      { id: 'm2', name: 'Sam Sales' },
      { id: 'm3', name: 'Owen Owner' },
    ];
    const { rerender } = renderList({ rows, selection, rowClassName: (member) => `row-${member.id}` });
    const all = screen.getByRole('checkbox', { name: 'Select all members' }) as HTMLInputElement;
    expect(all.checked).toBe(false);
    expect(all.indeterminate).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Select Sam Sales' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.queryByRole('checkbox', { name: 'Select Owen Owner' })).toBeNull();
    expect(screen.getByText('Owen Owner').closest('tr')?.className).toContain('row-m3');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ada Admin' }));
    expect(onSelect).toHaveBeenLastCalledWith(['m1'], true);
    fireEvent.click(all);
    expect(onSelect).toHaveBeenLastCalledWith(['m1', 'm2'], true);
    rerender(
      <ListTable<Member>
        label="Team members"
        columns={COLUMNS}
        rows={rows}
        rowKey={(member) => member.id}
        cells={(member) => <TableCell>{member.name}</TableCell>}
        loading={false}
        failed={false}
        emptyText="There are no team members yet."
        selection={{ ...selection, selected: new Set(['m1', 'm2']) }}
      />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all members' }));
    expect(onSelect).toHaveBeenLastCalledWith(['m1', 'm2'], false);
  });

  it('names its pagination buttons after the list when the page shows two', () => {
    renderList({
      pagination: {
        page: 1,
        pageSize: 10,
        pageSizes: [10],
        pageSizeInputDisabled: true,
        onChange: vi.fn(),
        totalItems: 25,
        backwardText: 'Previous activity page',
        forwardText: 'Next activity page',
      },
    });
    expect(screen.getByRole('button', { name: 'Next activity page' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
  });
});
