import { graphql } from '#graphql';

export const DisableTeamMemberMutation = graphql(`
  mutation DisableTeamMember($id: ID!) {
    disableTeamMember(id: $id) {
      id
      status
    }
  }
`);

export const EnableTeamMemberMutation = graphql(`
  mutation EnableTeamMember($id: ID!) {
    enableTeamMember(id: $id) {
      id
      status
    }
  }
`);

export const ResendInvitationMutation = graphql(`
  mutation ResendInvitation($userId: ID!) {
    resendInvitation(userId: $userId) {
      id
      status
      invitationSentDate
    }
  }
`);

export const TransferOwnershipMutation = graphql(`
  mutation TransferOwnership($userId: ID!) {
    transferOwnership(userId: $userId) {
      previousOwner {
        id
        isOrganizationOwner
      }
      newOwner {
        id
        isOrganizationOwner
      }
    }
  }
`);
