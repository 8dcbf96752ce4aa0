import type { Ref } from 'react';
import { Button, InlineNotification, Link } from '@carbon/react';
import { OFFER_CREATE_MESSAGES } from '@seller-portal/shared/validation';
import { CustomerTypeahead } from './CustomerTypeahead.js';

export interface CustomerFieldsProps {
  /** The customer field's box: back on the form, the keyboard returns to its input. */
  fieldRef: Ref<HTMLDivElement>;
  chosenName: string;
  onChoose: (accountId: string) => void;
  /** An add-on keeps its parent's customer. */
  isAddOn: boolean;
  invalidText: string | undefined;
  onAddCustomer: () => void;
  delinquent: boolean;
  /** The chosen customer has no valid EIN: the form says so, with a way to enter it. */
  missingEin: boolean;
  onEnterEin: () => void;
}

/** The customer of the offer (spec 02 sections 2 and 4): chosen, or added, and what stops an offer for it. */
export function CustomerFields({
  fieldRef,
  chosenName,
  onChoose,
  isAddOn,
  invalidText,
  onAddCustomer,
  delinquent,
  missingEin,
  onEnterEin,
}: CustomerFieldsProps) {
  return (
    <>
      <div className="offer-create__customer" ref={fieldRef}>
        <CustomerTypeahead
          chosenName={chosenName}
          onChoose={onChoose}
          disabled={isAddOn}
          invalidText={invalidText}
        />
        {isAddOn ? null : (
          <Button kind="tertiary" size="md" onClick={onAddCustomer}>
            Add New Customer
          </Button>
        )}
      </div>
      {delinquent ? (
        <InlineNotification
          kind="error"
          title={OFFER_CREATE_MESSAGES.delinquent}
          hideCloseButton
          lowContrast
        />
      ) : null}
      {missingEin ? (
        // Carbon's notification may hold no link, so the link follows it.
        <div className="offer-create__missing">
          <InlineNotification
            kind="warning"
            title={OFFER_CREATE_MESSAGES.missingInformation}
            hideCloseButton
            lowContrast
          />
          <Link
            href="#enter-ein"
            onClick={(event) => {
              event.preventDefault();
              onEnterEin();
            }}
          >
            Click here to enter it.
          </Link>
        </div>
      ) : null}
    </>
  );
}
