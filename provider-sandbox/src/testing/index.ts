export { PORTAL_ORIGIN, startSandbox, tempDataDir, type RunningSandbox } from './harness.js';
export { createTemplateDatabase, TEMPLATE_ENV } from './template.js';
export {
  demoFileId,
  demoFolderId,
  PDF_BYTES,
  upload,
  zipEntries,
  type UploadFile,
} from '../dataroom/test-support.js';
export { demoOfferId } from '../offers/seed.js';
export { createDatabase, startPostgres, startRedis } from './servers.js';
export { startReceiver, until, type ReceivedRequest } from './receiver.js';
