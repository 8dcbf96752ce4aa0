import { createMicroFrontend } from '@seller-portal/platform';
import { OrgArea } from './OrgArea.js';

export const { bootstrap, mount, unmount } = createMicroFrontend({ rootComponent: OrgArea });
