import type { FormValues, QuoteForm } from './quote-form.js';
import type { QuotePreview } from './use-quote-preview.js';

/** Why Submit is disabled, the first that holds in this order; null when it is enabled. */
export type SubmitBlock =
  /** The offer is being created (and underwritten). */
  | 'submitting'
  /** Nothing was entered or chosen yet. */
  | 'unchanged'
  | 'noTerm'
  /** Neither the priced total nor a monthly payment is above zero. */
  | 'nothingToPay'
  /** The preview is stale: what is entered has not been priced yet. */
  | 'pricing'
  /** A delinquent customer locks the form (spec 02 section 4). */
  | 'delinquent'
  /** A contract is still uploading. */
  | 'uploading';

export interface SubmitFacts {
  /** The create call or its underwriting modal is under way. */
  submitting: boolean;
  /** The form has changed from how it started (`formState.isDirty`). */
  changed: boolean;
  offerTermId: string | null | undefined;
  /** The preview's total, when the preview is fresh. */
  totalContractValue: number | null | undefined;
  monthlyPayment: number | null | undefined;
  previewStale: boolean;
  delinquent: boolean;
  /** A shown contract upload is still sending a file. */
  uploading: boolean;
}

/** Whether Submit is enabled, and if not, why (spec 02 section 2). */
export function submitState(facts: SubmitFacts): { disabled: boolean; blockedBy: SubmitBlock | null } {
  const blockedBy = blockOf(facts);
  return { disabled: blockedBy !== null, blockedBy };
}

function blockOf(facts: SubmitFacts): SubmitBlock | null {
  if (facts.submitting) return 'submitting';
  if (!facts.changed) return 'unchanged';
  if (!facts.offerTermId) return 'noTerm';
  if (!((facts.totalContractValue ?? 0) > 0 || (facts.monthlyPayment ?? 0) > 0)) return 'nothingToPay';
  if (facts.previewStale) return 'pricing';
  if (facts.delinquent) return 'delinquent';
  if (facts.uploading) return 'uploading';
  return null;
}

/**
 * Submit's state for the form as it is now: read while rendering (it subscribes the form to `isDirty`), from the
 * form, its live preview (a stale preview disables Submit until it is priced again) and what the screen knows.
 */
export function useSubmitState({
  form,
  values,
  quote,
  submitting,
  delinquent,
  uploading,
}: {
  form: QuoteForm;
  values: Partial<FormValues>;
  quote: Pick<QuotePreview, 'preview' | 'stale'>;
  submitting: boolean;
  delinquent: boolean;
  uploading: boolean;
}) {
  return submitState({
    submitting,
    changed: form.formState.isDirty,
    offerTermId: values.offerTermId,
    totalContractValue: quote.preview?.totalContractValue,
    monthlyPayment: values.monthlyPayment,
    previewStale: quote.stale,
    delinquent,
    uploading,
  });
}
