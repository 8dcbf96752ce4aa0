import { z } from 'zod';
import { OFFER_READ_ROLES } from '@seller-portal/shared/roles';
import { requireRole } from '../../../auth/authorization.js';
import type {
  OfferPipelineGroup,
  OfferStage,
  Resolvers,
  ResolversTypes,
} from '../../../generated/resolvers-types.js';
import { validInput } from '../../../validation/valid-input.js';
import type { ProviderOfferPipeline } from './provider-client.js';

/** The groups' names as the portal shows them. */
const GROUP_LABELS: Record<OfferPipelineGroup, string> = {
  READY: 'Ready and sent',
  VIEWED: 'Viewed',
  ACCEPTED: 'Accepted',
  PAID: 'Paid',
  LOST: 'Lost',
};

/** The period and owner, as offerPipeline and offers() read them. */
export const pipelineFilter = {
  createdWithinDays: z
    .number()
    .int()
    .min(1, 'Choose a period of 1 to 3,660 days')
    .max(3660, 'Choose a period of 1 to 3,660 days')
    .nullish(),
  ownerId: z.string().trim().min(1).max(64).nullish(),
};

type Figures = ProviderOfferPipeline['totals'];

const figuresOf = (
  figures: Figures,
  stages: ProviderOfferPipeline['stages'],
): ResolversTypes['OfferPipelineFigures'] => ({
  ...figures,
  groups: figures.groups.map((group) => ({
    ...group,
    label: GROUP_LABELS[group.group],
    stages: stages[group.group] as OfferStage[],
  })),
});

export const offerPipelineResolvers: Resolvers = {
  Query: {
    offerPipeline: async (_parent, args, context) => {
      await requireRole(context, OFFER_READ_ROLES);
      const { createdWithinDays, ownerId } = validInput(z.object(pipelineFilter), args);
      const answer = await context.offers.pipeline.summary({
        createdWithinDays: createdWithinDays ?? undefined,
        ownerUserId: ownerId ?? undefined,
      });
      return {
        createdWithinDays: answer.createdWithinDays,
        ownerId: answer.ownerUserId,
        totals: figuresOf(answer.totals, answer.stages),
        owners:
          answer.owners?.map(({ ownerUserId, ownerName, ...figures }) => ({
            ownerId: ownerUserId,
            ownerName,
            figures: figuresOf(figures, answer.stages),
          })) ?? null,
        sentStages: answer.stages.SENT as OfferStage[],
        acceptedStages: answer.stages.WON as OfferStage[],
      };
    },
  },
};
