// Writes provider-sandbox/openapi.json, the committed copy of the provider's contract (docs/adr/019): every
// operation, extensions included, with the answers' schemas. The gateway's provider types are generated from it.
import { writeFileSync } from 'node:fs';
import { openApiDocument } from '../src/contract/openapi.js';

writeFileSync(
  new URL('../openapi.json', import.meta.url),
  `${JSON.stringify(openApiDocument('', true), null, 2)}\n`,
);
