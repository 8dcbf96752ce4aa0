/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Where a join request stands (spec 02 section 3). */
export type JoinRequestStatus =
  /** Approved: the requester belongs to the company. */
  | 'APPROVED'
  /** Waiting for the organization owner. */
  | 'PENDING'
  /** Declined by the organization owner (it can still be approved). */
  | 'REJECTED';

/** What a notification is about. */
export type NotificationType =
  /** A cash advance was sent to the seller. */
  | 'ADVANCE'
  /** An offer changed, e.g. a customer accepted it. */
  | 'OFFER'
  /** A customer payment succeeded, failed or was disputed. */
  | 'PAYMENT'
  /** A test event sent from the provider's sandbox. */
  | 'TEST'
  /** The provider's underwriting decided on the company. */
  | 'UNDERWRITING';

/** Spec 02 section 3, Registration payload. */
export type RegistrationInput = {
  /** The company's name (required, trimmed). */
  sellerName: string;
  /** The owner's first name (required, trimmed). */
  userFirstName: string;
  /** The owner's last name (required, trimmed). */
  userLastName: string;
  /** The owner's title, optional. */
  userTitle?: string | null | undefined;
};

export type IdentitySessionQueryVariables = Exact<{ [key: string]: never }>;

export type IdentitySessionQuery = {
  session: {
    emailVerified: boolean;
    hasTenancy: boolean;
    canCreateNewTenancy: boolean;
    organizationOwnerEmail: string | null;
    organizationOwnerFullName: string | null;
    currentJoinRequest: { id: string; status: JoinRequestStatus } | null;
  };
};

export type CreateJoinRequestMutationVariables = Exact<{ [key: string]: never }>;

export type CreateJoinRequestMutation = { createJoinRequest: { id: string; status: JoinRequestStatus } };

export type EmailVerificationActiveLinkQueryVariables = Exact<{ [key: string]: never }>;

export type EmailVerificationActiveLinkQuery = { emailVerificationActiveLink: { id: string } | null };

export type SendVerificationEmailMutationVariables = Exact<{ [key: string]: never }>;

export type SendVerificationEmailMutation = { sendVerificationEmail: { id: string } };

export type ResendVerificationEmailMutationVariables = Exact<{
  code: string;
}>;

export type ResendVerificationEmailMutation = { resendVerificationEmail: { id: string } };

export type VerifyEmailMutationVariables = Exact<{
  code: string;
}>;

export type VerifyEmailMutation = { verifyEmail: boolean };

export type RegisterOrganizationMutationVariables = Exact<{
  input: RegistrationInput;
}>;

export type RegisterOrganizationMutation = {
  registerOrganization: { organizationId: string; sellerName: string };
};

export type AccountLinkingQueryVariables = Exact<{
  sessionToken: string;
}>;

export type AccountLinkingQuery = {
  accountLinking: { linkingUserEmail: string; linkingUserProvider: string; primaryUserProvider: string };
};

export type LinkAccountsMutationVariables = Exact<{
  sessionToken: string;
}>;

export type LinkAccountsMutation = { linkAccounts: { continueUrl: string } };

export type NotificationFeedQueryVariables = Exact<{
  size: number;
}>;

export type NotificationFeedQuery = {
  providerFeatures: { notifications: boolean };
  notifications: {
    unreadCount: number;
    items: Array<{
      id: string;
      type: NotificationType;
      title: string | null;
      message: string | null;
      offerId: string | null;
      createdAt: string;
      read: boolean;
    }>;
  };
};

export type MarkNotificationReadMutationVariables = Exact<{
  id: string | number;
}>;

export type MarkNotificationReadMutation = {
  markNotificationRead: { id: string; read: boolean; readAt: string | null };
};

export type MarkAllNotificationsReadMutationVariables = Exact<{ [key: string]: never }>;

export type MarkAllNotificationsReadMutation = { markAllNotificationsRead: number };

export type ShellContextQueryVariables = Exact<{ [key: string]: never }>;

