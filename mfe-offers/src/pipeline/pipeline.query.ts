import { graphql } from '#graphql';

/**
 * One set of the pipeline's figures (the whole's, or an owner's), spread into the query below by name (codegen
 * registers it from here).
 * @public
 */
export const PipelineFigures = graphql(`
  fragment PipelineFigures on OfferPipelineFigures {
    offersCount
    amount
    sentCount
    acceptedCount
    conversionRate
    medianDaysToAccept
    groups {
      group
      label
      count
      amount
      stages
    }
  }
`);

export const OfferPipelineQuery = graphql(`
  query OfferPipeline($createdWithinDays: Int, $ownerId: ID) {
    offerPipeline(createdWithinDays: $createdWithinDays, ownerId: $ownerId) {
      createdWithinDays
      ownerId
      sentStages
      acceptedStages
      totals {
        ...PipelineFigures
      }
      owners {
        ownerId
        ownerName
        figures {
          offersCount
          amount
          acceptedCount
          conversionRate
          medianDaysToAccept
        }
      }
    }
  }
`);
