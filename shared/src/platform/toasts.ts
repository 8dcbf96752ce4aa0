export type ToastKind = 'success' | 'error' | 'info' | 'warning';

/**
 * A link in a toast: the spec's refresh link after a failed delete, or back to the onboarding tasks after a company
 * save (with its `href`); the toast closes when it is followed.
 */
export interface ToastAction {
  label: string;
  onClick: () => void;
  /** Where the link goes, when it goes to a portal path. */
  href?: string;
}

export interface Toast {
  id: number;
  kind: ToastKind;
  title: string;
  subtitle?: string;
  action?: ToastAction;
  /** Milliseconds before it hides itself (TOAST_LIFE_MS by kind unless set). */
  timeout?: number;
}

/** How long a toast shows: long enough to read, errors longer; hovering or focusing the stack holds them. */
const TOAST_LIFE_MS: Record<ToastKind, number> = {
  success: 5000,
  info: 5000,
  warning: 8000,
  error: 8000,
};

/** At most this many toasts show at once; a newer one pushes out the oldest. */
export const MAX_TOASTS = 3;

type Listener = (toasts: readonly Toast[]) => void;

interface Life {
  timer: ReturnType<typeof setTimeout> | null;
  /** When the running timer ends, or how long is left while the stack is held. */
  endsAt: number;
  left: number;
}

/** The one toast helper: micro-frontends call showToast, the shell renders the stack. */
class ToastStore {
  private toasts: Toast[] = [];
  private lives = new Map<number, Life>();
  private listeners = new Set<Listener>();
  private nextId = 1;
  private held = false;

  show(toast: Omit<Toast, 'id'>): number {
    const id = this.nextId++;
    const timeout = toast.timeout ?? TOAST_LIFE_MS[toast.kind];
    // The same message again replaces the one showing (and starts its life again) instead of piling up.
    const same = this.toasts.filter(
      (shown) =>
        shown.kind === toast.kind && shown.title === toast.title && shown.subtitle === toast.subtitle,
    );
    for (const shown of same) this.forget(shown.id);
    this.toasts = [...this.toasts.filter((shown) => !same.includes(shown)), { ...toast, id, timeout }];
    while (this.toasts.length > MAX_TOASTS) this.forget(this.toasts.shift()!.id);
    this.lives.set(id, { timer: null, endsAt: 0, left: timeout });
    if (!this.held) this.run(id);
    this.emit();
    return id;
  }

  dismiss(id: number): void {
    if (!this.toasts.some((toast) => toast.id === id)) return;
    this.forget(id);
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
    this.emit();
  }

  /** While the pointer or focus is on the stack, no toast goes away by itself. */
  hold(): void {
    if (this.held) return;
    this.held = true;
    for (const life of this.lives.values()) {
      if (life.timer) clearTimeout(life.timer);
      life.timer = null;
      life.left = Math.max(life.endsAt - Date.now(), 0);
    }
  }

  /** Each toast then shows for what was left of its life, at least a second. */
  release(): void {
    if (!this.held) return;
    this.held = false;
    for (const [id, life] of this.lives) {
      life.left = Math.max(life.left, 1000);
      this.run(id);
    }
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    listener(this.toasts);
    return () => this.listeners.delete(listener);
  }

  private run(id: number) {
    const life = this.lives.get(id)!;
    life.endsAt = Date.now() + life.left;
    life.timer = setTimeout(() => this.dismiss(id), life.left);
  }

  private forget(id: number) {
    const timer = this.lives.get(id)?.timer;
    if (timer) clearTimeout(timer);
    this.lives.delete(id);
  }

  private emit() {
    for (const listener of this.listeners) listener(this.toasts);
  }
}

export const toastStore = new ToastStore();

export function showToast(toast: Omit<Toast, 'id'>): number {
  return toastStore.show(toast);
}
