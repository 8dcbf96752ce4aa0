import { createMicroFrontend } from '@seller-portal/platform';
import stylesheet from './styles/org.scss?stylesheet';
import { OrgArea } from './OrgArea.js';

export const { bootstrap, mount, unmount } = createMicroFrontend({ rootComponent: OrgArea, stylesheet });
