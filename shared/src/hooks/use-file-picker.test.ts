import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { FILE_PICKER_DEBOUNCE_MS, useFilePicker } from './use-file-picker.js';

afterEach(() => vi.useRealTimers());

describe('useFilePicker', () => {
  it('opens the file dialog once for a double click, and again after 250 ms', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const input = document.createElement('input');
    input.type = 'file';
    const opened = vi.spyOn(input, 'click').mockImplementation(() => undefined);
    const { result } = renderHook(() => useFilePicker());
    result.current.ref.current = input;

    result.current.open();
    vi.advanceTimersByTime(FILE_PICKER_DEBOUNCE_MS - 1);
    result.current.open();
    expect(opened).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1);
    result.current.open();
    expect(opened).toHaveBeenCalledTimes(2);
  });
});
