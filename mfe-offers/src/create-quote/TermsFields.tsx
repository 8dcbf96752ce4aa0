import { Select, SelectItem } from '@carbon/react';
import { errorProps, fieldProps } from '@seller-portal/platform/forms';
import { PAYMENT_FREQUENCY_LABELS } from '@seller-portal/shared/payments';
import { paymentTermLabel } from '../labels.js';
import { DIRECT_BILLING_FREQUENCIES, DIRECT_PAYMENT_TERMS } from '@seller-portal/shared/validation';
import type { Package, QuoteForm } from './quote-form.js';

export interface TermsFieldsProps {
  form: QuoteForm;
  packages: readonly Package[];
  salesPackage: Package | null;
  salesPackageId: string;
  offerTermId: string;
  choosePackage: (salesPackageId: string) => void;
  chooseTerm: (offerTermId: string) => void;
  /** An add-on keeps its parent's package and term. */
  isAddOn: boolean;
  delinquent: boolean;
  /** An add-on, a term that is not standard and a delinquent customer fix the billing frequency. */
  frequencyLocked: boolean;
}

/** The sales package and its term, then the billing frequency and payment terms (spec 02 section 2). */
export function TermsFields({
  form,
  packages,
  salesPackage,
  salesPackageId,
  offerTermId,
  choosePackage,
  chooseTerm,
  isAddOn,
  delinquent,
  frequencyLocked,
}: TermsFieldsProps) {
  const errors = form.formState.errors;
  return (
    <>
      <div className="offer-create__row">
        <Select
          labelText="Sales Package"
          value={salesPackageId}
          disabled={isAddOn || delinquent}
          {...errorProps('sales-package', errors.salesPackageId?.message)}
          onChange={(event) => choosePackage(event.target.value)}
        >
          <SelectItem value="" text="Choose a sales package" />
          {packages.map((pack) => (
            <SelectItem key={pack.id} value={pack.id} text={pack.name} />
          ))}
        </Select>
        <Select
          labelText="Offer Term"
          value={offerTermId}
          disabled={isAddOn || delinquent || !salesPackage}
          {...errorProps('offer-term', errors.offerTermId?.message)}
          onChange={(event) => chooseTerm(event.target.value)}
        >
          <SelectItem value="" text="Choose a term" />
          {(salesPackage?.availableOfferTerms ?? []).map((candidate) => (
            <SelectItem
              key={candidate.id}
              value={candidate.id}
              text={
                candidate.offerTermType === 'NET_VARIABLE'
                  ? `Net ${candidate.duration}`
                  : `${candidate.duration} Months`
              }
            />
          ))}
        </Select>
      </div>
      <div className="offer-create__row">
        <Select
          labelText="Billing Frequency"
          disabled={frequencyLocked}
          {...fieldProps(form, 'directBillingFrequency', 'billing-frequency')}
        >
          {DIRECT_BILLING_FREQUENCIES.map((frequency) => (
            <SelectItem key={frequency} value={frequency} text={PAYMENT_FREQUENCY_LABELS[frequency]} />
          ))}
        </Select>
        <Select
          labelText="Payment Terms"
          disabled={delinquent}
          {...fieldProps(form, 'directPaymentTerms', 'payment-terms')}
        >
          {DIRECT_PAYMENT_TERMS.map((terms) => (
            <SelectItem key={terms} value={terms} text={paymentTermLabel(terms)} />
          ))}
        </Select>
      </div>
    </>
  );
}
