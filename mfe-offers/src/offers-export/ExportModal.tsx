import { useRef, useState } from 'react';
import { InlineLoading, Modal, RadioButton, RadioButtonGroup, Stack, TextInput } from '@carbon/react';
import {
  EXPORT_DATE_RANGE_LABELS,
  EXPORT_DATE_RANGES,
  exportRangeErrors,
  localToday,
  type ExportDateRange,
} from '@seller-portal/shared/validation';
import { useModalFocus } from '@seller-portal/platform';
import { errorProps } from '@seller-portal/platform/forms';
import type { OffersExport } from './use-offers-export.js';

export interface ExportModalProps {
  open: boolean;
  /** The flow of `useOffersExport`, owned by the page so an export outlives the modal. */
  flow: OffersExport;
  onClose: () => void;
  /** Where the focus goes when it closes, when what opened it is gone (a menu's item): the menu's trigger. */
  returnFocusTo?: () => HTMLElement | null | undefined;
}

/**
 * Choosing what to export (spec 01 sections 5 and 9): All time, Current week (from Monday), Current month, Current
 * quarter or a Date range (start not after today; end disabled until a start, not before it nor after today;
 * clearing the start clears the end). Start Export is disabled while an export runs, which shows its progress.
 */
export function ExportModal({ open, flow, onClose, returnFocusTo }: ExportModalProps) {
  const [range, setRange] = useState<ExportDateRange>('ALL_TIME');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [touched, setTouched] = useState({ startDate: false, endDate: false });
  const body = useRef<HTMLDivElement>(null);
  useModalFocus(
    open,
    body,
    (dialog) => dialog.querySelector<HTMLElement>('input[type="radio"]:checked'),
    returnFocusTo,
  );
  if (!open) return null;

  const today = localToday();
  const errors = range === 'DATE_RANGE' ? exportRangeErrors(startDate, endDate, today) : {};
  const invalid = Object.keys(errors).length > 0;

  return (
    <Modal
      open
      size="sm"
      modalHeading="Export"
      primaryButtonText="Start Export"
      secondaryButtonText="Close"
      primaryButtonDisabled={flow.running || invalid}
      onRequestClose={onClose}
      onRequestSubmit={() => {
        if (flow.running || invalid) return;
        void flow.start(range, range === 'DATE_RANGE' ? { startDate, endDate } : undefined);
      }}
      preventCloseOnClickOutside
    >
      <div ref={body}>
        <Stack gap={6}>
          <RadioButtonGroup
            legendText="Offers created in"
            name="export-date-range"
            orientation="vertical"
            valueSelected={range}
            onChange={(value) => setRange(value as ExportDateRange)}
            disabled={flow.running}
          >
            {EXPORT_DATE_RANGES.map((value) => (
              <RadioButton
                key={value}
                id={`export-range-${value}`}
                value={value}
                labelText={
                  value === 'CURRENT_WEEK'
                    ? `${EXPORT_DATE_RANGE_LABELS[value]} (from Monday)`
                    : EXPORT_DATE_RANGE_LABELS[value]
                }
              />
            ))}
          </RadioButtonGroup>
          {range === 'DATE_RANGE' ? (
            <div className="offers-export-dates">
              <TextInput
                type="date"
                labelText="Start date"
                value={startDate}
                max={today}
                disabled={flow.running}
                {...errorProps('export-start-date', touched.startDate ? errors.startDate : null)}
                onBlur={() => setTouched((was) => ({ ...was, startDate: true }))}
                onChange={(event) => {
                  setStartDate(event.target.value);
                  setTouched((was) => ({ ...was, startDate: true }));
                  // Clearing the start clears the end.
                  if (!event.target.value) setEndDate('');
                }}
              />
              <TextInput
                type="date"
                labelText="End date"
                value={endDate}
                min={startDate || undefined}
                max={today}
                disabled={flow.running || !startDate}
                {...errorProps('export-end-date', touched.endDate ? errors.endDate : null)}
                onBlur={() => setTouched((was) => ({ ...was, endDate: true }))}
                onChange={(event) => {
                  setEndDate(event.target.value);
                  setTouched((was) => ({ ...was, endDate: true }));
                }}
              />
            </div>
          ) : null}
          {flow.running ? (
            <InlineLoading status="active" description="Generating your report. It downloads when ready." />
          ) : null}
        </Stack>
      </div>
    </Modal>
  );
}
