import { useQuery } from '@apollo/client/react';
import { Tile } from '@carbon/react';
import { usePageError } from '@seller-portal/platform';
import { graphql } from '#graphql';
import { CustomerEinForm, type CustomerEinFormProps } from './CustomerEinForm.js';
import { einOnFile } from './ein-on-file.js';

const CustomerLegalQuery = graphql(`
  query CustomerLegal($id: ID!) {
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

/**
 * "Click here to enter it." on offer creation: that customer's own Legal Information with the EIN field, saved to
 * the customer, then back to whoever asked (the offer being created, with the warning gone).
 */
export function CustomerEinStep(props: CustomerEinFormProps) {
  const { data, error } = useQuery(CustomerLegalQuery, { variables: { id: props.accountId } });
  usePageError(error);
  const customer = data?.customerProfile.customer;
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
      <p className="customers-ein-step__why">Offers need this customer&apos;s EIN. Enter it to continue.</p>
      <CustomerEinForm {...props} focusOnMount />
    </Tile>
  );
}
