import { Suspense, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, InlineNotification, Link, Tag, Tile } from '@carbon/react';
import {
  lazyComponent,
  navigate,
  navigateOnClick,
  usePageError,
  useToastMutation,
} from '@seller-portal/platform';
import { formatCalendarDate, formatDateTime } from '@seller-portal/shared/formatters';
import type { OfferRequiredAction } from '#graphql';
import { OFFER_ACTION_FAILURE } from '../offer-actions/OfferRowActions.js';
import { ReissueOfferMutation } from '../offer-actions/offer-actions.mutations.js';
import { stageTagType } from '../offers-list/stage-tag.js';
import { offerPath, OFFERS_PATH } from '../routing/offers-routes.js';
import type { OffersViewer } from '../viewer/offers-viewer.js';
import { AddOnsTable } from './AddOnsTable.js';
import { EventsHistory } from './EventsHistory.js';
import { OfferAccordion } from './OfferAccordion.js';
import { OfferActionsMenu } from './OfferActionsMenu.js';
import { OfferFiles } from './OfferFiles.js';
import { OfferQuery } from './offer.query.js';
import { RenewalCard } from './RenewalCard.js';

const EditOfferModal = lazyComponent(() => import('./EditOfferModal.js'), 'EditOfferModal');

/** Spec 02 section 4: what each required action asks of the seller. */
const REQUIRED_ACTIONS: Record<OfferRequiredAction, string> = {
  EXPECTED_OFFER_ATTACHMENT_MISSING:
    'Attach the contract your customer must see: they can accept once it is here.',
  TERM_START_DATE_UNDEFINED: 'Set the term start date: the payment schedule starts from it.',
};

const PAYMENT_METHOD_CHOICE = (allowCards: boolean) => (allowCards ? 'ACH or Credit Card' : 'ACH only');

/**
 * /offers/{id}/details (spec 01 and 02, section 2): the required-action alert, the status card and its form, add-ons,
 * renewal, files and events; the right rail's actions and accordion. Another seller's or an unknown offer shows the
 * not-found screen.
 */
export function OfferDetails({ offerId, viewer }: { offerId: string; viewer: OffersViewer }) {
  const { data, error } = useQuery(OfferQuery, { variables: { id: offerId } });
  usePageError(error);
  const [editing, setEditing] = useState(false);
  const [reissue, { loading: reissuing }] = useToastMutation(ReissueOfferMutation, {
    success: 'Offer reissued with a new link.',
    failure: OFFER_ACTION_FAILURE,
  });
  const offer = data?.offer;
  if (!offer) return null;
  const timeZone = offer.account.timeZone;
  const editable =
    viewer.canAct &&
    (offer.summary.canEditTermStartDate ||
      offer.summary.canEditExpirationDate ||
      offer.canModifyAllowCreditCardPayments);

  return (
    <>
      <Link href={OFFERS_PATH} onClick={navigateOnClick(OFFERS_PATH)}>
        Financing Offers
      </Link>
      <h1 className="portal-page__title offers-details__title">
        {offer.account.name}
        <Tag type={stageTagType(offer.stage)} size="md">
          {offer.stageLabel}
        </Tag>
      </h1>
      <div className="offers-details__columns">
        <div>
          {offer.requiredActions.map((action) => (
            <InlineNotification
              key={action}
              kind="warning"
              title="Action required"
              subtitle={REQUIRED_ACTIONS[action]}
              hideCloseButton
              lowContrast
            />
          ))}
          <Tile className="offers-card" aria-labelledby="offer-status-heading">
            <div className="offers-card__header">
              <h2 id="offer-status-heading" className="offers-card__title">
                Status
              </h2>
              {editable ? (
                <Button kind="tertiary" size="sm" onClick={() => setEditing(true)}>
                  Edit
                </Button>
              ) : null}
            </div>
            <dl className="offers-fields">
              <dt>Status</dt>
              <dd>{offer.stageLabel}</dd>
              <dt>Term Start Date</dt>
              <dd>{offer.termStartDate ? formatCalendarDate(offer.termStartDate) : 'Not set'}</dd>
              <dt>Term End Date</dt>
              <dd>{offer.termEndDate ? formatCalendarDate(offer.termEndDate) : 'Not set'}</dd>
              <dt>Expiration</dt>
              <dd>{formatDateTime(offer.expiration, timeZone)}</dd>
              <dt>Payment Method</dt>
              <dd>{PAYMENT_METHOD_CHOICE(offer.allowCreditCardPayments)}</dd>
            </dl>
            {offer.stage === 'EXPIRED' && viewer.canAct ? (
              <div className="offers-form-actions">
                {offer.reissuedToOfferId ? (
                  <Link
                    href={offerPath(offer.reissuedToOfferId)}
                    onClick={navigateOnClick(offerPath(offer.reissuedToOfferId))}
                  >
                    Open the reissued offer
                  </Link>
                ) : data?.providerFeatures.offerReissue ? (
                  <Button
                    size="sm"
                    disabled={reissuing}
                    onClick={() =>
                      void reissue({ id: offer.id }).then((answer) => {
                        if (answer) navigate(offerPath(answer.reissueOffer.id));
                      })
                    }
                  >
                    Reissue
                  </Button>
                ) : null}
              </div>
            ) : null}
            {offer.reissuedFromOfferId ? (
              <p className="offers-muted">
                Reissued from{' '}
                <Link
                  href={offerPath(offer.reissuedFromOfferId)}
                  onClick={navigateOnClick(offerPath(offer.reissuedFromOfferId))}
                >
                  an expired offer
                </Link>
              </p>
            ) : null}
          </Tile>
          {offer.hasAddOns ? <AddOnsTable offerId={offer.id} /> : null}
          {viewer.renewalsEnabled ? <RenewalCard offer={offer} canAct={viewer.canAct} /> : null}
          <OfferFiles
            offerId={offer.id}
            canAct={viewer.canAct}
            // A provider without the offer file download (docs/adr/019) lists the files without it.
            canDownload={data?.providerFeatures.offerFileDownload !== false}
          />
          <EventsHistory offerId={offer.id} timeZone={timeZone} />
        </div>
        <aside className="offers-rail" aria-label="Offer actions and summary">
          <OfferActionsMenu
            offer={offer}
            viewer={viewer}
            quotePdf={data?.providerFeatures.offerQuotePdf === true}
          />
          <OfferAccordion offer={offer} />
        </aside>
      </div>
      {editing ? (
        <Suspense fallback={null}>
          <EditOfferModal offer={offer} onClose={() => setEditing(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
