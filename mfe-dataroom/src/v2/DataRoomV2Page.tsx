import { useReducer, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { usePageError } from '@seller-portal/platform';
import { useDebouncedValue } from '@seller-portal/shared/hooks';
import { useDataRoomFeatures } from '../access/use-data-room-access.js';
import { ActivityList } from '../activity/ActivityList.js';
import { RequestedDocuments } from '../requested-documents/RequestedDocuments.js';
import { DataRoomFolderView, PAGE_SIZES } from '../table/DataRoomFolderView.js';
import { dataRoomPaths } from '../routing.js';
import { DataRoomListingQuery } from './data-room-listing.query.js';

const SEARCH_DELAY_MS = 300;

/** Data room v2 (spec 02 section 2): folders by id, paged by the provider, the requested documents on the right. */
export function DataRoomV2Page({ folderId }: { folderId: string | null }) {
  const features = useDataRoomFeatures();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  const [paging, setPaging] = useState({ page: 0, size: PAGE_SIZES[0]!, search, folderId });
  // Page 0 again whenever the search or the folder changes.
  const page = paging.search === search && paging.folderId === folderId ? paging.page : 0;
  const { data, previousData, loading, error, refetch } = useQuery(DataRoomListingQuery, {
    variables: { folderId, page, size: paging.size, search: search || null },
  });
  usePageError(error);
  const [activityVersion, nextActivity] = useReducer((version: number) => version + 1, 0);
  const current = data ?? (loading ? previousData : undefined);
  const folder = current?.dataRoomFolder;
  const trail = folder
    ? [...folder.ancestors, folder].map((entry, index) => ({
        key: entry.id,
        name: entry.name,
        path: index === 0 ? dataRoomPaths.root : dataRoomPaths.folder(entry.id),
      }))
    : [];

  return (
    <>
      <div className="data-room__columns">
        <div className="data-room__main">
          <DataRoomFolderView
            folderId={folder?.id ?? null}
            trail={trail}
            rows={current?.dataRoom.items ?? (loading ? undefined : [])}
            loading={loading}
            totalItems={current?.dataRoom.pageInfo.totalElements ?? 0}
            paging={{ page, size: paging.size }}
            onPaging={(next) => setPaging({ ...next, search, folderId })}
            search={searchText}
            onSearch={(text) => {
              setSearchText(text);
              setPaging((current) => ({ ...current, page: 0 }));
            }}
            folderPath={(row) => dataRoomPaths.folder(row.id)}
            onChanged={() => void refetch()}
            onActivity={nextActivity}
          />
        </div>
        {features.requestedDocuments ? (
          <aside className="data-room__rail" aria-label="Requested documents">
            <RequestedDocuments />
          </aside>
        ) : null}
      </div>
      {features.activity ? <ActivityList version={activityVersion} /> : null}
    </>
  );
}
