import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../test-support/graphql.js';
import {
  startGateway,
  startRecordingProxy,
  startSandbox,
  type RunningSandbox,
} from '../../test-support/system.js';

const SUGGEST = `query S($query: String!, $international: Boolean!) {
  addressSuggestions(query: $query, international: $international) { label street municipality region postalCode country isInternational timeZone }
}`;

let sandbox: RunningSandbox;
let proxy: Awaited<ReturnType<typeof startRecordingProxy>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let olivia: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  proxy = await startRecordingProxy(sandbox.url);
  gateway = await startGateway({ providerUrl: proxy.url, issuer: sandbox.issuer });
  olivia = await sandbox.tokenFor('owner@nimbus.example');
});

afterAll(async () => {
  await gateway?.stop();
  await proxy?.close();
  await sandbox?.close();
});

describe('addressSuggestions', () => {
  it('answers the directory’s matches, domestic or international', async () => {
    const domestic = await graphql<{ addressSuggestions: { label: string; isInternational: boolean }[] }>(
      gateway.app,
      SUGGEST,
      { query: 'congress austin', international: false },
      olivia,
    );
    expect(domestic.data?.addressSuggestions).toEqual([
      expect.objectContaining({
        label: '600 Congress Avenue, Austin, TX 78701, USA',
        timeZone: 'America/Chicago',
      }),
    ]);
    const abroad = await graphql<{ addressSuggestions: { country: string }[] }>(
      gateway.app,
      SUGGEST,
      { query: 'london', international: true },
      olivia,
    );
    expect(new Set(abroad.data?.addressSuggestions.map((address) => address.country))).toEqual(
      new Set(['GBR']),
    );
  });

  it('refuses fewer than 2 or more than 200 characters before calling the provider', async () => {
    proxy.calls.length = 0;
    for (const query of ['a', ' b ', 'x'.repeat(201)]) {
      const answer = await graphql(gateway.app, SUGGEST, { query, international: false }, olivia);
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(proxy.calls.filter((call) => call.path.includes('addresses'))).toEqual([]);
  });
});
