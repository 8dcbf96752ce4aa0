import { createMicroFrontend } from '@seller-portal/platform';
import stylesheet from './styles/customers.scss?stylesheet';
import { CustomersArea } from './CustomersArea.js';

export const { bootstrap, mount, unmount } = createMicroFrontend({
  rootComponent: CustomersArea,
  stylesheet,
});

export {
  accountCreationParcel,
  type AccountCreationParcelProps,
  type CreatedAccount,
} from './account-creation/account-creation-parcel.js';
export { customerEinParcel, type CustomerEinParcelProps } from './customer-ein/customer-ein-parcel.js';
