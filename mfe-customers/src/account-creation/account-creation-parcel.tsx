import { createParcel } from '@seller-portal/platform';
import stylesheet from '../styles/customers.scss?stylesheet';
import type { AccountPrefill, CreatedAccount } from './AccountCreation.js';
import { LazyAccountCreation } from './lazy-account-creation.js';

/**
 * What a host passes to `<RemoteParcel module="@seller-portal/mfe-customers/parcels" name="accountCreationParcel" />`
 * (the offer-creation screen's Add New Customer, spec 02 section 2).
 */
export interface AccountCreationParcelProps {
  /** The created account, handed back to the host (which usually selects it and unmounts the parcel). */
  onCreated: (account: CreatedAccount) => void;
  /** Leaves without creating; without it the form shows no Cancel button. */
  onCancel?: () => void;
  /** What step 1 starts with (an offer's CRM opportunity). */
  prefill?: AccountPrefill;
}

/** Account creation with its credit-bureau match as a single-spa parcel, mounted without importing this source. */
export const accountCreationParcel = createParcel<AccountCreationParcelProps>({
  rootComponent: LazyAccountCreation,
  stylesheet,
});

export type { AccountPrefill, CreatedAccount };
