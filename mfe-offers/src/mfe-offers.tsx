import { createMicroFrontend } from '@seller-portal/platform';
import stylesheet from './styles/offers.scss?stylesheet';
import { OffersArea } from './OffersArea.js';

export const { bootstrap, mount, unmount } = createMicroFrontend({ rootComponent: OffersArea, stylesheet });
