import { graphql } from '#graphql';

export const DisableOffersMutation = graphql(`
  mutation DisableOffers($ids: [ID!]!) {
    disableOffers(ids: $ids) {
      offerId
      ok
      message
      offer {
        id
        stage
        stageLabel
        canDisableOffer
      }
    }
  }
`);

export const SendOfferLinksMutation = graphql(`
  mutation SendOfferLinks($ids: [ID!]!) {
    sendOfferLinks(ids: $ids) {
      offerId
      ok
      message
      offer {
        id
        lastLinkSentDate
      }
    }
  }
`);
