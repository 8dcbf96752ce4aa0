import { createMicroFrontend } from '@seller-portal/platform';
import { OffersArea } from './OffersArea.js';

export const { bootstrap, mount, unmount } = createMicroFrontend({ rootComponent: OffersArea });
