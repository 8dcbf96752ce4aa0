import { Link } from '@carbon/react';
import { PAYMENT_FREQUENCY_LABELS } from '@seller-portal/shared/payments';
import { paymentTermLabel } from '../labels.js';
import type { PaymentFrequency } from '#graphql';
import { FormSection } from './FormSection.js';

/** The Original Payment Terms accordion (spec 02 section 2): what the customer may pay directly, and its help. */
export function OriginalPaymentTerms({
  directPaymentTerms,
  directBillingFrequency,
  termLabel,
  onHelp,
}: {
  directPaymentTerms: string | null | undefined;
  directBillingFrequency: string | null | undefined;
  /** The priced preview's term, once there is one. */
  termLabel: string | null;
  onHelp: () => void;
}) {
  return (
    <FormSection title="Original Payment Terms">
      <p>
        <Link href="#original-payment-terms" onClick={(event) => (event.preventDefault(), onHelp())}>
          What is this?
        </Link>
      </p>
      <p>
        {`Payment terms: ${paymentTermLabel(directPaymentTerms)} · Billing frequency: ${
          directBillingFrequency ? PAYMENT_FREQUENCY_LABELS[directBillingFrequency as PaymentFrequency] : ''
        }${termLabel !== null ? ` · Term: ${termLabel}` : ''}`}
      </p>
    </FormSection>
  );
}
