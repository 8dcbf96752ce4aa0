import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ExportModal } from './ExportModal.js';
import type { OffersExport } from './use-offers-export.js';

const flowOf = (running = false): OffersExport => ({
  running,
  start: vi.fn(async () => true),
  downloadLastReport: vi.fn(async () => undefined),
  downloadingLast: false,
});

const pad = (n: number) => String(n).padStart(2, '0');
const day = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

describe('ExportModal', () => {
  it('starts an export of the chosen range', () => {
    const flow = flowOf();
    render(<ExportModal open flow={flow} onClose={() => undefined} />);
    fireEvent.click(screen.getByLabelText('Current month'));
    fireEvent.click(screen.getByRole('button', { name: 'Start Export' }));
    expect(flow.start).toHaveBeenCalledWith('CURRENT_MONTH', undefined);
  });

  it('keeps the end date disabled until a start, clears it with the start, and refuses a backwards range', () => {
    const flow = flowOf();
    render(<ExportModal open flow={flow} onClose={() => undefined} />);
    fireEvent.click(screen.getByLabelText('Date range'));
    const start = screen.getByLabelText('Start date');
    const end = screen.getByLabelText('End date');
    const submit = screen.getByRole('button', { name: 'Start Export' });
    expect((end as HTMLInputElement).disabled).toBe(true);
    expect((submit as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(start, { target: { value: day(-3) } });
    fireEvent.change(end, { target: { value: day(-5) } });
    screen.getByText('End date cannot be before the start date');
    expect((submit as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(end, { target: { value: day(-1) } });
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(submit);
    expect(flow.start).toHaveBeenCalledWith('DATE_RANGE', { startDate: day(-3), endDate: day(-1) });

    fireEvent.change(start, { target: { value: '' } });
    expect((end as HTMLInputElement).value).toBe('');
    expect((end as HTMLInputElement).disabled).toBe(true);
  });

  it('refuses a start after today, and shows progress with Start Export disabled while an export runs', () => {
    const { rerender } = render(<ExportModal open flow={flowOf()} onClose={() => undefined} />);
    fireEvent.click(screen.getByLabelText('Date range'));
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: day(2) } });
    screen.getByText('Start date cannot be after today');

    const running = flowOf(true);
    rerender(<ExportModal open flow={running} onClose={() => undefined} />);
    expect((screen.getByRole('button', { name: 'Start Export' }) as HTMLButtonElement).disabled).toBe(true);
    screen.getByText('Generating your report. It downloads when ready.');
  });
});
