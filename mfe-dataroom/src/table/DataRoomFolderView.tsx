import { Suspense, useState } from 'react';
import { Button } from '@carbon/react';
import { lazyComponent, showToast } from '@seller-portal/platform';
import { downloadFiles } from '../files/file-routes.js';
import { DataRoomTable, type DataRoomRow } from './DataRoomTable.js';
import { DropArea } from './DropArea.js';
import { FolderBreadcrumb, type FolderBreadcrumbProps } from './FolderBreadcrumb.js';
import { useDataRoomFeatures } from '../access/use-data-room-access.js';
import { useFileActions } from './use-file-actions.js';

const AddFolderModal = lazyComponent(() => import('../folders/AddFolderModal.js'), 'AddFolderModal');
const UploadModal = lazyComponent(() => import('../upload/UploadModal.js'), 'UploadModal');

export const PAGE_SIZES = [10, 20, 50];

export interface DataRoomFolderViewProps {
  /** The folder shown; null while it loads. */
  folderId: string | null;
  trail: FolderBreadcrumbProps['trail'];
  /** Undefined until the folder's first answer. */
  rows: readonly DataRoomRow[] | undefined;
  loading: boolean;
  totalItems: number;
  paging: { page: number; size: number };
  onPaging: (paging: { page: number; size: number }) => void;
  search: string;
  onSearch: (text: string) => void;
  folderPath: (folder: DataRoomRow) => string;
  /** Read the folder again (after an upload, a new folder or a delete). */
  onChanged: () => void;
  /** Something was done to a file (the activity list reads itself again). */
  onActivity: () => void;
}

/** One folder of the data room, as both page variants show it (spec 02 sections 2, 4 and 8). */
export function DataRoomFolderView(props: DataRoomFolderViewProps) {
  const { folderId, rows, paging, onActivity } = props;
  const features = useDataRoomFeatures();
  const onChanged = () => {
    props.onChanged();
    onActivity();
  };
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [addingFolder, setAddingFolder] = useState(false);
  const [upload, setUpload] = useState<{ files: readonly File[] } | null>(null);
  const [downloading, setDownloading] = useState(false);
  const { removing, run, dialogs } = useFileActions(onChanged, onActivity, folderId);
  // What is selected stays on the rows shown: another page, folder or search starts from nothing.
  const shown = new Set((rows ?? []).map((row) => row.id));
  const selection = [...selected].filter((id) => shown.has(id));

  const downloadSelected = async () => {
    setDownloading(true);
    try {
      const name = await downloadFiles(selection);
      showToast({ kind: 'success', title: `File ${name} downloaded successfully.` });
      onActivity();
    } catch {
      showToast({ kind: 'error', title: 'An error occurred while trying to download the files' });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <FolderBreadcrumb trail={props.trail} />
      <DropArea onFiles={(files) => folderId && setUpload({ files })}>
        <DataRoomTable
          rows={rows}
          loading={props.loading}
          emptyText={props.search ? 'No files or folders match this name.' : 'This folder is empty.'}
          toolbar={{
            label: 'Data room toolbar',
            search: { label: 'File Name', text: props.search, onChange: props.onSearch },
            actions: (
              <>
                <Button kind="ghost" onClick={() => setAddingFolder(true)}>
                  Add Folder
                </Button>
                <Button
                  kind="tertiary"
                  disabled={selection.length === 0 || downloading}
                  onClick={() => void downloadSelected()}
                >
                  {selection.length > 0 ? `Download (${selection.length})` : 'Download'}
                </Button>
                <Button onClick={() => setUpload({ files: [] })}>Upload Files</Button>
              </>
            ),
          }}
          pagination={{
            page: paging.page + 1,
            pageSize: paging.size,
            pageSizes: PAGE_SIZES,
            totalItems: props.totalItems,
            onChange: ({ page, pageSize }) =>
              props.onPaging({ size: pageSize, page: pageSize === paging.size ? page - 1 : 0 }),
          }}
          folderPath={props.folderPath}
          selected={new Set(selection)}
          onSelect={(ids, on) =>
            setSelected((current) => {
              const next = new Set([...current].filter((id) => shown.has(id)));
              for (const id of ids) {
                if (on) next.add(id);
                else next.delete(id);
              }
              return next;
            })
          }
          removing={removing}
          onAction={run}
          organize={features.organize}
          view={features.view}
        />
      </DropArea>
      {dialogs}
      <Suspense fallback={null}>
        {addingFolder && folderId ? (
          <AddFolderModal parentId={folderId} onClose={() => setAddingFolder(false)} onCreated={onChanged} />
        ) : null}
        {upload && folderId ? (
          <UploadModal
            folderId={folderId}
            initialFiles={upload.files}
            onClose={() => setUpload(null)}
            onUploaded={onChanged}
          />
        ) : null}
      </Suspense>
    </>
  );
}
