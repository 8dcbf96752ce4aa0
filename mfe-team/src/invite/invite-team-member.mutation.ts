import { graphql } from '#graphql';

export const InviteTeamMemberMutation = graphql(`
  mutation InviteTeamMember($input: InviteTeamMemberInput!) {
    inviteTeamMember(input: $input) {
      id
      fullName
      email
      status
    }
  }
`);
