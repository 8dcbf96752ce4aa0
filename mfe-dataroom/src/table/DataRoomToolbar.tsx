import { Button, TableToolbar, TableToolbarContent, TableToolbarSearch } from '@carbon/react';

export interface DataRoomToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  selectedCount: number;
  downloading: boolean;
  onAddFolder: () => void;
  onDownload: () => void;
  onUpload: () => void;
}

/** File Name search, Add Folder, Download (disabled with nothing selected) and Upload Files (spec 02 section 2). */
export function DataRoomToolbar({
  search,
  onSearch,
  selectedCount,
  downloading,
  onAddFolder,
  onDownload,
  onUpload,
}: DataRoomToolbarProps) {
  return (
    <TableToolbar aria-label="Data room toolbar">
      <TableToolbarContent>
        <TableToolbarSearch
          persistent
          placeholder="File Name"
          labelText="File Name"
          value={search}
          onChange={(event) => onSearch(typeof event === 'string' ? event : event.target.value)}
          onClear={() => onSearch('')}
        />
        <Button kind="ghost" onClick={onAddFolder}>
          Add Folder
        </Button>
        <Button kind="tertiary" disabled={selectedCount === 0 || downloading} onClick={onDownload}>
          {selectedCount > 0 ? `Download (${selectedCount})` : 'Download'}
        </Button>
        <Button onClick={onUpload}>Upload Files</Button>
      </TableToolbarContent>
    </TableToolbar>
  );
}
