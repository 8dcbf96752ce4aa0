export {
  microFrontends,
  isActiveAt,
  microFrontendFolder,
  microFrontendModule,
  microFrontendParcels,
  PARCELS_SOURCE,
  RELEASE_BASE,
  ROOT_CONFIG_RELEASE,
  type MicroFrontend,
} from './micro-frontends.js';
