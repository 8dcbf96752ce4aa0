import { useQuery } from '@apollo/client/react';
import { companyStateOf, navigationFor } from '@seller-portal/shared/navigation';
import { DataRoomAccessQuery } from './data-room-access.query.js';

export type DataRoomAccess =
  | { state: 'loading' }
  | { state: 'error'; error: unknown }
  | { state: 'refused' }
  | { state: 'allowed'; variant: 'v2' | 'v1' };

/** What the provider offers of the data room beyond the spec's calls (docs/adr/019). */
export interface DataRoomFeatures {
  /** Rename and move, a folder's delete, marking a file as a requested document. */
  organize: boolean;
  /** Showing a PDF or an image in the page (the file's inline view); downloading is the spec's. */
  view: boolean;
  activity: boolean;
  requestedDocuments: boolean;
}

/**
 * The data room's provider features, read with the access query the area has loaded before any page shows; all
 * offered until it answers.
 */
export function useDataRoomFeatures(): DataRoomFeatures {
  const features = useQuery(DataRoomAccessQuery).data?.providerFeatures;
  return {
    organize: features?.dataRoomOrganize !== false,
    view: features?.dataRoomFileView !== false,
    activity: features?.dataRoomActivity !== false,
    requestedDocuments: features?.dataRoomRequestedDocuments !== false,
  };
}

/**
 * Whether the viewer reaches the data room (the navigation rule of spec 01 section 2, docs/adr/006) and which page
 * variant the seller has (spec 02 section 2, useDataRoomV2Page).
 */
export function useDataRoomAccess(): DataRoomAccess {
  const { data, error } = useQuery(DataRoomAccessQuery);
  if (!data) return error ? { state: 'error', error } : { state: 'loading' };
  const roles = data.viewer.roles.map((role) => role.name);
  const reaches = navigationFor(companyStateOf(data.organization), roles).some(
    (item) => item.id === 'dataRoom',
  );
  if (!reaches || !data.organization) return { state: 'refused' };
  return { state: 'allowed', variant: data.organization.settings.useDataRoomV2Page ? 'v2' : 'v1' };
}
