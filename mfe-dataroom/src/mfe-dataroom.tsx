import { Heading } from '@carbon/react';
import { createMicroFrontend, useRoute } from '@seller-portal/platform';

/** The data room routes (spec 02 section 2); any other path under it is not found. */
const dataroomRoutes = {
  root: '/files',
  folder: '/files/:folderId',
} as const;

function DataRoomArea() {
  const route = useRoute(dataroomRoutes);
  return route ? <Heading>Data Room</Heading> : null;
}

export const { bootstrap, mount, unmount } = createMicroFrontend({ rootComponent: DataRoomArea });
