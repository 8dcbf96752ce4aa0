import { useEffect, useRef } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, Tile } from '@carbon/react';
import { usePageError } from '@seller-portal/platform';
import { graphql } from '#graphql';
import { CustomerEinForm, type CustomerEinFormProps } from './CustomerEinForm.js';
import { einOnFile } from './ein-on-file.js';

export const CustomerLegalQuery = graphql(`
  query CustomerLegal($id: ID!) {
    providerFeatures {
      customerEin
    }
    customerProfile(id: $id) {
      id
      customer {
        id
        name
        ein
        address {
          label
        }
      }
    }
  }
`);

/** Why the step has no EIN field when the provider cannot change a customer's EIN. */
export const EIN_NOT_OFFERED =
  "Offers need this customer's EIN. The provider cannot change a customer's EIN yet.";

/**
 * "Click here to enter it." on offer creation: that customer's own Legal Information with the EIN field, saved to
 * the customer, then back to whoever asked (the offer being created, with the warning gone).
 */
export function CustomerEinStep(props: CustomerEinFormProps) {
  const { data, error } = useQuery(CustomerLegalQuery, { variables: { id: props.accountId } });
  usePageError(error);
  const customer = data?.customerProfile.customer;
  const offered = data?.providerFeatures.customerEin;
  // Without the field, the keyboard goes to the way back (the link that opened the step is gone).
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (offered === false) back.current?.focus();
  }, [offered]);
  if (!customer) return null;
  return (
    <Tile className="customers-card customers-ein-step">
      <h2 className="customers-card__title">Legal Information</h2>
      <dl className="customers-card__fields">
        <dt>Legal Business Name</dt>
        <dd>{customer.name}</dd>
        <dt>Address</dt>
        <dd>{customer.address.label}</dd>
        <dt>EIN on file</dt>
        <dd>{einOnFile(customer.ein)}</dd>
      </dl>
      {offered ? (
        <>
          <p className="customers-ein-step__why">
            Offers need this customer&apos;s EIN. Enter it to continue.
          </p>
          <CustomerEinForm {...props} focusOnMount />
        </>
      ) : (
        // Entering it is ours (docs/adr/019): without the provider's call the step says so and offers only the way back.
        <>
          <p className="customers-ein-step__why">{EIN_NOT_OFFERED}</p>
          {props.onCancel ? (
            <Button ref={back} kind="secondary" size="md" onClick={props.onCancel}>
              Back
            </Button>
          ) : null}
        </>
      )}
    </Tile>
  );
}
