import { graphql } from '#graphql';

export const PendingJoinRequestsQuery = graphql(`
  query PendingJoinRequests {
    pendingJoinRequests {
      id
      firstName
      lastName
      fullName
      email
      status
    }
  }
`);

export const ApproveJoinRequestMutation = graphql(`
  mutation ApproveJoinRequest($input: ApproveJoinRequestInput!) {
    approveJoinRequest(input: $input) {
      id
      status
    }
  }
`);

export const RejectJoinRequestMutation = graphql(`
  mutation RejectJoinRequest($id: ID!) {
    rejectJoinRequest(id: $id) {
      id
      status
    }
  }
`);
