import { graphql } from '#graphql';

export const IdentitySessionQuery = graphql(`
  query IdentitySession {
    session {
      emailVerified
      hasTenancy
      canCreateNewTenancy
      currentJoinRequest {
        id
        status
      }
      organizationOwnerEmail
      organizationOwnerFullName
    }
  }
`);

export const CreateJoinRequestMutation = graphql(`
  mutation CreateJoinRequest {
    createJoinRequest {
      id
      status
    }
  }
`);

export const EmailVerificationActiveLinkQuery = graphql(`
  query EmailVerificationActiveLink {
    emailVerificationActiveLink {
      id
    }
  }
`);

export const SendVerificationEmailMutation = graphql(`
  mutation SendVerificationEmail {
    sendVerificationEmail {
      id
    }
  }
`);

export const ResendVerificationEmailMutation = graphql(`
  mutation ResendVerificationEmail($code: String!) {
    resendVerificationEmail(code: $code) {
      id
    }
  }
`);

export const VerifyEmailMutation = graphql(`
  mutation VerifyEmail($code: String!) {
    verifyEmail(code: $code)
  }
`);

export const RegisterOrganizationMutation = graphql(`
  mutation RegisterOrganization($input: RegistrationInput!) {
    registerOrganization(input: $input) {
      organizationId
      sellerName
    }
  }
`);

export const AccountLinkingQuery = graphql(`
  query AccountLinking($sessionToken: String!) {
    accountLinking(sessionToken: $sessionToken) {
      linkingUserEmail
      linkingUserProvider
      primaryUserProvider
    }
  }
`);

export const LinkAccountsMutation = graphql(`
  mutation LinkAccounts($sessionToken: String!) {
    linkAccounts(sessionToken: $sessionToken) {
      continueUrl
    }
  }
`);
