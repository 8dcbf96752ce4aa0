import express, { type Router } from 'express';
import type { SandboxDeps } from '../domain.js';
import { FileStore } from './file-store.js';
import { addFileRoutes } from './file-routes.js';
import { addFolderRoutes } from './folder-routes.js';
import { dataRoomInputs } from './inputs.js';
import { addListingRoutes } from './listing-routes.js';

/** Spec 02 section 7, Data room: folders, files, uploads, downloads; plus the activity list and requested documents. */
export function dataroomRouter({ db, filesDir }: SandboxDeps, store = new FileStore(filesDir)): Router {
  const router = express.Router();
  const inputs = dataRoomInputs(db);
  addListingRoutes(router, db, inputs);
  addFileRoutes(router, db, store, inputs);
  addFolderRoutes(router, db, store, inputs);
  return router;
}
