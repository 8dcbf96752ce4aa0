import { callOnce, callOncePerKey } from '../../provider/loaders.js';
import type { ProviderHttp } from '../../provider/provider-http.js';
import type { ProviderPage } from '../../provider/page.js';

/** A file as the provider answers it (spec 02 section 3, File). */
export interface ProviderFile {
  id: string;
  folderId?: string;
  name: string;
  size: number;
  type: string;
  extension: string;
  immutable: boolean;
  createdBy: string | null;
  createdDate: string | null;
  uploadedBy: string | null;
  uploadedDate: string | null;
}

/** GET /v2/folders/{id} (spec 02 section 3, Folder). */
export interface ProviderFolder {
  id: string;
  name: string;
  parentId: string | null;
  ancestorsHierarchy: { id: string; name: string }[];
  filesCount: number;
  lastUploadDate: string | null;
  /** The older calls (GET /folders/{id}, …/folders/name/{name}) answer what is in it too. */
  folders?: ProviderFolder[];
  files?: ProviderFile[];
}

/** A row of GET /data-room: a folder or a file. */
export interface ProviderDataRoomObject {
  id: string;
  name: string;
  objectType: 'FILE' | 'FOLDER';
  size: number | null;
  type: string | null;
  extension: string | null;
  immutable: boolean;
  createdBy: string | null;
  createdDate: string | null;
  uploadedBy: string | null;
  uploadedDate: string | null;
  filesCount: number | null;
  lastUploadDate: string | null;
}

export type ProviderDataRoomPage = ProviderPage<ProviderDataRoomObject>;

/** A line of GET /data-room/activity. */
export interface ProviderActivity {
  id: string;
  action: 'UPLOADED' | 'DOWNLOADED' | 'VIEWED' | 'DELETED';
  fileId: string;
  fileName: string;
  userId: string | null;
  userFullName: string | null;
  occurredAt: string;
}

export type ProviderActivityPage = ProviderPage<ProviderActivity>;

/** GET /data-room/requested-documents. */
export interface ProviderRequestedDocument {
  key: string;
  title: string;
  provided: boolean;
  providedBy: 'FILE' | 'USER' | null;
}

export interface DataRoomPageQuery {
  folderId: string | null;
  page: number;
  size: number;
  search: string | null;
}

const segment = encodeURIComponent;

/** The data room's provider calls (spec 02 section 7, Data room); identical calls within one request are made once. */
export class DataRoomProviderClient {
  /** A folder, by id or `root`. */
  readonly folder = callOncePerKey((id: string) =>
    this.http.get<ProviderFolder>(`/v2/folders/${segment(id)}`),
  );
  /** A folder with its subfolders and files (the older call). */
  readonly folderWithContents = callOncePerKey((id: string) =>
    this.http.get<ProviderFolder>(`/folders/${segment(id)}`),
  );
  readonly subfolderNamed = callOncePerKey(({ parentId, name }: { parentId: string; name: string }) =>
    this.http.get<ProviderFolder>(`/folders/${segment(parentId)}/folders/name/${segment(name)}`),
  );
  readonly listing = callOncePerKey(({ folderId, page, size, search }: DataRoomPageQuery) =>
    this.http.get<ProviderDataRoomPage>('/data-room', {
      folderId: folderId ?? undefined,
      page,
      size,
      search: search || undefined,
      showFoldersFirst: true,
    }),
  );
  readonly activity = callOncePerKey(({ page, size }: { page: number; size: number }) =>
    this.http.get<ProviderActivityPage>('/data-room/activity', { page, size }),
  );
  readonly requestedDocuments = callOnce(() =>
    this.http.get<ProviderRequestedDocument[]>('/data-room/requested-documents'),
  );

  createFolder(parentId: string, name: string): Promise<ProviderFolder> {
    return this.http.send('POST', `/folders/${segment(parentId)}/folders`, { name });
  }

  async deleteFile(id: string): Promise<void> {
    await this.http.send('DELETE', `/files/${segment(id)}`);
  }

  setRequestedDocument(key: string, provided: boolean): Promise<ProviderRequestedDocument> {
    return this.http.send('PUT', `/data-room/requested-documents/${segment(key)}`, { provided });
  }

  constructor(private readonly http: ProviderHttp) {}
}
