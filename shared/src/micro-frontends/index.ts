export {
  microFrontends,
  isActiveAt,
  microFrontendFolder,
  microFrontendModule,
  RELEASE_BASE,
  ROOT_CONFIG_RELEASE,
  type MicroFrontend,
} from './micro-frontends.js';
