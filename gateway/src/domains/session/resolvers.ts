import { firstErrorPerField, registrationSchema } from '@seller-portal/shared/validation';
import type { Resolvers } from '../../generated/resolvers-types.js';
import type { Caller } from '../../auth/access-token.js';
import { gatewayError } from '../../provider/errors.js';

/** Identity calls need the portal user (user id claim); a token without one is refused before any provider call. */
function requireUser(caller: Caller): string {
  if (!caller.userId) throw gatewayError('FORBIDDEN', 'This needs a portal user.');
  return caller.userId;
}

function requireText(value: string, field: string, message: string): string {
  const text = value.trim();
  if (!text || text.length > 200) throw gatewayError('BAD_USER_INPUT', message, { [field]: message });
  return text;
}

export const sessionResolvers: Resolvers = {
  Query: {
    session: (_parent, _args, { session }) => session.session(),
    viewer: (_parent, _args, { session }) => session.currentUser(),
    organization: (_parent, _args, { caller, session }) =>
      caller.organizationId ? session.currentSeller() : null,
    emailVerificationActiveLink: (_parent, _args, { caller, session }) => {
      requireUser(caller);
      return session.activeVerificationLink();
    },
    accountLinking: (_parent, { sessionToken }, { caller, session }) => {
      requireUser(caller);
      return session.accountLinking(
        requireText(sessionToken, 'sessionToken', 'A session token is required.'),
      );
    },
  },
  Mutation: {
    sendVerificationEmail: (_parent, _args, { caller, session }) => {
      requireUser(caller);
      return session.sendVerificationEmail();
    },
    resendVerificationEmail: (_parent, { code }, { caller, session }) => {
      requireUser(caller);
      return session.resendVerificationEmail(requireText(code, 'code', 'A verification code is required.'));
    },
    verifyEmail: async (_parent, { code }, { caller, session }) => {
      requireUser(caller);
      await session.verifyEmail(requireText(code, 'code', 'This link is no longer active/valid'));
      return true;
    },
    registerOrganization: (_parent, { input }, { caller, session }) => {
      requireUser(caller);
      const parsed = registrationSchema.safeParse(input);
      if (!parsed.success) throw gatewayError('BAD_USER_INPUT', undefined, firstErrorPerField(parsed.error));
      return session.registerOrganization(parsed.data);
    },
    createJoinRequest: (_parent, _args, { caller, session }) => {
      requireUser(caller);
      return session.createJoinRequest();
    },
    markInviteAccepted: async (_parent, _args, { caller, session }) => {
      requireUser(caller);
      await session.markInviteAccepted();
      return true;
    },
    linkAccounts: (_parent, { sessionToken }, { caller, session }) => {
      requireUser(caller);
      return session.linkAccounts(requireText(sessionToken, 'sessionToken', 'A session token is required.'));
    },
  },
  Organization: {
    id: (seller) => seller.organizationId,
  },
  Viewer: {
    isInvitePending: (user) => user.status?.toUpperCase() === 'INVITED',
  },
};
