import { gatewayError, notOffered, providerStatusOf } from '../../provider/errors.js';
import { callOnce, callOncePerKey } from '../../provider/loaders.js';
import type { ProviderHttp } from '../../provider/provider-http.js';
import { emptyPage } from '../../provider/page.js';
import type { components, operations } from '../../generated/provider-api.js';

/** A file as the provider answers it (spec 02 section 3, File; its folderId and requestedDocument are ours). */
export type ProviderFile = components['schemas']['DataRoomFile'];

/** What a folder holds at any depth (ours). */
export type ProviderFolderHoldings = components['schemas']['DataRoomFolder']['holds'];

/**
 * A folder as the provider answers it (spec 02 section 3, Folder): GET /v2/folders/{id} and what changes one answer,
 * or the older calls' (GET /folders/{id}, …/folders/name/{name}) with the subfolders and files in it.
 */
export type ProviderFolder =
  components['schemas']['DataRoomFolder'] | components['schemas']['DataRoomFolderWithContents'];

/** A folder as the older call lists it in its parent. */
export type ProviderSubfolder = components['schemas']['DataRoomSubfolder'];

/** The older calls' folder, with the subfolders and files in it. */
type ProviderFolderWithContents = components['schemas']['DataRoomFolderWithContents'];

/** A row of GET /data-room: a folder or a file (spec 02 section 3, Data room object). */
type ProviderDataRoomObject = components['schemas']['DataRoomObject'];

/**
 * A row of the listing: the provider's, or one the gateway makes from the older call's folder (which names no
 * creator or creation date).
 */
export interface DataRoomObjectRecord extends Omit<ProviderDataRoomObject, 'createdDate'> {
  createdDate: string | null;
}

export type ProviderDataRoomPage = components['schemas']['DataRoomPage'];

/** A line of GET /data-room/activity (ours). */
export type ProviderActivity = components['schemas']['DataRoomActivityPage']['content'][number];

export type ProviderActivityPage = components['schemas']['DataRoomActivityPage'];

/** GET /data-room/requested-documents (ours). */
export type ProviderRequestedDocument = components['schemas']['RequestedDocument'];

type Schemas = components['schemas'];

/** PATCH /api/folders/{id} (ours): a new name and/or a new parent. */
export type ProviderFolderChanges = Schemas['FolderChanges'];

/** PATCH /api/files/{id} (ours): a new name, folder or requested document. */
export type ProviderFileChanges = Schemas['FileChanges'];

/** The query of GET /api/data-room (spec 02 section 7). */
type ProviderDataRoomQuery = NonNullable<operations['getDataRoom']['parameters']['query']>;

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
    this.http.get<ProviderFolderWithContents>(`/folders/${segment(id)}`),
  );
  readonly subfolderNamed = callOncePerKey(({ parentId, name }: { parentId: string; name: string }) =>
    this.http.get<ProviderFolderWithContents>(`/folders/${segment(parentId)}/folders/name/${segment(name)}`),
  );
  readonly listing = callOncePerKey(({ folderId, page, size, search }: DataRoomPageQuery) =>
    this.http.get<ProviderDataRoomPage>('/data-room', {
      folderId: folderId ?? undefined,
      page,
      size,
      search: search || undefined,
      showFoldersFirst: true,
    } satisfies ProviderDataRoomQuery),
  );
  /** Ours: an empty log from a provider without it (docs/adr/019). */
  readonly activity = callOncePerKey(
    async ({ page, size }: { page: number; size: number }): Promise<ProviderActivityPage> =>
      (await this.http.offers('dataRoomActivity'))
        ? this.http.get<ProviderActivityPage>('/data-room/activity', {
            page,
            size,
          } satisfies operations['getDataRoomActivity']['parameters']['query'])
        : emptyPage(size),
  );
  /** Ours: none from a provider without them. */
  readonly requestedDocuments = callOnce(async () =>
    (await this.http.offers('dataRoomRequestedDocuments'))
      ? this.http.get<ProviderRequestedDocument[]>('/data-room/requested-documents')
      : [],
  );

  createFolder(parentId: string, name: string): Promise<ProviderFolder> {
    const folder: Schemas['NewFolder'] = { name };
    return this.http.send('POST', `/folders/${segment(parentId)}/folders`, folder);
  }

  async deleteFile(id: string): Promise<void> {
    await this.http.send('DELETE', `/files/${segment(id)}`);
  }

  async setRequestedDocument(key: string, provided: boolean): Promise<ProviderRequestedDocument> {
    if (!(await this.http.offers('dataRoomRequestedDocuments'))) throw notOffered('keep requested documents');
    const answer: Schemas['RequestedDocumentAnswer'] = { provided };
    return this.http.send('PUT', `/data-room/requested-documents/${segment(key)}`, answer);
  }

  /**
   * PATCH /folders/{id} `{ name?, parentId? }`: an extension of the spec's calls (a provider without it answers 404
   * or 405).
   */
  updateFolder(id: string, change: ProviderFolderChanges): Promise<ProviderFolder> {
    const call = () => this.http.send<ProviderFolder>('PATCH', `/folders/${segment(id)}`, change);
    return this.extension('rename or move folders', call, () => this.folder(id));
  }

  /**
   * DELETE /folders/{id}?files=&folders=, confirming what it holds: an extension of the spec's calls (a provider
   * without it answers 404 or 405).
   */
  async deleteFolder(id: string, holds: ProviderFolderHoldings | null): Promise<void> {
    const confirmed =
      holds &&
      ({
        files: holds.files,
        folders: holds.folders,
      } satisfies operations['deleteFoldersId']['parameters']['query']);
    const query = confirmed ? `?files=${confirmed.files}&folders=${confirmed.folders}` : '';
    const call = () => this.http.send<void>('DELETE', `/folders/${segment(id)}${query}`);
    await this.extension('delete folders', call, () => this.folder(id));
  }

  /**
   * PATCH /files/{id} `{ name?, folderId?, requestedDocument? }`: an extension of the spec's calls (a provider
   * without it answers 404 or 405).
   */
  updateFile(id: string, change: ProviderFileChanges): Promise<ProviderFile> {
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
