import type { OfferStage } from '#graphql';
import { OFFER_STAGE_HELP } from '../labels.js';

/** A stage's Carbon tag colour by its tone: green going well, red needing attention, gray neutral. */
export function stageTagType(stage: OfferStage): 'green' | 'red' | 'gray' {
  const tone = OFFER_STAGE_HELP[stage].tone;
  return tone === 'positive' ? 'green' : tone === 'attention' ? 'red' : 'gray';
}
