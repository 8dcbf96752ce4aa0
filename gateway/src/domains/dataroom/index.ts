import type { GatewayDomain } from '../domain.js';
import { dataRoomFileRoutes } from './file-routes.js';
import { DataRoomProviderClient } from './provider-client.js';
import { dataroomResolvers } from './resolvers.js';

/** The data room: folders, files, the activity list and the requested documents (spec 02, Data room). */
export const dataroomDomain: GatewayDomain<'dataroom', DataRoomProviderClient> = {
  name: 'dataroom',
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: dataroomResolvers,
  client: (http) => new DataRoomProviderClient(http),
  httpRoutes: [{ path: '/data-room', router: dataRoomFileRoutes }],
  mappers: {
    DataRoomFolder: './provider-client.js#ProviderFolder',
    DataRoomObject: './provider-client.js#DataRoomObjectRecord',
    DataRoomObjectPage: './provider-client.js#ProviderDataRoomPage',
    DataRoomActivity: './provider-client.js#ProviderActivity',
    DataRoomActivityPage: './provider-client.js#ProviderActivityPage',
    RequestedDocument: './provider-client.js#ProviderRequestedDocument',
  },
};
