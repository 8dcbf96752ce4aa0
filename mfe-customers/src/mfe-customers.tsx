import { createMicroFrontend } from '@seller-portal/platform';
import stylesheet from './styles/customers.scss?stylesheet';
import { CustomersArea } from './CustomersArea.js';

export const { bootstrap, mount, unmount } = createMicroFrontend({
  rootComponent: CustomersArea,
  stylesheet,
});
