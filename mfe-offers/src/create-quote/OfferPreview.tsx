import { Button, InlineLoading, Tile } from '@carbon/react';
import { formatMoney } from '@seller-portal/shared/formatters';
import type { QuotePreviewFieldsFragment } from '#graphql';

export interface OfferPreviewProps {
  preview: QuotePreviewFieldsFragment | null;
  loading: boolean;
  /** The term the form has chosen, highlighted in the comparison. */
  offerTermId: string | null;
  customer: { name: string; addressLabel: string; contact: string | null } | null;
  /** Chooses a compared term for the offer; absent while the term is locked. */
  onChooseTerm?: (offerTermId: string) => void;
}

/**
 * The right rail (spec 02 section 2): the customer, the live offer preview, and beside it every term of the sales
 * package with its payment, total and the seller's cash advance (ours), so the seller chooses with the numbers.
 */
export function OfferPreview({ preview, loading, offerTermId, customer, onChooseTerm }: OfferPreviewProps) {
  return (
    <aside className="offer-create__rail" aria-label="Offer preview">
      <Tile className="offer-create__card">
        <h2 className="offer-create__card-title">Customer</h2>
        {customer ? (
          <dl className="offer-create__facts">
            <dt>Name</dt>
            <dd>{customer.name}</dd>
            <dt>Address</dt>
            <dd>{customer.addressLabel}</dd>
            <dt>Contact</dt>
            <dd>{customer.contact ?? 'None'}</dd>
          </dl>
        ) : (
          <p>No customer chosen yet.</p>
        )}
      </Tile>
      <Tile className="offer-create__card" aria-live="polite" aria-busy={loading}>
        <h2 className="offer-create__card-title">Offer Preview</h2>
        {loading ? <InlineLoading description="Pricing the offer…" /> : null}
        {!loading && !preview ? <p>Enter the line items, term and frequency to see the offer.</p> : null}
        {!loading && preview ? (
          <>
            <dl className="offer-create__facts">
              <dt>Total</dt>
              <dd data-testid="preview-total">{formatMoney(preview.totalContractValue)}</dd>
              <dt>Term</dt>
              <dd>{preview.offerTermLabel}</dd>
              <dt>Each direct payment</dt>
              <dd>{formatMoney(preview.directAmount)}</dd>
              {preview.directMonthlyAmount !== null && preview.directMonthlyAmount !== undefined ? (
                <>
                  <dt>Monthly financed</dt>
                  <dd data-testid="preview-monthly">{formatMoney(preview.directMonthlyAmount)}</dd>
                </>
              ) : null}
            </dl>
            <h3 className="offer-create__subtitle">Plans the customer will see</h3>
            <ul className="offer-create__plans">
              {preview.financedOptions.map((option) => (
                <li key={option.paymentFrequency}>
                  {`${option.paymentFrequencyLabel}: ${formatMoney(option.periodBasedPaymentAmount)}`}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </Tile>
      {!loading && preview && preview.termComparison.length > 1 ? (
        <Tile className="offer-create__card">
          <h2 className="offer-create__card-title" id="term-comparison-title">
            Compare terms
          </h2>
          {/* A plain Carbon-styled table: the rail is narrow, and Carbon's Table would scroll without a keyboard stop. */}
          <table
            className="cds--data-table cds--data-table--sm offer-create__comparison"
            aria-labelledby="term-comparison-title"
          >
            <thead>
              <tr>
                <th scope="col">Term</th>
                <th scope="col">Payment</th>
                <th scope="col">Total</th>
                <th scope="col">Your cash advance</th>
              </tr>
            </thead>
            <tbody>
              {preview.termComparison.map((term) => (
                <tr
                  key={term.offerTermId}
                  className={term.offerTermId === offerTermId ? 'offer-create__chosen-term' : undefined}
                  aria-current={term.offerTermId === offerTermId ? 'true' : undefined}
                >
                  <td>
                    {term.offerTermLabel}
                    {onChooseTerm && term.offerTermId !== offerTermId ? (
                      <Button
                        kind="ghost"
                        size="sm"
                        className="offer-create__choose-term"
                        aria-label={`Choose ${term.offerTermLabel}`}
                        onClick={() => onChooseTerm(term.offerTermId)}
                      >
                        Choose
                      </Button>
                    ) : null}
                  </td>
                  <td>{`${formatMoney(term.periodBasedPaymentAmount)} ${term.paymentFrequencyLabel.toLowerCase()}`}</td>
                  <td>{formatMoney(term.totalContractValue)}</td>
                  <td>{formatMoney(term.sellerCashAdvance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Tile>
      ) : null}
    </aside>
  );
}
