import { apiClientSchema } from '@seller-portal/shared/validation';
import type { ApiClientCredentials, ApiScope, Resolvers } from '../../generated/resolvers-types.js';
import { requireAdmin } from '../../auth/authorization.js';
import type { RegisteredClient } from '../../auth/client-registration.js';
import type { GatewayContext } from '../../context.js';
import { validInput } from '../../validation/valid-input.js';
import type { ProviderApiClient, ProviderNewApiClient } from './provider-client.js';

/** OFFERS_READ ↔ offers:read: the GraphQL enum and the scope tokens carry. */
const scopeOf = (scope: ApiScope) =>
  scope.toLowerCase().replace('_', ':') as ProviderNewApiClient['scopes'][number];
const enumOf = (scope: string) => scope.toUpperCase().replace(':', '_') as ApiScope;

/** The answer that carries a secret: made only here, once per registration. */
async function credentials(
  context: GatewayContext,
  client: ProviderApiClient,
  registered: RegisteredClient,
): Promise<Omit<ApiClientCredentials, 'client'> & { client: ProviderApiClient }> {
  const registrar = await context.integrations.registrar();
  return {
    client,
    clientId: registered.clientId,
    clientSecret: registered.clientSecret,
    tokenEndpoint: await registrar.tokenEndpoint(),
    audience: registrar.audience,
  };
}

export const integrationsResolvers: Resolvers = {
  Query: {
    apiClients: async (_parent, _args, context) => {
      await requireAdmin(context);
      return context.integrations.list();
    },
  },
  Mutation: {
    createApiClient: async (_parent, { input }, context) => {
      await requireAdmin(context);
      const form = validInput(apiClientSchema, input);
      const registrar = await context.integrations.registrar();
      const scopes = [...new Set(input.scopes.map(scopeOf))];
      const client = await context.integrations.create({ name: form.name, roleId: form.roleId, scopes });
      let registered: RegisteredClient;
      try {
        registered = await registrar.register(form.name, scopes);
      } catch (error) {
        // Nothing half-made is left: the client the identity provider could not register is revoked at once.
        await context.integrations.revoke(client.id).catch(() => undefined);
        throw error;
      }
      const bound = await context.integrations.bind(client.id, {
        clientId: registered.clientId,
        registrationAccessToken: registered.registrationAccessToken,
      });
      return credentials(context, bound, registered);
    },
    rotateApiClientSecret: async (_parent, { id }, context) => {
      await requireAdmin(context);
      const registrar = await context.integrations.registrar();
      const client = await context.integrations.active(id);
      const previous = await context.integrations.registration(client.id);
      const registered = await registrar.register(client.name, client.scopes);
      // From this write on, the provider refuses the old client ID's tokens; then the old registration goes.
      const bound = await context.integrations.bind(client.id, {
        clientId: registered.clientId,
        registrationAccessToken: registered.registrationAccessToken,
      });
      if (previous) await registrar.remove(previous.clientId, previous.registrationAccessToken);
      return credentials(context, bound, registered);
    },
    revokeApiClient: async (_parent, { id }, context) => {
      await requireAdmin(context);
      const registrar = await context.integrations.registrar();
      const client = await context.integrations.active(id);
      const registration = await context.integrations.registration(client.id);
      const revoked = await context.integrations.revoke(client.id);
      if (registration) await registrar.remove(registration.clientId, registration.registrationAccessToken);
      return revoked;
    },
  },
  ApiClient: {
    scopes: (client) => client.scopes.map(enumOf),
    createdBy: (client) => client.createdByName,
  },
};
