import { TextInput } from '@carbon/react';
import { errorProps } from '@seller-portal/platform/forms';

/** The offer's expiration day, within the customer's window (see useExpiration). */
export function ExpirationField({
  window,
  day,
  chooseDay,
  delinquent,
  message,
}: {
  window: { minExpirationDate: string; maxExpirationDate: string } | null;
  day: string;
  chooseDay: (day: string) => void;
  delinquent: boolean;
  message: string | undefined;
}) {
  return (
    <TextInput
      labelText="Expiration"
      type="date"
      value={day}
      min={window?.minExpirationDate}
      max={window?.maxExpirationDate}
      disabled={!window || delinquent}
      // A disabled field shows no message (Carbon leaves it out, and axe finds the field pointing at
      // nothing): until a customer gives the window, the Customer field says what is missing.
      {...errorProps('expiration', window && !delinquent ? message : null)}
      onChange={(event) => chooseDay(event.target.value)}
    />
  );
}
