import { graphql } from '#graphql';

export const TeamMemberQuery = graphql(`
  query TeamMember($id: ID!) {
    teamMember(id: $id) {
      id
      firstName
      lastName
      fullName
      email
      status
      isOrganizationOwner
      invitationSentDate
      lastLogin
      phoneNumber
      roles {
        id
        name
        displayName
      }
    }
  }
`);

export const UpdateTeamMemberMutation = graphql(`
  mutation UpdateTeamMember($id: ID!, $input: UpdateTeamMemberInput!, $loaded: UpdateTeamMemberInput) {
    updateTeamMember(id: $id, input: $input, loaded: $loaded) {
      id
      firstName
      lastName
      fullName
      phoneNumber
      roles {
        id
        name
        displayName
      }
    }
  }
`);
