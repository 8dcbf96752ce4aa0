import { graphql } from '#graphql';

/** The customer's contacts the link may be forwarded to (the seller's offerForwardingEnabled). */
export const OfferLinkContactsQuery = graphql(`
  query OfferLinkContacts($accountId: ID!) {
    customerProfile(id: $accountId) {
      id
      contacts {
        id
        fullName
        email
      }
    }
  }
`);
