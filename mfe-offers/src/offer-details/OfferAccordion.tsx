import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Accordion, AccordionItem, Link, Tag } from '@carbon/react';
import { navigateOnClick } from '@seller-portal/platform';
import {
  formatCalendarDate,
  formatCount,
  formatDateTime,
  formatMoney,
} from '@seller-portal/shared/formatters';
import type { OfferQuery as OfferData } from '#graphql';
import { PAYMENT_FREQUENCY_LABELS, PAYMENT_STATUS_LABELS } from '@seller-portal/shared/payments';
import { paymentTermLabel } from '../labels.js';
import { customerPath } from '../routing/offers-routes.js';
import { OfferPaymentTermsQuery } from './offer.query.js';

type Offer = OfferData['offer'];

/** What each kind of plan is to the seller: financed by the provider (paid up front), or paid to the seller directly. */
const PLAN_KINDS: Record<string, string> = { FINANCED: 'Financed', DIRECT: 'Pay directly' };

function Fields({ rows }: { rows: [string, string | number | null | undefined][] }) {
  return (
    <dl className="offers-fields offers-fields--rail">
      {rows.map(([term, value]) => (
        <div key={term} className="offers-fields__row">
          <dt>{term}</dt>
          <dd>{value === null || value === undefined || value === '' ? 'None' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The stages before a customer accepts: an advance comes once they accept financed terms. */
const BEFORE_ACCEPTANCE: readonly string[] = [
  'READY',
  'READY_WITH_REQUIREMENTS',
  'PENDING_REVIEW',
  'CUSTOMER_PENDING',
];

/**
 * What the seller receives (the offer's sellerAdvance): the cash advance paid or expected, as Advance History shows
 * it. Nothing for those who do not see Advance History (the gateway answers null).
 */
function advanceRows(offer: Offer): [string, string][] {
  const advance = offer.sellerAdvance;
  if (!advance) return [];
  const terms = (): [string, string] => [
    'Financed Terms',
    [advance.termLabel, advance.paymentFrequency && PAYMENT_FREQUENCY_LABELS[advance.paymentFrequency]]
      .filter(Boolean)
      .join(', '),
  ];
  switch (advance.status) {
    case 'PAID':
      return [
        ['Your Advance', formatMoney(advance.amount)],
        ['Advanced On', formatCalendarDate(advance.advanceDate)],
        terms(),
      ];
    case 'EXPECTED':
      return [
        ['Your Advance', `${formatMoney(advance.amount)} expected`],
        [
          'Expected On',
          advance.expectedDate
            ? `${formatCalendarDate(advance.expectedDate)}, with your customer's first payment`
            : "With your customer's first payment, once the term start date is set",
        ],
        terms(),
      ];
    default:
      return [
        [
          'Your Advance',
          offer.stage === 'DIRECT_PAYMENT'
            ? 'None: your customer pays you directly'
            : BEFORE_ACCEPTANCE.includes(offer.stage)
              ? 'Once your customer accepts financed terms and pays their first payment'
              : 'None',
        ],
      ];
  }
}

/** The payment terms and plans, asked for once a section that shows them opens. */
function PaymentTerms({ offerId, part }: { offerId: string; part: 'original' | 'preview' }) {
  const { data } = useQuery(OfferPaymentTermsQuery, { variables: { id: offerId } });
  const terms = data?.offer;
  if (!terms) return <p className="offers-muted">Loading…</p>;
  if (part === 'original') {
    const { quote } = terms;
    return (
      <>
        <Fields
          rows={[
            ['Sales Package', quote.salesPackageName],
            ['Term', quote.term.label],
            ['Billing Frequency', quote.directBillingFrequencyLabel],
            ['Payment Terms', paymentTermLabel(quote.directPaymentTerms)],
          ]}
        />
        <h3 className="offers-rail__subheading">Line Items</h3>
        <Fields rows={quote.lineItems.map((line) => [line.pricingGroupName, formatMoney(line.amount)])} />
      </>
    );
  }
  const chosen = terms.customerSelectedPricingOption;
  // A plan is the customer's choice when both its kind and its frequency are (every financed plan shares its kind).
  const isChosen = (option: (typeof terms.pricingOptions)[number]) =>
    chosen !== null && chosen.plan === option.plan && chosen.paymentFrequency === option.paymentFrequency;
  return (
    <ul className="offers-plans">
      {terms.pricingOptions.map((option) => (
        <li
          key={`${option.plan}-${option.paymentFrequency}`}
          className={
            isChosen(option) ? 'offers-plans__plan offers-plans__plan--chosen' : 'offers-plans__plan'
          }
        >
          <span className="offers-plans__kind">{PLAN_KINDS[option.plan] ?? option.plan}</span>
          <strong>{`${formatMoney(option.periodBasedPaymentAmount)} ${option.paymentFrequencyLabel}`}</strong>
          <span>{`${formatCount(option.paymentsCount, 'payment')} over ${option.offerTermLabel}`}</span>
          <span className="offers-muted">{`Total ${formatMoney(option.totalContractValue)}`}</span>
          {isChosen(option) ? (
            <Tag type="green" size="sm">
              Chosen by your customer
            </Tag>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The right rail's accordion (spec 02 section 2): Offer Summary open, the rest on demand. */
export function OfferAccordion({ offer }: { offer: Offer }) {
  const timeZone = offer.account.timeZone;
  // The terms' query runs once a section that shows them is first opened.
  const [termsWanted, setTermsWanted] = useState(false);
  return (
    <Accordion className="offers-accordion" size="md">
      <AccordionItem title="Offer Summary" open>
        <Fields
          rows={[
            ['Type', offer.subTypeLabel],
            ['Total', formatMoney(offer.directOfferTotalContractValue)],
            ['Owner', offer.owner.name],
            ['External ID', offer.externalReferenceId],
            ['Created', formatDateTime(offer.createdDate, timeZone)],
            ['Link Sent', formatDateTime(offer.lastLinkSentDate, timeZone)],
            ['Accepted', formatDateTime(offer.acceptedDate, timeZone)],
            ['Expiration', formatDateTime(offer.expiration, timeZone)],
          ]}
        />
      </AccordionItem>
      <AccordionItem title="Payment Summary">
        <Fields
          rows={[
            [
              'Payment Status',
              offer.offerPaymentStatus ? PAYMENT_STATUS_LABELS[offer.offerPaymentStatus] : null,
            ],
            ['Payments Made', `${offer.reconciledPaidPaymentsCount} of ${offer.paymentsCount}`],
            ['Amount Paid', formatMoney(offer.paidPaymentsAmount)],
            ['Last Payment', formatCalendarDate(offer.lastPaymentDate)],
            ...advanceRows(offer),
          ]}
        />
      </AccordionItem>
      <AccordionItem title="Customer Account">
        <Link href={customerPath(offer.account.id)} onClick={navigateOnClick(customerPath(offer.account.id))}>
          {offer.account.name}
        </Link>
        <Fields
          rows={[
            ['Address', offer.account.address],
            ['Recipient', offer.recipient.fullName],
            ['Email', offer.recipient.email],
            ['Phone', offer.recipient.phoneNumber],
            ['Mobile', offer.recipient.mobilePhoneNumber],
          ]}
        />
      </AccordionItem>
      <AccordionItem title="Original Payment Terms" onHeadingClick={() => setTermsWanted(true)}>
        {termsWanted ? <PaymentTerms offerId={offer.id} part="original" /> : null}
      </AccordionItem>
      <AccordionItem title="Offer Preview" onHeadingClick={() => setTermsWanted(true)}>
        {termsWanted ? <PaymentTerms offerId={offer.id} part="preview" /> : null}
      </AccordionItem>
    </Accordion>
  );
}
