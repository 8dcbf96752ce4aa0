export {
  CALLBACK_PATH,
  SILENT_CALLBACK_PATH,
  PortalSession,
  isSignInConnection,
  SIGN_IN_CONNECTIONS,
  type SessionClaims,
  type SignInConnection,
} from './session.js';
export { showToast, toastStore, type Toast, type ToastAction, type ToastKind } from './toasts.js';
export { copyWithToast } from './copy.js';
export type { PortalConfig } from './config.js';
export {
  getApolloClient,
  getSession,
  loadQueryClient,
  navigate,
  navigateOnClick,
  showErrorScreenOnApplicationErrors,
  startPlatform,
} from './platform.js';
export {
  currentPageStatus,
  showErrorScreen,
  showNotFound,
  usePageStatus,
  type PageStatus,
} from './page-status.js';
export {
  errorCodeOf,
  fieldErrorsOf,
  reasonOf,
  usePageError,
  type GraphQLErrorCode,
} from './graphql-errors.js';
export { showFieldErrors, type FieldErrorTarget } from './field-errors.js';
export {
  useToastMutation,
  type ToastMutationCall,
  type ToastMutationOptions,
  type ToastMutationRun,
} from './use-toast-mutation.js';
export {
  matchRoute,
  pathTo,
  useLocationPath,
  useLocationSearch,
  useNavigationState,
  useRoute,
  type MatchedRoute,
  type RouteParams,
  type Routes,
} from './routes.js';
export {
  createMicroFrontend,
  createParcel,
  type Lifecycles,
  type MicroFrontendEntry,
  type MicroFrontendOptions,
} from './micro-frontend.js';
export { prefetchQueries, type PrefetchedQuery } from './prefetch.js';
export { RemoteParcel, type RemoteParcelProps } from './RemoteParcel.js';
export { lazyComponent } from './lazy-component.js';
export { whenIdle } from './idle.js';
export { Email } from './Email.js';
export { installModalBehaviour } from './modal-behaviour.js';
export { useModalFocus } from './modal-focus.js';
export { ConfirmationModal, type ConfirmationModalProps } from './ConfirmationModal.js';
export { connectRealtime, disconnectRealtime, onSocketConnected, onSocketEvent } from './realtime.js';
export {
  FileRouteError,
  downloadGatewayFile,
  fetchGatewayFile,
  fileNameOf,
  postGatewayForm,
  type DownloadOptions,
} from './gateway-files.js';
