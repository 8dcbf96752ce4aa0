import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** What a keyboard can reach inside a modal. */
export const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Focus for a modal. When it opens: what `initialFocus` picks in the dialog, else (until that appears) the dialog's
 * first control, so Tab never walks the page behind it. When it closes: to `returnFocusTo` when given (a menu's
 * trigger, when the opener was one of its items), else back to what opened it, or to the page's main content when
 * that is gone (a row that left the table).
 */
export function useModalFocus(
  open: boolean,
  inside: RefObject<HTMLElement | null>,
  initialFocus: (dialog: HTMLElement) => HTMLElement | null,
  returnFocusTo?: () => HTMLElement | null | undefined,
): void {
  const returnTo = useRef(returnFocusTo);
  returnTo.current = returnFocusTo;
  const placed = useRef(false);

  // A layout effect runs before Carbon's focus effect: what had focus is still the element that opened the modal.
  useLayoutEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    placed.current = false;
    // After Carbon's own close handling, which would otherwise keep focus inside the closing modal.
    return () => {
      setTimeout(() => {
        const target = returnTo.current?.() ?? opener;
        if (target?.isConnected && target !== document.body) target.focus();
        else document.querySelector<HTMLElement>('main:not([hidden])')?.focus();
      });
    };
  }, [open]);

  // What to focus can appear after the modal opened (a role list, a chosen option): focus it once.
  useEffect(() => {
    if (!open || placed.current) return;
    const dialog = inside.current?.closest<HTMLElement>('[role="dialog"]') ?? inside.current;
    if (!dialog) return;
    const target = initialFocus(dialog);
    if (target) {
      target.focus();
      placed.current = true;
    } else if (!dialog.contains(document.activeElement)) {
      dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    }
  });
}
