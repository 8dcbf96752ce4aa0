// The customers' parcels module (docs/adr/020): what other domains mount, without the customers' screens.
export {
  accountCreationParcel,
  type AccountCreationParcelProps,
  type CreatedAccount,
} from './account-creation/account-creation-parcel.js';
export { customerEinParcel, type CustomerEinParcelProps } from './customer-ein/customer-ein-parcel.js';
