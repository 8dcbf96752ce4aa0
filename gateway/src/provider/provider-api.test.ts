import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import prettier from 'prettier';
import { describe, expect, it } from 'vitest';

/** The provider's committed contract (docs/adr/019) and the gateway's types generated from it. */
const CONTRACT = new URL('../../../provider-sandbox/openapi.json', import.meta.url);
const TYPES = fileURLToPath(new URL('../generated/provider-api.ts', import.meta.url));

describe("the provider's types (src/generated/provider-api.ts)", () => {
  it('are what openapi-typescript writes from provider-sandbox/openapi.json; run `npx turbo run codegen` when not', async () => {
    const options = (await prettier.resolveConfig(TYPES)) ?? {};
    const expected = await prettier.format(`${COMMENT_HEADER}${astToString(await openapiTS(CONTRACT))}`, {
      ...options,
      filepath: TYPES,
    });
    expect(readFileSync(TYPES, 'utf8')).toBe(expected);
  }, 60_000);
});
