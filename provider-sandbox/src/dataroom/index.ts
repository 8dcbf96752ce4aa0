import type { SandboxDomain } from '../domain.js';

export { sellerHasFiles } from './files.js';

/** Each seller's data room: folders and files (spec 02, Data room). */
export const dataroomDomain: SandboxDomain = {
  name: 'dataroom',
  migrations: new URL('./migrations/', import.meta.url),
};
