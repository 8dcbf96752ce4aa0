import { useReducer, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { usePageError } from '@seller-portal/platform';
import { useDebouncedValue } from '@seller-portal/shared/hooks';
import { useDataRoomFeatures } from '../access/use-data-room-access.js';
import { ActivityList } from '../activity/ActivityList.js';
import { DataRoomFolderView, PAGE_SIZES } from '../table/DataRoomFolderView.js';
import { dataRoomPaths } from '../routing.js';
import { DataRoomFolderPathQuery } from './data-room-folder-path.query.js';

const SEARCH_DELAY_MS = 300;

/**
 * The older data room page (useDataRoomV2Page off, spec 02 section 2): the route names the folder path, the older
 * calls answer a folder whole, and the page searches and pages it itself.
 */
export function DataRoomV1Page({ names }: { names: readonly string[] }) {
  const features = useDataRoomFeatures();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim().toLowerCase(), SEARCH_DELAY_MS);
  const where = names.join('/');
  const [paging, setPaging] = useState({ page: 0, size: PAGE_SIZES[0]!, search, where });
  const page = paging.search === search && paging.where === where ? paging.page : 0;
  const { data, previousData, loading, error, refetch } = useQuery(DataRoomFolderPathQuery, {
    variables: { names: [...names] },
  });
  usePageError(error);
  const [activityVersion, nextActivity] = useReducer((version: number) => version + 1, 0);
  const folder = (data ?? (loading ? previousData : undefined))?.dataRoomFolderByPath;
  const matching = (folder?.contents ?? []).filter(
    (row) => !search || row.name.toLowerCase().includes(search),
  );
  const rows = matching.slice(page * paging.size, (page + 1) * paging.size);
  const trail = folder
    ? ['', ...names].map((name, index) => ({
        key: `${index}:${name}`,
        name,
        path: dataRoomPaths.byNames(names.slice(0, index)),
      }))
    : [];

  return (
    <div className="data-room__main">
      <DataRoomFolderView
        folderId={folder?.id ?? null}
        trail={trail}
        rows={folder || !loading ? rows : undefined}
        loading={loading}
        totalItems={matching.length}
        paging={{ page, size: paging.size }}
        onPaging={(next) => setPaging({ ...next, search, where })}
        search={searchText}
        onSearch={(text) => {
          setSearchText(text);
          setPaging((current) => ({ ...current, page: 0 }));
        }}
        folderPath={(row) => dataRoomPaths.byNames([...names, row.name])}
        onChanged={() => void refetch()}
        onActivity={nextActivity}
      />
      {features.activity ? <ActivityList version={activityVersion} /> : null}
    </div>
  );
}
