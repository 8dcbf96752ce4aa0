import { gatewayError, notOffered, providerStatusOf } from '../../provider/errors.js';
import { callOnce, callOncePerKey } from '../../provider/loaders.js';
import type { ProviderHttp } from '../../provider/provider-http.js';
import { emptyPage, type ProviderPage } from '../../provider/page.js';

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
  /** Which requested document it is; an extension of the spec's File (absent from a provider without it). */
  requestedDocument?: string | null;
}

/** What a folder holds at any depth. */
export interface ProviderFolderHoldings {
  files: number;
  folders: number;
}

/** GET /v2/folders/{id} (spec 02 section 3, Folder). */
export interface ProviderFolder {
  id: string;
  name: string;
  parentId: string | null;
  ancestorsHierarchy: { id: string; name: string }[];
  filesCount: number;
  lastUploadDate: string | null;
  /** What it holds at any depth; an extension of the spec's Folder (absent from a provider without it). */
  holds?: ProviderFolderHoldings;
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
  requestedDocument?: string | null;
  filesCount: number | null;
  lastUploadDate: string | null;
}

export type ProviderDataRoomPage = ProviderPage<ProviderDataRoomObject>;

/** A line of GET /data-room/activity. */
export interface ProviderActivity {
  id: string;
  action: 'UPLOADED' | 'DOWNLOADED' | 'VIEWED' | 'DELETED' | 'RENAMED' | 'MOVED';
  /** FILE or FOLDER; absent from a provider that records files only. */
  objectType?: 'FILE' | 'FOLDER';
  fileId: string;
  fileName: string;
  /** RENAMED: the name before; MOVED: the path of the folder it left. */
  previous?: string | null;
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
  /** Ours: an empty log from a provider without it (docs/adr/019). */
  readonly activity = callOncePerKey(
    async ({ page, size }: { page: number; size: number }): Promise<ProviderActivityPage> =>
      (await this.http.offers('dataRoomActivity'))
        ? this.http.get<ProviderActivityPage>('/data-room/activity', { page, size })
        : emptyPage(size),
  );
  /** Ours: none from a provider without them. */
  readonly requestedDocuments = callOnce(async () =>
    (await this.http.offers('dataRoomRequestedDocuments'))
      ? this.http.get<ProviderRequestedDocument[]>('/data-room/requested-documents')
      : [],
  );

  createFolder(parentId: string, name: string): Promise<ProviderFolder> {
    return this.http.send('POST', `/folders/${segment(parentId)}/folders`, { name });
  }

  async deleteFile(id: string): Promise<void> {
    await this.http.send('DELETE', `/files/${segment(id)}`);
  }

  async setRequestedDocument(key: string, provided: boolean): Promise<ProviderRequestedDocument> {
    if (!(await this.http.offers('dataRoomRequestedDocuments'))) throw notOffered('keep requested documents');
    return this.http.send('PUT', `/data-room/requested-documents/${segment(key)}`, { provided });
  }

  /**
   * PATCH /folders/{id} `{ name?, parentId? }`: an extension of the spec's calls (a provider without it answers 404
   * or 405).
   */
  updateFolder(id: string, change: { name?: string; parentId?: string }): Promise<ProviderFolder> {
    const call = () => this.http.send<ProviderFolder>('PATCH', `/folders/${segment(id)}`, change);
    return this.extension('rename or move folders', call, () => this.folder(id));
  }

  /**
   * DELETE /folders/{id}?files=&folders=, confirming what it holds: an extension of the spec's calls (a provider
   * without it answers 404 or 405).
   */
  async deleteFolder(id: string, holds: ProviderFolderHoldings | null): Promise<void> {
    const query = holds ? `?files=${holds.files}&folders=${holds.folders}` : '';
    const call = () => this.http.send<void>('DELETE', `/folders/${segment(id)}${query}`);
    await this.extension('delete folders', call, () => this.folder(id));
  }

  /**
   * PATCH /files/{id} `{ name?, folderId?, requestedDocument? }`: an extension of the spec's calls (a provider
   * without it answers 404 or 405).
   */
  updateFile(
    id: string,
    change: { name?: string; folderId?: string; requestedDocument?: string | null },
  ): Promise<ProviderFile> {
    return this.extension('rename, move or mark files', () =>
      this.http.send('PATCH', `/files/${segment(id)}`, change),
    );
  }

  /**
   * A call beyond the spec's: a provider without it answers 405 (the path is known, not the method) or 404 (no
   * route), which the person reads in words rather than as "Not found". `exists` reads the thing through a spec
   * call: when it is there, a 404 was the call missing; a file has no such call, so its 404 says both.
   */
  private async extension<T>(
    what: string,
    call: () => Promise<T>,
    exists?: () => Promise<unknown>,
  ): Promise<T> {
    // A provider whose document does not list the calls is not asked (docs/adr/019).
    if (!(await this.http.offers('dataRoomOrganize')))
      throw gatewayError('CONFLICT', `This data room's provider cannot ${what} yet.`);
    try {
      return await call();
    } catch (error) {
      const status = providerStatusOf(error);
      const missing = `This data room's provider cannot ${what} yet.`;
      if (status === 405) throw gatewayError('CONFLICT', missing);
      if (status !== 404) throw error;
      if (!exists)
        throw gatewayError(
          'NOT_FOUND',
          `This file is not in the data room any more, or its provider cannot ${what}.`,
        );
      await exists();
      throw gatewayError('CONFLICT', missing);
    }
  }

  constructor(private readonly http: ProviderHttp) {}
}
