import type { SandboxDomain } from '../domain.js';
import { FileStore } from './file-store.js';
import { dataroomRouter } from './routes.js';
import { ensureDemoFiles, markDemoRequestedDocuments, seedDataRooms } from './seed.js';
import { sweepAtStart } from './store-sweep.js';

export { sellerHasFiles } from './files.js';

/** Each seller's data room: folders, files, their bytes on disk, the activity list (spec 02, Data room). */
export const dataroomDomain: SandboxDomain = {
  name: 'dataroom',
  migrations: new URL('./migrations/', import.meta.url),
  seeds: [
    { name: 'demo', run: seedDataRooms },
    { name: 'requested-documents', run: markDemoRequestedDocuments },
  ],
  api: (deps) => {
    const store = new FileStore(deps.filesDir);
    ensureDemoFiles(store);
    // Here, once: the offers' stores share the folder, and no request is served before the routers are built.
    void sweepAtStart(deps.db, store);
    return dataroomRouter(deps, store);
  },
};
