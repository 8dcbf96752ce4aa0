import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Gives focus back when a modal closes (the house's modals take focus and give it back; FormModal does the same for
 * forms): to the launcher when given (a menu item that opened it is gone by then), else to what had focus.
 */
export function useFocusReturn(launcher?: RefObject<HTMLElement | null>): void {
  const initialLauncher = useRef(launcher);
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target = initialLauncher.current;
    return () => {
      // After the modal has left the page; focusing sooner would be undone by its focus trap.
      setTimeout(() => {
        const element = target?.current ?? opener;
        if (element?.isConnected) element.focus();
      });
    };
  }, []);
}
