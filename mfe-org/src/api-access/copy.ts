import { showToast } from '@seller-portal/platform';
import { FAILURE_MESSAGES } from '@seller-portal/shared/validation';

/** Copy toasts are info toasts that hide after 3000 ms (spec 01 section 8), as the offers' copy actions show them. */
const COPY_TOAST_MS = 3000;

/** Copies text to the clipboard and says so, or says it could not (mfe-offers' copyWithToast, the same way). */
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
