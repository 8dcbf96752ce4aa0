import { Suspense } from 'react';
import { createParcel, lazyComponent } from '@seller-portal/platform';
import stylesheet from '../styles/customers.scss?stylesheet';
import type { CustomerEinFormProps } from './CustomerEinForm.js';

const CustomerEinStep = lazyComponent(() => import('./CustomerEinStep.js'), 'CustomerEinStep');

/**
 * What a host passes to `<RemoteParcel module="@seller-portal/mfe-customers/parcels" name="customerEinParcel" />` (offer
 * creation's "Click here to enter it." for a customer whose EIN is missing or invalid).
 */
export type CustomerEinParcelProps = CustomerEinFormProps;

function LazyCustomerEinStep(props: CustomerEinParcelProps) {
  return (
    <Suspense fallback={null}>
      <CustomerEinStep {...props} />
    </Suspense>
  );
}

/** The customer's Legal Information with its EIN field, as a single-spa parcel mounted without importing this source. */
export const customerEinParcel = createParcel<CustomerEinParcelProps>({
  rootComponent: LazyCustomerEinStep,
  stylesheet,
});
