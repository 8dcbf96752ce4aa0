import { graphql } from '#graphql';

export const OffersViewerQuery = graphql(`
  query OffersViewer {
    providerFeatures {
      offerExpiringSoon
      offerPipeline
      offerSearch
    }
    viewer {
      id
      roles {
        id
        name
      }
    }
    organization {
      id
      sellerName
      offerAddOnsEnabled
      settings {
        authorizedOfferTypes
        renewalsEnabled
        offerForwardingEnabled
      }
    }
  }
`);
