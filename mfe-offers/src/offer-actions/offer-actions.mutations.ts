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
      # With the stage, the flags the actions menu follows: a canceled offer offers no Cancel at once, not only once
      # the offer is read again.
      canRequestCancellation
      canCancelBeforePayment
      canDisableOffer
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

export const SendOfferLinkMutation = graphql(`
  mutation SendOfferLink($offerId: ID!, $recipientContactId: ID) {
    sendOfferLink(offerId: $offerId, recipientContactId: $recipientContactId) {
      sentAt
      offer {
        id
        lastLinkSentDate
        canSendLink
      }
    }
  }
`);
