import { Button, TextInput } from '@carbon/react';
import { formatAmountInput } from '@seller-portal/shared/formatters';

/** The reverse payment calculator's field and its button (see useMonthlyBudget). */
export function MonthlyBudgetField({
  budget,
  setBudget,
  apply,
  disabled,
}: {
  budget: string;
  setBudget: (budget: string) => void;
  apply: () => Promise<void>;
  /** Without a term (or for a delinquent customer) nothing can be worked out. */
  disabled: boolean;
}) {
  return (
    <div className="offer-create__row">
      <TextInput
        id="monthly-budget"
        labelText="Monthly Budget ($)"
        helperText="The amount is worked out from what the customer can pay each month."
        inputMode="decimal"
        value={budget}
        disabled={disabled}
        onChange={(event) => setBudget(formatAmountInput(event.target.value))}
      />
      <Button kind="secondary" size="md" disabled={disabled || !budget} onClick={() => void apply()}>
        Calculate amount
      </Button>
    </div>
  );
}
