import { graphql } from '#graphql';

export const DisableOfferMutation = graphql(`
  mutation DisableOffer($id: ID!) {
    disableOffer(id: $id) {
      id
      stage
      stageLabel
      canDisableOffer
    }
  }
`);

export const CancelOfferMutation = graphql(`
  mutation CancelOffer($id: ID!) {
    cancelOffer(id: $id) {
      id
      stage
      stageLabel
    }
  }
`);

export const ReissueOfferMutation = graphql(`
  mutation ReissueOffer($id: ID!) {
    reissueOffer(id: $id) {
      id
    }
  }
`);
