import { createMicroFrontend } from '@seller-portal/platform';
import { DataRoomArea } from './DataRoomArea.js';

export const { bootstrap, mount, unmount } = createMicroFrontend({ rootComponent: DataRoomArea });
