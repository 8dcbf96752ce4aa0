import { useEffect, useRef, useState } from 'react';
import { Button } from '@carbon/react';
import { ChevronDown } from '@carbon/icons-react';

/**
 * The Offer Health Report's Export dropdown (spec 01 section 2): a new export, or the last report without one. A disclosure of two
 * buttons (Escape or a click elsewhere closes it), made of the components every page already loads.
 */
/** The dropdown's trigger: where the focus goes back to once a choice's modal closes. */
export const exportMenuTrigger = () =>
  document.querySelector<HTMLElement>('[aria-controls="offers-export-options"]');

export function ExportMenu({
  onExport,
  onDownloadLast,
  downloadingLast,
}: {
  onExport: () => void;
  onDownloadLast: () => void;
  downloadingLast: boolean;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !root.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('mousedown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('mousedown', close);
    };
  }, [open]);
  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  return (
    <div className="offers-export-menu" ref={root}>
      <Button
        size="md"
        renderIcon={ChevronDown}
        aria-expanded={open}
        aria-controls="offers-export-options"
        onClick={() => setOpen((was) => !was)}
      >
        Export
      </Button>
      {open ? (
        <div id="offers-export-options" className="offers-export-menu__options">
          <Button kind="ghost" size="md" onClick={choose(onExport)}>
            Export Report
          </Button>
          <Button kind="ghost" size="md" disabled={downloadingLast} onClick={choose(onDownloadLast)}>
            Download Last Report
          </Button>
        </div>
      ) : null}
    </div>
  );
}
