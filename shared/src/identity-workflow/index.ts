export {
  identityRouteFor,
  isCompleteUser,
  IDENTITY_ROUTES,
  UNEXPECTED_STATE,
  type IdentityDecision,
  type IdentitySession,
  type TokenClaimsSeen,
} from './identity-workflow.js';
