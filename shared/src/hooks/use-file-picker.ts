import { useCallback, useRef } from 'react';

/** Spec 02 section 9: a second click on a file picker within 250 ms is the same click. */
export const FILE_PICKER_DEBOUNCE_MS = 250;

/**
 * A hidden `<input type="file">` opened by a button: `ref` goes on the input, `open` on the button's click. A click
 * that follows the previous one within 250 ms opens nothing (a double click opens one dialog).
 */
export function useFilePicker() {
  const ref = useRef<HTMLInputElement>(null);
  const last = useRef(Number.NEGATIVE_INFINITY);
  const open = useCallback(() => {
    const now = Date.now();
    if (now - last.current < FILE_PICKER_DEBOUNCE_MS) return;
    last.current = now;
    ref.current?.click();
  }, []);
  return { ref, open };
}
