import { graphql } from './graphql.js';

/** What createApiClient answers once: the credentials an integrator copies. */
export interface ApiClientCredentials {
  client: { id: string; clientId: string; status: string };
  clientId: string;
  clientSecret: string;
  tokenEndpoint: string;
  audience: string;
}

/** An API client of the admin's seller, made through the gateway as the portal's tab makes it. */
export async function createApiClient(
  gateway: Parameters<typeof graphql>[0],
  adminToken: string,
  name: string,
  scopes: string[],
  role = 'SALES_MANAGER',
): Promise<ApiClientCredentials> {
  const roles = await graphql<{ roles: { id: string; name: string }[] }>(
    gateway,
    '{ roles { id name } }',
    {},
    adminToken,
  );
  const roleId = roles.data!.roles.find((candidate) => candidate.name === role)!.id;
  const created = await graphql<{ createApiClient: ApiClientCredentials }>(
    gateway,
    `
      mutation ($input: CreateApiClientInput!) {
        createApiClient(input: $input) {
          client {
            id
            clientId
            status
          }
          clientId
          clientSecret
          tokenEndpoint
          audience
        }
      }
    `,
    { input: { name, roleId, scopes } },
    adminToken,
  );
  if (!created.data) throw new Error(`createApiClient failed: ${created.errors?.[0]?.message}`);
  return created.data.createApiClient;
}

/** A token by the client-credentials grant, as an integrator asks for it. */
export async function apiClientToken(credentials: ApiClientCredentials, scope: string): Promise<string> {
  const response = await fetch(credentials.tokenEndpoint, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope, resource: credentials.audience }),
  });
  const body = (await response.json()) as { access_token?: string; error?: string };
  if (!body.access_token) throw new Error(`no token: ${body.error}`);
  return body.access_token;
}
