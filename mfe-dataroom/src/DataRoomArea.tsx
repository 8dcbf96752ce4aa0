import { useEffect } from 'react';
import { showNotFound, usePageError, useRoute } from '@seller-portal/platform';
import { useDataRoomAccess } from './access/use-data-room-access.js';
import { dataroomRoutes } from './routing.js';
import { DataRoomV1Page } from './v1/DataRoomV1Page.js';
import { DataRoomV2Page } from './v2/DataRoomV2Page.js';

/** Everything under /files: the variant the seller has (useDataRoomV2Page), for those the navigation shows it to. */
export function DataRoomArea() {
  const route = useRoute(dataroomRoutes);
  const access = useDataRoomAccess();
  const refused = access.state === 'refused';
  useEffect(() => {
    // A page the navigation does not offer this person does not exist for them (a FORBIDDEN answer too: usePageError).
    if (refused) showNotFound();
  }, [refused]);
  usePageError(access.state === 'error' ? access.error : null);

  if (!route || access.state !== 'allowed') return null;
  const param = route.name === 'folder' ? route.params.folderId : null;
  return (
    <section className="portal-page data-room" aria-labelledby="data-room-heading">
      <h1 id="data-room-heading" className="portal-page__title">
        Data Room
      </h1>
      {access.variant === 'v2' ? (
        <DataRoomV2Page key={param ?? 'root'} folderId={param} />
      ) : (
        <DataRoomV1Page key={param ?? ''} names={param ? param.split('/').filter(Boolean) : []} />
      )}
    </section>
  );
}
