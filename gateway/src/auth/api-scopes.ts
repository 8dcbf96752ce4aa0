import { readFileSync } from 'node:fs';
import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { gatewayDomains } from '../domains/index.js';
import type { GatewayContext } from '../context.js';
import { gatewayError } from '../provider/errors.js';
import type { Caller } from './access-token.js';

// An API client's token carries scopes (docs/integrators.md): read or write per area. The gateway holds its calls to
// them here, before any resolver runs, in addition to the role rules its member is held to like a person.

/** What a scope opens: an area of the API. */
type Area = 'offers' | 'customers' | 'reports' | 'dataroom' | 'team' | 'company';

/** Each domain's area; a domain mapped to null serves people only (their session, their notification feed). */
export const AREA_OF_DOMAIN: Readonly<Record<string, Area | null>> = {
  session: null,
  team: 'team',
  addresses: 'customers',
  customers: 'customers',
  dataroom: 'dataroom',
  offers: 'offers',
  org: 'company',
  notifications: null,
  reports: 'reports',
  integrations: 'company',
};

/** The session's questions an API client may ask with any scope: who it is and what the provider offers. */
const OPEN_FIELDS = new Set(['viewer', 'organization', 'providerFeatures']);

const AREA_WORDS: Record<Area, string> = {
  offers: 'offers',
  customers: 'customers',
  reports: 'reports',
  dataroom: 'the data room',
  team: 'the team',
  company: 'the company',
};

/** Query and Mutation fields by the domain that declares them. */
function fieldsByDomain(): Map<string, { query: Area | null; mutation: Area | null }> {
  const fields = new Map<string, { query: Area | null; mutation: Area | null }>();
  for (const domain of gatewayDomains) {
    const area = AREA_OF_DOMAIN[domain.name] ?? null;
    for (const file of [domain.typeDefs, ...(domain.parts ?? []).map((part) => part.typeDefs)]) {
      for (const definition of parse(readFileSync(file, 'utf8')).definitions) {
        if (definition.kind !== Kind.OBJECT_TYPE_EXTENSION && definition.kind !== Kind.OBJECT_TYPE_DEFINITION)
          continue;
        const type = definition.name.value;
        if (type !== 'Query' && type !== 'Mutation') continue;
        for (const field of definition.fields ?? []) {
          const entry = fields.get(field.name.value) ?? { query: null, mutation: null };
          entry[type === 'Query' ? 'query' : 'mutation'] = area;
          fields.set(field.name.value, entry);
        }
      }
    }
  }
  return fields;
}

const FIELDS = fieldsByDomain();

/** The scope an area's read or write needs, as tokens carry it. */
const scopeFor = (area: Area, write: boolean) => `${area}:${write ? 'write' : 'read'}`;

function refusal(area: Area | null, write: boolean): GraphQLError {
  if (!area) return gatewayError('FORBIDDEN', 'An API client may not do this: it is for people signed in.');
  const scope = scopeFor(area, write);
  return gatewayError(
    'FORBIDDEN',
    `This API client may not ${write ? 'change' : 'read'} ${AREA_WORDS[area]}: it needs the ${scope} scope.`,
  );
}

/** The root fields an operation selects, through fragments. */
function rootFields(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(selection.selectionSet, fragments);
    const fragment = fragments.get(selection.name.value);
    return fragment ? rootFields(fragment.selectionSet, fragments) : [];
  });
}

/** Refuses the operation when the caller is an API client whose scopes do not cover each field it selects. */
export function checkApiScopes(caller: Caller, document: DocumentNode, operationName?: string | null): void {
  const client = caller.apiClient;
  if (!client) return;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const operation = document.definitions.find(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      (!operationName || definition.name?.value === operationName),
  );
  if (operation?.kind !== Kind.OPERATION_DEFINITION) return;
  const write = operation.operation !== 'query';
  for (const field of rootFields(operation.selectionSet, fragments)) {
    if (field.startsWith('__')) continue;
    if (!write && OPEN_FIELDS.has(field)) continue;
    const area = FIELDS.get(field)?.[write ? 'mutation' : 'query'] ?? null;
    if (!area || !client.scopes.has(scopeFor(area, write))) throw refusal(area, write);
  }
}

/** The Apollo plugin: each operation of an API client is held to its token's scopes. */
export const apiScopes: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ contextValue, document, operationName }) {
        checkApiScopes(contextValue.caller, document, operationName);
      },
    };
  },
};

/** Each file route's area, by the path its domain mounts it at. */
const AREA_OF_FILE_ROUTES = new Map<string, Area | null>(
  gatewayDomains.flatMap((domain) =>
    ('httpRoutes' in domain ? (domain.httpRoutes ?? []) : []).map((routes) => [
      routes.path,
      AREA_OF_DOMAIN[domain.name] ?? null,
    ]),
  ),
);

/** Refuses a file route's call when the caller is an API client without the area's scope (GET reads). */
export function checkFileRouteScope(caller: Caller, mountPath: string, method: string): void {
  const client = caller.apiClient;
  if (!client) return;
  const area = AREA_OF_FILE_ROUTES.get(mountPath) ?? null;
  const write = method !== 'GET' && method !== 'HEAD';
  if (!area || !client.scopes.has(scopeFor(area, write))) throw refusal(area, write);
}
