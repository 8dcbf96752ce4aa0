import { Button, Select, SelectItem, TextInput } from '@carbon/react';
import { useAmountNumberField, useFieldArray } from '@seller-portal/platform/forms';
import { OFFER_CREATE_LIMITS } from '@seller-portal/shared/validation';
import type { Package, QuoteForm } from './quote-form.js';

/** A line item's amount: typed with thousands separators (5,400,000), held by the form as its number. */
function LineItemAmount({ form, index, disabled }: { form: QuoteForm; index: number; disabled: boolean }) {
  return (
    <TextInput
      labelText={`Amount of line item ${index + 1} ($)`}
      disabled={disabled}
      {...useAmountNumberField(form, `lineItems.${index}.amount`, `line-${index}-amount`)}
    />
  );
}

/**
 * The offer's line items (spec 02 section 2): each a pricing group of the package and an amount, up to the limit; a
 * line item is removable while there are others.
 */
export function LineItemsFields({
  form,
  pricingGroups,
  disabled,
}: {
  form: QuoteForm;
  /** The chosen package's pricing groups (the first package's until one is chosen). */
  pricingGroups: Package['pricingGroups'];
  /** A delinquent customer locks them. */
  disabled: boolean;
}) {
  const lines = useFieldArray({ control: form.control, name: 'lineItems' });
  const message = form.formState.errors.lineItems?.message;
  return (
    <fieldset className="offer-create__lines">
      <legend className="cds--label">Line Items</legend>
      {lines.fields.map((line, index) => (
        <div key={line.id} className="offer-create__row offer-create__line">
          <Select
            id={`line-${index}-group`}
            labelText={`Line item ${index + 1}`}
            disabled={disabled}
            {...form.register(`lineItems.${index}.pricingGroupId`)}
          >
            {pricingGroups.map((group) => (
              <SelectItem key={group.id} value={group.id} text={group.name} />
            ))}
          </Select>
          <LineItemAmount form={form} index={index} disabled={disabled} />
          {lines.fields.length > 1 ? (
            <Button kind="ghost" size="md" onClick={() => lines.remove(index)}>
              {`Remove line item ${index + 1}`}
            </Button>
          ) : null}
        </div>
      ))}
      {message ? (
        <p className="offer-create__error" role="alert">
          {message}
        </p>
      ) : null}
      <Button
        kind="ghost"
        size="md"
        disabled={disabled || lines.fields.length >= OFFER_CREATE_LIMITS.lineItems}
        onClick={() => lines.append({ pricingGroupId: pricingGroups[0]?.id ?? '', amount: null })}
      >
        Add line item
      </Button>
    </fieldset>
  );
}
