import { Modal, Tag } from '@carbon/react';
import { OFFER_STAGE_HELP, OFFER_STAGE_LABELS, OFFER_STAGES } from '../labels.js';
import { stageTagType } from './stage-tag.js';

/** The Offer Statuses help modal (spec 01 section 2): each status, its tone, and what it means. */
export function OfferStatusesModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal open passiveModal modalHeading="Offer Statuses" onRequestClose={onClose} size="md">
      <dl className="offers-statuses">
        {OFFER_STAGES.map((stage) => (
          <div key={stage} className="offers-statuses__row">
            <dt>
              <Tag type={stageTagType(stage)} size="md">
                {OFFER_STAGE_LABELS[stage]}
              </Tag>
            </dt>
            <dd>{OFFER_STAGE_HELP[stage].meaning}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
