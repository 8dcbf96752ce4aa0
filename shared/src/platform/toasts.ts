export type ToastKind = 'success' | 'error' | 'info' | 'warning';

/** A link in a toast, e.g. the spec's refresh link after a failed delete; the toast closes when it is followed. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface Toast {
  id: number;
  kind: ToastKind;
  title: string;
  subtitle?: string;
  action?: ToastAction;
  /** Milliseconds before it hides itself; errors stay until closed unless set. */
  timeout?: number;
}

type Listener = (toasts: readonly Toast[]) => void;

/** The one toast helper: micro-frontends call showToast, the shell renders the stack. */
class ToastStore {
  private toasts: Toast[] = [];
  private listeners = new Set<Listener>();
  private nextId = 1;

  show(toast: Omit<Toast, 'id'>): number {
    const id = this.nextId++;
    const timeout = toast.timeout ?? (toast.kind === 'error' ? undefined : 5000);
    this.toasts = [...this.toasts, { ...toast, id, timeout }];
    this.emit();
    if (timeout) setTimeout(() => this.dismiss(id), timeout);
    return id;
  }

  dismiss(id: number): void {
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
    this.emit();
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    listener(this.toasts);
    return () => this.listeners.delete(listener);
  }

  private emit() {
    for (const listener of this.listeners) listener(this.toasts);
  }
}

export const toastStore = new ToastStore();

export function showToast(toast: Omit<Toast, 'id'>): number {
  return toastStore.show(toast);
}
