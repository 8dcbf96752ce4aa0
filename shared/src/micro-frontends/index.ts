export {
  microFrontends,
  isActiveAt,
  microFrontendFolder,
  microFrontendModule,
  type MicroFrontend,
} from './micro-frontends.js';
