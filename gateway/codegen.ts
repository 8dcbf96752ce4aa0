import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  // Generated files are formatted like the rest of the code, wherever prettier is run from.
  hooks: { afterAllFileWrite: ['prettier --write'] },
  schema: 'schema.graphql',
  generates: {
    'src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: false,
        enumsAsTypes: true,
        strictScalars: true,
        scalars: { DateTime: 'string' },
        contextType: '../context.js#GatewayContext',
        mappers: {
          TeamMember: '../domains/team/provider-client.js#ProviderTeamUser',
          Role: '../domains/team/provider-client.js#ProviderRole',
          Viewer: '../domains/session/provider-client.js#ProviderCurrentUser',
          Organization: '../domains/session/provider-client.js#ProviderSeller',
          Session: '../domains/session/provider-client.js#ProviderSession',
          EmailVerificationLink: '../domains/session/provider-client.js#ProviderEmailVerificationLink',
          AccountLinking: '../domains/session/provider-client.js#ProviderAccountLinking',
          TeamMemberPage: '../domains/team/provider-client.js#ProviderTeamPage',
          JoinRequest: '../domains/team/provider-client.js#ProviderJoinRequest',
          OwnershipTransfer: '../domains/team/provider-client.js#ProviderOwnershipTransfer',
        },
      },
    },
  },
};
export default config;
