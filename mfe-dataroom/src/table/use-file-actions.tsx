import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { lazyComponent, showToast } from '@seller-portal/platform';
import { downloadFile } from '../files/file-routes.js';
import type { DataRoomRow, FileAction } from './DataRoomTable.js';

const DeleteFileModal = lazyComponent(() => import('../delete/DeleteFileModal.js'), 'DeleteFileModal');
const FilePreviewModal = lazyComponent(() => import('../preview/FilePreviewModal.js'), 'FilePreviewModal');

/** The file's action menu button: focus goes back there when its dialog closes (the menu item is gone). */
const actionsOf = (file: DataRoomRow): HTMLElement | null =>
  document.querySelector<HTMLElement>(`[data-actions-for="${CSS.escape(file.id)}"]`);

/** How long a deleted row takes to leave (the CSS animation of `.data-room-row--removing`). */
const REMOVAL_MS = 320;

/** A file row's actions (spec 02 sections 4 and 8): download, preview, delete with confirmation and row removal. */
export function useFileActions(
  onChanged: () => void,
  onActivity: () => void,
): {
  removing: ReadonlySet<string>;
  run: (action: FileAction, file: DataRoomRow) => void;
  dialogs: ReactNode;
} {
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<DataRoomRow | null>(null);
  const [viewing, setViewing] = useState<DataRoomRow | null>(null);
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
    if (action === 'delete') setDeleting(file);
    if (action === 'view') setViewing(file);
    if (action === 'download') {
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
        {deleting ? (
          <DeleteFileModal
            file={deleting}
            launcher={launcher}
            onClose={() => setDeleting(null)}
            onDeleted={removed}
            onRefresh={() => changed.current()}
          />
        ) : null}
        {viewing ? (
          <FilePreviewModal
            file={viewing}
            onShown={() => acted.current()}
            onDownload={() => run('download', viewing)}
            launcher={launcher}
            onClose={() => setViewing(null)}
          />
        ) : null}
      </Suspense>
    ),
  };
}
