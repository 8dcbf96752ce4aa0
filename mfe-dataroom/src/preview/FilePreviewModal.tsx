import { useEffect, useRef, useState, type RefObject } from 'react';
import { InlineLoading, Modal } from '@carbon/react';
import { showToast } from '@seller-portal/platform';
import { viewFile } from '../files/file-routes.js';
import { useFocusReturn } from '../table/use-focus-return.js';

export interface FilePreviewModalProps {
  file: { id: string; name: string; extension?: string | null };
  /** The file is shown (the provider has recorded the view). */
  onShown: () => void;
  onDownload: () => void;
  onClose: () => void;
  /** Where focus goes back to when it closes. */
  launcher: RefObject<HTMLElement | null>;
}

/** A PDF or an image shown in the browser (spec 02 section 8: "An error occurred while trying to view the file"). */
export function FilePreviewModal({ file, onShown, onDownload, onClose, launcher }: FilePreviewModalProps) {
  useFocusReturn(launcher);
  const [url, setUrl] = useState<string | null>(null);
  const close = useRef(onClose);
  const shown = useRef(onShown);
  useEffect(() => {
    close.current = onClose;
    shown.current = onShown;
  });
  useEffect(() => {
    let objectUrl: string | null = null;
    let current = true;
    viewFile(file.id).then(
      (blob) => {
        if (!current) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
        shown.current();
      },
      () => {
        if (!current) return;
        showToast({ kind: 'error', title: 'An error occurred while trying to view the file' });
        close.current();
      },
    );
    return () => {
      current = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [file.id]);

  const isPdf = file.extension === 'pdf';
  return (
    <Modal
      open
      size="lg"
      modalHeading={file.name}
      aria-label={`Preview of ${file.name}`}
      primaryButtonText="Download"
      secondaryButtonText="Close"
      // Focus starts on a button without a tooltip, so Escape closes the preview at once.
      selectorPrimaryFocus=".cds--modal-footer .cds--btn--secondary"
      onRequestSubmit={onDownload}
      onRequestClose={onClose}
    >
      {!url ? (
        <InlineLoading description="Loading the preview" />
      ) : isPdf ? (
        <iframe className="data-room-preview__pdf" title={`Preview of ${file.name}`} src={url} />
      ) : (
        <img className="data-room-preview__image" alt={`Preview of ${file.name}`} src={url} />
      )}
    </Modal>
  );
}
