import { FAILURE_MESSAGES } from '../validation/failure-messages.js';
import { showToast } from './toasts.js';

/** Spec 01 section 8 and spec 02 section 9: copy toasts are info toasts that hide after 3000 ms. */
const COPY_TOAST_MS = 3000;

/** Copies text to the clipboard and says so (the spec's copy toast), or says it could not. */
export async function copyWithToast(text: string, copied: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Without clipboard permission (an embedded browser), the selection still copies.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.className = 'cds--visually-hidden';
    document.body.append(area);
    area.select();
    const done = document.execCommand('copy');
    area.remove();
    if (!done) {
      showToast({ kind: 'error', title: FAILURE_MESSAGES.failed });
      return;
    }
  }
  showToast({ kind: 'info', title: copied, timeout: COPY_TOAST_MS });
}
