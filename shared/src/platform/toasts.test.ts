import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_TOASTS, toastStore, type Toast } from './toasts.js';

let shown: readonly Toast[] = [];
let unsubscribe: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  unsubscribe = toastStore.subscribe((toasts) => (shown = toasts));
  // The store is the module's one; another file's test may have left a toast in it (browserTestProjects).
  for (const toast of shown) toastStore.dismiss(toast.id);
});

afterEach(() => {
  for (const toast of shown) toastStore.dismiss(toast.id);
  toastStore.release();
  unsubscribe();
  vi.useRealTimers();
});

const titles = () => shown.map((toast) => toast.title);

describe('toastStore', () => {
  it('hides a success toast after 5 seconds and an error toast after 8, without being closed', () => {
    toastStore.show({ kind: 'success', title: 'Saved' });
    toastStore.show({ kind: 'error', title: 'Something went wrong. Try again.' });
    vi.advanceTimersByTime(4999);
    expect(titles()).toEqual(['Saved', 'Something went wrong. Try again.']);
    vi.advanceTimersByTime(1);
    expect(titles()).toEqual(['Something went wrong. Try again.']);
    vi.advanceTimersByTime(3000);
    expect(titles()).toEqual([]);
  });

  it('shows one toast for the same message repeated, and at most three, the oldest leaving first', () => {
    for (let i = 0; i < 4; i++) toastStore.show({ kind: 'error', title: 'Something went wrong. Try again.' });
    expect(titles()).toEqual(['Something went wrong. Try again.']);
    for (const title of ['A', 'B', 'C']) toastStore.show({ kind: 'success', title });
    expect(shown).toHaveLength(MAX_TOASTS);
    expect(titles()).toEqual(['A', 'B', 'C']);
  });

  it('keeps toasts while held (pointer or focus on the stack), then lets each finish its life', () => {
    toastStore.show({ kind: 'success', title: 'Saved' });
    vi.advanceTimersByTime(4000);
    toastStore.hold();
    vi.advanceTimersByTime(60_000);
    expect(titles()).toEqual(['Saved']);
    toastStore.release();
    vi.advanceTimersByTime(999);
    expect(titles()).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(titles()).toEqual([]);
  });
});
