import { z } from 'zod';
import { registrationSchema } from '@seller-portal/shared/validation';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { requireUser } from '../../auth/authorization.js';
import { validInput } from '../../validation/valid-input.js';

/** A required token or code of at most 200 characters, with the message the screen shows when it is not. */
const requiredText = (message: string) => z.string().trim().min(1, message).max(200, message);
const sessionTokenArgs = z.object({ sessionToken: requiredText('A session token is required.') });
const resendArgs = z.object({ code: requiredText('A verification code is required.') });
const verifyArgs = z.object({ code: requiredText('This link is no longer active/valid') });

export const sessionResolvers: Resolvers = {
  Query: {
    session: (_parent, _args, { session }) => session.session(),
    providerFeatures: (_parent, _args, { session }) => session.providerFeatures(),
    viewer: (_parent, _args, { session }) => session.currentUser(),
    organization: (_parent, _args, { caller, session }) =>
      caller.organizationId ? session.currentSeller() : null,
    emailVerificationActiveLink: (_parent, _args, { caller, session }) => {
      requireUser(caller);
      return session.activeVerificationLink();
    },
    accountLinking: (_parent, { sessionToken }, { caller, session }) => {
      requireUser(caller);
      return session.accountLinking(validInput(sessionTokenArgs, { sessionToken }).sessionToken);
    },
  },
  Mutation: {
    sendVerificationEmail: (_parent, _args, { caller, session }) => {
      requireUser(caller);
      return session.sendVerificationEmail();
    },
    resendVerificationEmail: (_parent, { code }, { caller, session }) => {
      requireUser(caller);
      return session.resendVerificationEmail(validInput(resendArgs, { code }).code);
    },
    verifyEmail: async (_parent, { code }, { caller, session }) => {
      requireUser(caller);
      await session.verifyEmail(validInput(verifyArgs, { code }).code);
      return true;
    },
    registerOrganization: (_parent, { input }, { caller, session }) => {
      requireUser(caller);
      return session.registerOrganization(validInput(registrationSchema, input));
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
      return session.linkAccounts(validInput(sessionTokenArgs, { sessionToken }).sessionToken);
    },
  },
  Organization: {
    id: (seller) => seller.organizationId,
    settings: (_seller, _args, { session }) => session.sellerSettings(),
  },
  Viewer: {
    isInvitePending: (user) => user.status?.toUpperCase() === 'INVITED',
  },
};
