import { createMicroFrontend } from '@seller-portal/platform';
import stylesheet from './styles/dataroom.scss?stylesheet';
import { DataRoomArea } from './DataRoomArea.js';

export const { bootstrap, mount, unmount } = createMicroFrontend({ rootComponent: DataRoomArea, stylesheet });
