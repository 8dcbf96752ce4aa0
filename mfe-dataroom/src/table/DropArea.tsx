import { useState, type ReactNode } from 'react';

export interface DropAreaProps {
  onFiles: (files: readonly File[]) => void;
  children: ReactNode;
}

/** Files dragged onto the folder's table open the upload with them (drag and drop as well as the picker). */
export function DropArea({ onFiles, children }: DropAreaProps) {
  const [over, setOver] = useState(false);
  return (
    <div
      className={`data-room-drop-area${over ? ' data-room-drop-area--over' : ''}`}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (event.dataTransfer.files.length > 0) onFiles(Array.from(event.dataTransfer.files));
      }}
    >
      {children}
      {over ? (
        <p className="data-room-drop-area__hint">Drop the files to upload them to this folder</p>
      ) : null}
    </div>
  );
}
