import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { OfferSearchField } from './OfferSearchField.js';
import { listViewOf, searchOf, ALL_STAGES } from './list-view.js';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Search offers', () => {
  it('applies the trimmed text 300 ms after typing stops, or at once on Enter, and never 1 character', () => {
    const onSearch = vi.fn();
    render(<OfferSearchField value="" onSearch={onSearch} />);
    const field = screen.getByRole('searchbox', { name: 'Search offers' });
    fireEvent.change(field, { target: { value: 'a' } });
    act(() => void vi.advanceTimersByTime(1000));
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: ' PO-77 ' } });
    act(() => void vi.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledWith('PO-77');
    onSearch.mockClear();
    fireEvent.change(field, { target: { value: 'zelda@beacon.example' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledWith('zelda@beacon.example');
  });

  it('shows a search changed elsewhere (Clear Filters, back), kept in the query string as search=', () => {
    const onSearch = vi.fn();
    const view = { ...ALL_STAGES, search: 'PO-77' };
    expect(searchOf(view)).toBe('?search=PO-77');
    const { rerender } = render(
      <OfferSearchField value={listViewOf(searchOf(view)).search} onSearch={onSearch} />,
    );
    const field = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search offers' });
    expect(field.value).toBe('PO-77');
    rerender(<OfferSearchField value="" onSearch={onSearch} />);
    expect(field.value).toBe('');
    act(() => void vi.advanceTimersByTime(1000));
    expect(onSearch).not.toHaveBeenCalled();
  });
});
