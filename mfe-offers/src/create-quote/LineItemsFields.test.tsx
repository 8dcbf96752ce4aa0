import { describe, expect, it } from 'vitest';
import { fireEvent, render, renderHook, screen } from '@testing-library/react';
import { useZodForm } from '@seller-portal/platform/forms';
import { offerCreateSchema } from '@seller-portal/shared/validation';
import { LineItemsFields } from './LineItemsFields.js';
import { defaultValuesOf } from './quote-form.js';
import { PACKAGE } from './quote-test-support.js';

/** The line items of a new offer's form (the form kept by a hook of its own, to read what it holds). */
function renderLineItems(disabled = false) {
  const form = renderHook(() =>
    useZodForm(offerCreateSchema({ salesforceEnabled: false }), {
      defaultValues: defaultValuesOf([PACKAGE], { kind: 'new' }),
    }),
  ).result.current;
  const rendered = render(
    <LineItemsFields form={form} pricingGroups={PACKAGE.pricingGroups} disabled={disabled} />,
  );
  return { form, ...rendered };
}

describe('the line items (spec 02 section 2)', () => {
  it('adds and removes line items, numbered, and holds an amount typed with separators as its number', () => {
    const { form } = renderLineItems();
    expect(screen.queryByRole('button', { name: 'Remove line item 1' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Amount of line item 1 ($)'), { target: { value: '5400000' } });
    expect((screen.getByLabelText('Amount of line item 1 ($)') as HTMLInputElement).value).toBe('5,400,000');
    expect(form.getValues('lineItems.0.amount')).toBe(5_400_000);

    fireEvent.click(screen.getByRole('button', { name: 'Add line item' }));
    expect(screen.getByLabelText('Line item 2')).toHaveProperty('value', 'group-1');
    expect(form.getValues('lineItems.1')).toEqual({ pricingGroupId: 'group-1', amount: null });
    fireEvent.click(screen.getByRole('button', { name: 'Remove line item 1' }));
    expect(screen.queryByLabelText('Line item 2')).toBeNull();
    expect(form.getValues('lineItems')).toEqual([{ pricingGroupId: 'group-1', amount: null }]);
  });

  it('stops adding at 20 line items, and a delinquent customer locks them', () => {
    const { unmount } = renderLineItems();
    const add = screen.getByRole('button', { name: 'Add line item' });
    for (let count = 1; count < 20; count++) fireEvent.click(add);
    expect(screen.getByLabelText('Line item 20')).toBeTruthy();
    expect(add).toHaveProperty('disabled', true);
    unmount();
    renderLineItems(true);
    expect(screen.getByLabelText('Line item 1')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Amount of line item 1 ($)')).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Add line item' })).toHaveProperty('disabled', true);
  });
});
