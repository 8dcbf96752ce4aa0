import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePagedSearch, usePaging } from './use-paged-search.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('usePagedSearch', () => {
  it('goes back to page 0 when the search changes, cleared included, and when the page size changes', () => {
    const { result } = renderHook(() => usePagedSearch());
    act(() => result.current.pagination.onChange({ page: 3, pageSize: 10 }));
    expect(result.current.page).toBe(2);

    act(() => result.current.setSearchText('grace'));
    act(() => void vi.advanceTimersByTime(300));
    expect(result.current).toMatchObject({ search: 'grace', page: 0 });

    act(() => result.current.pagination.onChange({ page: 2, pageSize: 10 }));
    act(() => result.current.setSearchText(''));
    act(() => void vi.advanceTimersByTime(300));
    expect(result.current).toMatchObject({ search: '', page: 0 });

    act(() => result.current.pagination.onChange({ page: 2, pageSize: 10 }));
    act(() => result.current.pagination.onChange({ page: 2, pageSize: 20 }));
    expect(result.current).toMatchObject({ page: 0, size: 20 });
  });

  it('waits for a pause in typing and cuts the search at 200 characters', () => {
    const { result } = renderHook(() => usePagedSearch());
    act(() => result.current.setSearchText('ad'));
    act(() => void vi.advanceTimersByTime(100));
    expect(result.current.search).toBe('');
    act(() => result.current.setSearchText('x'.repeat(250)));
    act(() => void vi.advanceTimersByTime(300));
    expect(result.current.search).toHaveLength(200);
  });
});

describe('usePaging', () => {
  it('pages by 10 from page 0, and goes back to page 0 on reset and when the page size changes', () => {
    const { result } = renderHook(() => usePaging());
    expect(result.current).toMatchObject({ page: 0, size: 10, pagination: { page: 1, pageSize: 10 } });
    act(() => result.current.pagination.onChange({ page: 3, pageSize: 10 }));
    expect(result.current).toMatchObject({ page: 2, pagination: { page: 3 } });
    act(() => result.current.reset());
    expect(result.current.page).toBe(0);
    act(() => result.current.pagination.onChange({ page: 2, pageSize: 10 }));
    act(() => result.current.pagination.onChange({ page: 2, pageSize: 20 }));
    expect(result.current).toMatchObject({ page: 0, size: 20 });
  });
});