export type ShellContextQuery = {
  viewer: {
    id: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
    isOrganizationOwner: boolean;
    isInvitePending: boolean;
    roles: Array<{ id: string; name: string; displayName: string }>;
  };
  organization: {
    id: string;
    sellerName: string;
    sellerLogoResourceUrl: string | null;
    isOnboarding: boolean;
    isUnderwriting: boolean;
    isApproved: boolean;
    dashboardLink: string;
  } | null;
};

export type MarkInviteAcceptedMutationVariables = Exact<{ [key: string]: never }>;

export type MarkInviteAcceptedMutation = { markInviteAccepted: boolean };

export const IdentitySessionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'IdentitySession' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'session' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'emailVerified' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasTenancy' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canCreateNewTenancy' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'currentJoinRequest' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'organizationOwnerEmail' } },
                { kind: 'Field', name: { kind: 'Name', value: 'organizationOwnerFullName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<IdentitySessionQuery, IdentitySessionQueryVariables>;
export const CreateJoinRequestDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateJoinRequest' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createJoinRequest' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateJoinRequestMutation, CreateJoinRequestMutationVariables>;
export const EmailVerificationActiveLinkDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EmailVerificationActiveLink' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'emailVerificationActiveLink' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EmailVerificationActiveLinkQuery, EmailVerificationActiveLinkQueryVariables>;
export const SendVerificationEmailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SendVerificationEmail' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sendVerificationEmail' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SendVerificationEmailMutation, SendVerificationEmailMutationVariables>;
export const ResendVerificationEmailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ResendVerificationEmail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resendVerificationEmail' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'code' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResendVerificationEmailMutation, ResendVerificationEmailMutationVariables>;
export const VerifyEmailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'VerifyEmail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'verifyEmail' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'code' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<VerifyEmailMutation, VerifyEmailMutationVariables>;
export const RegisterOrganizationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RegisterOrganization' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'RegistrationInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'registerOrganization' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sellerName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RegisterOrganizationMutation, RegisterOrganizationMutationVariables>;
export const AccountLinkingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AccountLinking' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sessionToken' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'accountLinking' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sessionToken' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sessionToken' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'linkingUserEmail' } },
                { kind: 'Field', name: { kind: 'Name', value: 'linkingUserProvider' } },
                { kind: 'Field', name: { kind: 'Name', value: 'primaryUserProvider' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountLinkingQuery, AccountLinkingQueryVariables>;
export const LinkAccountsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'LinkAccounts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sessionToken' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'linkAccounts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sessionToken' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sessionToken' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'continueUrl' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LinkAccountsMutation, LinkAccountsMutationVariables>;
export const NotificationFeedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'NotificationFeed' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'providerFeatures' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'notifications' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notifications' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'IntValue', value: '0' },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'size' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'offerId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'read' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'unreadCount' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NotificationFeedQuery, NotificationFeedQueryVariables>;
export const MarkNotificationReadDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MarkNotificationRead' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'markNotificationRead' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'read' } },
                { kind: 'Field', name: { kind: 'Name', value: 'readAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MarkNotificationReadMutation, MarkNotificationReadMutationVariables>;
export const MarkAllNotificationsReadDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MarkAllNotificationsRead' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'markAllNotificationsRead' } }],
      },
    },
  ],
} as unknown as DocumentNode<MarkAllNotificationsReadMutation, MarkAllNotificationsReadMutationVariables>;
export const ShellContextDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ShellContext' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isOrganizationOwner' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isInvitePending' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'roles' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'organization' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sellerName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sellerLogoResourceUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isOnboarding' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isUnderwriting' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isApproved' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dashboardLink' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ShellContextQuery, ShellContextQueryVariables>;
export const MarkInviteAcceptedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MarkInviteAccepted' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'markInviteAccepted' } }],
      },
    },
  ],
} as unknown as DocumentNode<MarkInviteAcceptedMutation, MarkInviteAcceptedMutationVariables>;
