import { createMicroFrontend } from '@seller-portal/platform';
import stylesheet from './styles/team.scss?stylesheet';
import { TeamArea } from './TeamArea.js';

export const { bootstrap, mount, unmount } = createMicroFrontend({ rootComponent: TeamArea, stylesheet });
