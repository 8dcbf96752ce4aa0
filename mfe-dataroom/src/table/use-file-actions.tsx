import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { lazyComponent, showToast } from '@seller-portal/platform';
import { downloadFile } from '../files/file-routes.js';
import type { DataRoomRow, FileAction } from './DataRoomTable.js';

const DeleteFileModal = lazyComponent(() => import('../delete/DeleteFileModal.js'), 'DeleteFileModal');
const FilePreviewModal = lazyComponent(() => import('../preview/FilePreviewModal.js'), 'FilePreviewModal');
const RenameModal = lazyComponent(() => import('../organize/RenameModal.js'), 'RenameModal');
const MoveModal = lazyComponent(() => import('../organize/MoveModal.js'), 'MoveModal');
const DeleteFolderModal = lazyComponent(
  () => import('../organize/DeleteFolderModal.js'),
  'DeleteFolderModal',
);
const MarkRequestedModal = lazyComponent(
  () => import('../organize/MarkRequestedModal.js'),
  'MarkRequestedModal',
);

type Dialog = 'delete' | 'view' | 'rename' | 'move' | 'mark';

/** The file's action menu button: focus goes back there when its dialog closes (the menu item is gone). */
const actionsOf = (file: DataRoomRow): HTMLElement | null =>
  document.querySelector<HTMLElement>(`[data-actions-for="${CSS.escape(file.id)}"]`);

/** How long a deleted row takes to leave (the CSS animation of `.data-room-row--removing`). */
const REMOVAL_MS = 320;

/**
 * A row's actions (spec 02 sections 4 and 8): download, preview, delete with confirmation and row removal; rename,
 * move and, for a file, which requested document it is (docs/adr/006-data-room-access.md).
 */
export function useFileActions(
  onChanged: () => void,
  onActivity: () => void,
  /** The folder shown: Move does not offer it. */
  currentFolderId: string | null,
): {
  removing: ReadonlySet<string>;
  run: (action: FileAction, file: DataRoomRow) => void;
  dialogs: ReactNode;
} {
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<{ dialog: Dialog; row: DataRoomRow } | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const launcher = useRef<HTMLElement | null>(null);
  const changed = useRef(onChanged);
  const acted = useRef(onActivity);
  useEffect(() => {
    changed.current = onChanged;
    acted.current = onActivity;
  });

  const removed = useCallback((id: string) => {
    setRemoving((ids) => new Set(ids).add(id));
    setTimeout(() => {
      changed.current();
      setRemoving((ids) => new Set([...ids].filter((other) => other !== id)));
    }, REMOVAL_MS);
  }, []);

  const run = useCallback((action: FileAction, file: DataRoomRow) => {
    launcher.current = actionsOf(file);
    if (action !== 'download') setOpen({ dialog: action, row: file });
    else {
      downloadFile(file).then(
        () => {
          showToast({ kind: 'success', title: `File ${file.name} downloaded successfully.` });
          acted.current();
        },
        () =>
          showToast({ kind: 'error', title: `An error occurred while trying to download file ${file.name}` }),
      );
    }
  }, []);

  return {
    removing,
    run,
    dialogs: (
      <Suspense fallback={null}>
        {open?.dialog === 'delete' && open.row.objectType === 'FILE' ? (
          <DeleteFileModal
            file={open.row}
            launcher={launcher}
            onClose={close}
            onDeleted={removed}
            onRefresh={() => changed.current()}
          />
        ) : null}
        {open?.dialog === 'delete' && open.row.objectType === 'FOLDER' ? (
          <DeleteFolderModal
            folder={open.row}
            launcher={launcher}
            onClose={close}
            onDeleted={removed}
            onRefresh={() => changed.current()}
          />
        ) : null}
        {open?.dialog === 'view' ? (
          <FilePreviewModal
            file={open.row}
            onShown={() => acted.current()}
            onDownload={() => run('download', open.row)}
            launcher={launcher}
            onClose={close}
          />
        ) : null}
        {open?.dialog === 'rename' ? (
          <RenameModal
            item={open.row}
            launcher={launcher}
            onClose={close}
            onRenamed={() => changed.current()}
          />
        ) : null}
        {open?.dialog === 'move' && currentFolderId ? (
          <MoveModal
            item={open.row}
            currentFolderId={currentFolderId}
            launcher={launcher}
            onClose={close}
            onMoved={() => changed.current()}
          />
        ) : null}
        {open?.dialog === 'mark' ? (
          <MarkRequestedModal
            file={open.row}
            launcher={launcher}
            onClose={close}
            onMarked={() => changed.current()}
          />
        ) : null}
      </Suspense>
    ),
  };
}
