import { FOCUSABLE } from './modal-focus.js';

/** Carbon's class of a shown modal (the overlay that holds the dialog), and of its close button. */
const SHOWN_MODAL = '.cds--modal.is-visible';
const CLOSE_BUTTON = '.cds--modal-close';

/**
 * What every modal of the portal does, whichever domain renders it (one behaviour everywhere):
 *
 * - Focus moves into it when it opens, when the modal did not place it itself: its primary focus, else the first
 *   control of its content, else its first control (then Carbon keeps Tab inside it).
 * - Escape closes it from anywhere inside. Carbon closes a modal on an Escape that reaches the document, but its close
 *   button's tooltip stops the key, so a modal that opens with focus on its close button ignored Escape. An Escape on
 *   the close button presses it.
 * - When it closes, focus goes back to what had focus when it opened (or to the page's main content when that is
 *   gone), unless the modal already put it somewhere (`useModalFocus`'s return, a confirmation's next step).
 *
 * Installed once by the root config; returns what removes it.
 */
export function installModalBehaviour(document: Document = window.document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !(event.target instanceof Element)) return;
    const close = event.target.closest<HTMLElement>(CLOSE_BUTTON);
    if (close?.closest(SHOWN_MODAL)) close.click();
  };
  document.addEventListener('keydown', onKeyDown, true);

  // What had focus when each shown modal opened: restored when it closes and focus was left nowhere.
  const openers = new Map<Element, HTMLElement | null>();
  let lastFocused: HTMLElement | null = null;
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof HTMLElement && !event.target.closest(SHOWN_MODAL)) lastFocused = event.target;
  };
  document.addEventListener('focusin', onFocusIn, true);
  const observer = new MutationObserver(() => {
    const shown = new Set(document.querySelectorAll(SHOWN_MODAL));
    for (const modal of shown) {
      if (openers.has(modal)) continue;
      openers.set(modal, lastFocused);
      // After the modal's own initial focus (Carbon's, useModalFocus's): into it when it is still outside.
      setTimeout(() => {
        if (!modal.isConnected || modal.contains(document.activeElement)) return;
        const content = modal.querySelector('.cds--modal-content');
        const target =
          modal.querySelector<HTMLElement>('[data-modal-primary-focus]') ??
          content?.querySelector<HTMLElement>(FOCUSABLE) ??
          modal.querySelector<HTMLElement>(FOCUSABLE);
        target?.focus();
      }, 50);
    }
    for (const [modal, opener] of openers) {
      if (shown.has(modal)) continue;
      openers.delete(modal);
      // After the modal's own focus handling (Carbon's, useModalFocus's), only when focus was left nowhere.
      setTimeout(() => {
        const active = document.activeElement;
        const lost =
          !active ||
          active === document.body ||
          !active.isConnected ||
          Boolean(active.closest('.cds--modal'));
        if (!lost || document.querySelector(SHOWN_MODAL)) return;
        if (opener?.isConnected) opener.focus();
        else document.querySelector<HTMLElement>('main:not([hidden])')?.focus();
      }, 50);
    }
  });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['class'],
  });

  return () => {
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('focusin', onFocusIn, true);
    observer.disconnect();
  };
}
