import { useEffect, useMemo, useRef, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  Accordion,
  Button,
  InlineNotification,
  Link,
  Modal,
  Select,
  SelectItem,
  TextArea,
  TextInput,
} from '@carbon/react';
import {
  errorCodeOf,
  navigate,
  RemoteParcel,
  showToast,
  useLocationSearch,
  useNavigationState,
  usePageError,
  useToastMutation,
} from '@seller-portal/platform';
import {
  errorProps,
  fieldProps,
  useAmountNumberField,
  useFieldArray,
  useWatch,
  useZodForm,
  type ZodForm,
} from '@seller-portal/platform/forms';
import {
  amountOfText,
  calendarDateIn,
  endOfDayIn,
  formatAmountInput,
} from '@seller-portal/shared/formatters';
import { PAYMENT_FREQUENCY_LABELS, paymentTermLabel } from '@seller-portal/shared/offers';
import { useDebouncedValue } from '@seller-portal/shared/hooks';
import type {
  CreateQuoteSettingsQuery as Settings,
  OfferType,
  PaymentFrequency,
} from '@seller-portal/shared/graphql';
import {
  contactEmailInUseMessage,
  DIRECT_BILLING_FREQUENCIES,
  DIRECT_PAYMENT_TERMS,
  einProblem,
  isPriceableAmount,
  OFFER_CREATE_LIMITS,
  OFFER_CREATE_MESSAGES,
  offerCreateSchema,
  type OfferCreateForm,
  type OfferCreateInput,
} from '@seller-portal/shared/validation';
import {
  AddOnMetadataQuery,
  ChosenCustomerQuery,
  CreateOfferMutation,
  CreateQuoteSettingsQuery,
  DuplicationMetadataQuery,
  ExpirationWindowQuery,
  OpportunityMetadataQuery,
  QuotePreviewFromPaymentQuery,
  QuotePreviewQuery,
} from './create-quote.query.js';
import { ContractsUpload, useContracts } from './ContractsUpload.js';
import { CustomerTypeahead } from './CustomerTypeahead.js';
import { FormSection } from './FormSection.js';
import { entryKey, entryOf, type CreateEntry } from './entry.js';
import { OfferPreview } from './OfferPreview.js';
import { OFFERS_PATH, SUBMITTED_STATE } from '../routing/offers-routes.js';

type Package = Settings['salesPackages'][number];
type FormValues = OfferCreateInput;
/** What the customers domain's account creation starts with (its parcel's `prefill`). */
interface AccountPrefill {
  name: string;
  address: { label: string; country: string; timeZone: string } | null;
  addressLabel: string;
  accountContact: { firstName: string; lastName: string; email: string; phoneNumber: string };
}
interface StartingOffer {
  account: { id: string };
  salesPackageId?: string | null;
  offerTermId?: string | null;
  directPaymentTerms: string;
  directBillingFrequency: string;
}

const newKey = () => crypto.randomUUID();

/** A line item's amount: typed with thousands separators (5,400,000), held by the form as its number. */
function LineItemAmount({
  form,
  index,
  disabled,
}: {
  form: ZodForm<ReturnType<typeof offerCreateSchema>>;
  index: number;
  disabled: boolean;
}) {
  return (
    <TextInput
      labelText={`Amount of line item ${index + 1} ($)`}
      disabled={disabled}
      {...useAmountNumberField(form, `lineItems.${index}.amount`, `line-${index}-amount`)}
    />
  );
}
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * /offers/create-quote, and /offers/create-invoice for sellers authorized for invoices (spec 02 sections 2 to 9):
 * waits for the seller's settings and packages. The form starts again for each entry: going to this path again
 * with other navigation state (or back and forward between two such entries) shows that entry's form.
 */
export function CreateQuotePage({ offerType = 'QUOTE' }: { offerType?: OfferType }) {
  const { data, error } = useQuery(CreateQuoteSettingsQuery);
  const state = useNavigationState();
  const search = useLocationSearch();
  usePageError(error);
  if (!data?.organization) return null;
  const entry = entryOf(state, search, data.organization.settings.salesforceEnabled);
  return (
    <CreateQuoteForm
      key={entryKey(entry)}
      settings={data.organization.settings}
      packages={data.salesPackages}
      entry={entry}
      offerType={offerType}
    />
  );
}

interface CreateQuoteFormProps {
  settings: NonNullable<Settings['organization']>['settings'];
  packages: Package[];
  entry: CreateEntry;
  offerType: OfferType;
}

function CreateQuoteForm({ settings, packages, entry, offerType }: CreateQuoteFormProps) {
  const client = useApolloClient();
  const isAddOn = entry.kind === 'addOn';
  const parentOfferId = entry.kind === 'addOn' ? entry.offerParentId : null;
  const single = packages.length === 1 ? packages[0]! : null;
  const smallest = single
    ? [...single.availableOfferTerms].sort((a, b) => a.duration - b.duration)[0]
    : undefined;
  const defaults = (): FormValues => ({
    accountId: null,
    salesPackageId: single?.id ?? '',
    offerTermId: smallest?.id ?? '',
    directPaymentTerms: 'NET_30',
    directBillingFrequency: smallest && !smallest.isStandardOfferTerm ? 'UPFRONT' : 'ANNUAL',
    lineItems: [{ pricingGroupId: (single ?? packages[0])?.pricingGroups[0]?.id ?? '', amount: null }],
    expiration: null,
    messageToAccount: '',
    externalReferenceId: entry.kind === 'opportunity' ? entry.externalId : '',
    monthlyPayment: null,
    parentOfferId,
    fileIds: [],
  });
  const form = useZodForm(offerCreateSchema({ salesforceEnabled: settings.salesforceEnabled }), {
    defaultValues: defaults(),
  });
  const lines = useFieldArray({ control: form.control, name: 'lineItems' });
  const values = useWatch({ control: form.control }) as FormValues;
  const [adding, setAdding] = useState(false);
  // "Click here to enter it.": the chosen customer's own Legal Information with its EIN field, in place of the form.
  const [enteringEin, setEnteringEin] = useState(false);
  const [prefill, setPrefill] = useState<AccountPrefill | null>(null);
  const [keptExpiration, setKeptExpiration] = useState<string | null>(null);
  const [budget, setBudget] = useState('');
  const [helpOpen, setHelpOpen] = useState(false);
  const [underwriting, setUnderwriting] = useState(false);
  const [manualReview, setManualReview] = useState(false);
  const [entryReady, setEntryReady] = useState(entry.kind === 'new' || entry.kind === 'opportunityOff');
  // Why the link the seller came by led nowhere (an opportunity not found, a malformed ID): said above the form.
  const [entryNotice, setEntryNotice] = useState<string | null>(
    entry.kind === 'opportunityOff' ? OFFER_CREATE_MESSAGES.opportunityOff : null,
  );
  const contracts = useContracts();
  const contractsShown = !settings.offerSignatureDocumentEnabled;

  const accountId = values.accountId ?? null;
  const customerAnswer = useQuery(ChosenCustomerQuery, {
    variables: { id: accountId ?? '' },
    skip: !accountId,
  });
  const customer = accountId ? (customerAnswer.data?.customerProfile.customer ?? null) : null;
  const delinquent = customer?.isAccountDelinquent === true;
  const windowAnswer = useQuery(ExpirationWindowQuery, {
    variables: { accountId: accountId ?? '', parentOfferId },
    skip: !accountId,
  });
  const window = windowAnswer.data?.offerExpirationWindow ?? null;

  const salesPackage = packages.find((pack) => pack.id === values.salesPackageId) ?? null;
  const term =
    salesPackage?.availableOfferTerms.find((candidate) => candidate.id === values.offerTermId) ?? null;
  const frequencyLocked = isAddOn || (term !== null && !term.isStandardOfferTerm) || delinquent;

  /** The form as a duplicate or an add-on starts: the old offer's customer, package, term and payment terms. */
  const startingFrom = (metadata: StartingOffer): FormValues => ({
    ...defaults(),
    accountId: metadata.account.id,
    salesPackageId: metadata.salesPackageId ?? '',
    offerTermId: metadata.offerTermId ?? '',
    directPaymentTerms: metadata.directPaymentTerms,
    directBillingFrequency: metadata.directBillingFrequency,
  });

  // The entry's metadata: a duplicate, an add-on or an opportunity fills the form once.
  useEffect(() => {
    let stale = false;
    const load = async () => {
      if (entry.kind === 'duplicate') {
        const { data } = await client.query({
          query: DuplicationMetadataQuery,
          variables: { offerId: entry.duplicateOfferId },
        });
        const metadata = data?.offerDuplicationMetadata;
        if (!metadata || stale) return;
        form.reset({
          ...startingFrom(metadata),
          messageToAccount: metadata.messageToAccount ?? '',
          externalReferenceId: metadata.externalReferenceId ?? '',
          lineItems: metadata.lineItems.map((line) => ({
            pricingGroupId: line.pricingGroupId,
            amount: line.amount,
          })),
        });
        setKeptExpiration(metadata.expiration);
      } else if (entry.kind === 'addOn') {
        const { data } = await client.query({
          query: AddOnMetadataQuery,
          variables: { offerId: entry.offerParentId },
        });
        const metadata = data?.offerAddOnMetadata;
        if (!metadata || stale) return;
        form.reset(startingFrom(metadata));
      } else if (entry.kind === 'opportunity') {
        const { data } = await client.query({
          query: OpportunityMetadataQuery,
          variables: { externalId: entry.externalId },
        });
        const opportunity = data?.opportunityMetadata;
        if (stale || !opportunity) return;
        if (opportunity.existingAccount)
          form.setValue('accountId', opportunity.existingAccount.id, { shouldDirty: true });
        else {
          // A new company: account creation starts from what the opportunity knows. Its address is chosen when
          // the address directory knows exactly one like it; otherwise the address field starts with its words.
          const known = opportunity.createAccountMetadata;
          const [only, ...others] = known.suggestedAddresses;
          setPrefill({
            name: known.name,
            address:
              only && others.length === 0
                ? { label: only.label, country: only.country, timeZone: only.timeZone }
                : null,
            addressLabel: known.addressLabel,
            accountContact: {
              firstName: known.accountContactFirstName,
              lastName: known.accountContactLastName,
              email: known.accountContactEmail,
              phoneNumber: known.accountContactPhone ?? '',
            },
          });
          setAdding(true);
        }
      }
      if (!stale) setEntryReady(true);
    };
    load().catch((error: unknown) => {
      const code = errorCodeOf(error);
      if (entry.kind === 'opportunity' && (code === 'NOT_FOUND' || code === 'BAD_USER_INPUT')) {
        if (stale) return;
        setEntryNotice(
          code === 'NOT_FOUND'
            ? OFFER_CREATE_MESSAGES.opportunityNotFound
            : OFFER_CREATE_MESSAGES.opportunityInvalid,
        );
        setEntryReady(true);
      } else if (code === 'NOT_FOUND') navigate(OFFERS_PATH);
      else showToast({ kind: 'error', title: OFFER_CREATE_MESSAGES.failure });
    });
    return () => {
      stale = true;
    };
    // The entry is read once per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Choosing a customer sets the expiration: a duplicate keeps its old one while it is still in the window.
  useEffect(() => {
    if (!window || !entryReady) return;
    const kept = keptExpiration ? calendarDateIn(keptExpiration, window.timeZone) : null;
    const keep =
      keptExpiration !== null &&
      Date.parse(keptExpiration) > Date.now() &&
      kept !== null &&
      kept >= window.minExpirationDate &&
      kept <= window.maxExpirationDate;
    // After a refused submit, the field's message goes once it has a value again.
    form.setValue('expiration', keep ? keptExpiration : window.defaultExpiration, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  }, [window, keptExpiration, entryReady, form]);

  // A delinquent customer resets the form (spec 02 section 4) and locks it.
  const delinquentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!customer || !delinquent || delinquentFor.current === customer.id) return;
    delinquentFor.current = customer.id;
    form.reset({ ...defaults(), accountId: customer.id });
    contracts.clear();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [customer, delinquent]);

  const chooseTerm = (offerTermId: string) => {
    const chosen = salesPackage?.availableOfferTerms.find((candidate) => candidate.id === offerTermId);
    form.setValue('offerTermId', offerTermId, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
    if (chosen && !isAddOn)
      form.setValue('directBillingFrequency', chosen.isStandardOfferTerm ? 'ANNUAL' : 'UPFRONT', {
        shouldDirty: true,
      });
  };
  const choosePackage = (salesPackageId: string) => {
    form.setValue('salesPackageId', salesPackageId, { shouldDirty: true });
    form.setValue('offerTermId', '', { shouldDirty: true });
  };
  const chooseCustomer = (id: string) => {
    form.setValue('accountId', id, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    setKeptExpiration(null);
  };

  // The live preview: only finite amounts are priced, 300 ms after the last change; Apollo answers for the latest
  // variables only, so an older answer never shows over a newer one.
  const priced = (values.lineItems ?? []).every((line) => isPriceableAmount(line?.amount));
  const previewInput =
    salesPackage && term && priced && (values.lineItems?.length ?? 0) > 0
      ? {
          salesPackageId: salesPackage.id,
          offerTermId: term.id,
          directBillingFrequency: (values.directBillingFrequency ?? 'ANNUAL') as PaymentFrequency,
          directPaymentTerms: values.directPaymentTerms ?? 'NET_30',
          accountId,
          isAddOn,
          lineItems: (values.lineItems ?? []).map((line) => ({
            pricingGroupId: line?.pricingGroupId ?? '',
            amount: line?.amount ?? null,
          })),
        }
      : null;
  const previewKey = JSON.stringify(previewInput);
  const debouncedKey = useDebouncedValue(previewKey, OFFER_CREATE_LIMITS.previewDebounceMs);
  const debouncedInput = useMemo(() => JSON.parse(debouncedKey) as typeof previewInput, [debouncedKey]);
  const previewAnswer = useQuery(QuotePreviewQuery, {
    variables: { input: debouncedInput! },
    skip: !debouncedInput,
  });
  const previewPending = previewKey !== debouncedKey || previewAnswer.loading;
  const preview = debouncedInput && !previewPending ? (previewAnswer.data?.offerQuotePreview ?? null) : null;

  const reverseCalculator = settings.reversePaymentCalculatorEnabled && (values.lineItems?.length ?? 0) === 1;
  const applyBudget = async () => {
    const desired = amountOfText(budget);
    if (!salesPackage || !term || !isPriceableAmount(desired)) return;
    const { data } = await client.query({
      query: QuotePreviewFromPaymentQuery,
      variables: {
        input: {
          salesPackageId: salesPackage.id,
          offerTermId: term.id,
          directBillingFrequency: (values.directBillingFrequency ?? 'ANNUAL') as PaymentFrequency,
          directPaymentTerms: values.directPaymentTerms ?? 'NET_30',
          accountId,
          isAddOn,
          pricingGroupId: values.lineItems?.[0]?.pricingGroupId ?? '',
          desiredPaymentAmount: desired,
        },
      },
    });
    const amount = data?.offerQuotePreviewFromPayment.lineItems[0]?.amount;
    if (amount === undefined) return;
    form.setValue('lineItems.0.amount', amount, { shouldDirty: true });
    form.setValue('monthlyPayment', desired, { shouldDirty: true });
  };

  const [createOffer, creating] = useToastMutation(CreateOfferMutation, {
    failure: (error) =>
      errorCodeOf(error) === 'CONFLICT' && customer?.accountContact
        ? contactEmailInUseMessage(customer.accountContact.email, customer.name)
        : OFFER_CREATE_MESSAGES.failure,
  });
  // One key per form state: a double click, a retry or a resubmit of the same form makes one offer.
  const idempotency = useRef({ payload: '', key: newKey() });
  const onValid = async (offer: OfferCreateForm) => {
    const input = {
      ...offer,
      directBillingFrequency: offer.directBillingFrequency as PaymentFrequency,
      offerType,
      // The form's files become the ids of the contracts uploaded (spec 02 section 3, create payload).
      fileIds: contractsShown ? contracts.fileIds : [],
    };
    const payload = JSON.stringify(input);
    if (payload !== idempotency.current.payload) idempotency.current = { payload, key: newKey() };
    setUnderwriting(true);
    const [created] = await Promise.all([
      createOffer({ input, idempotencyKey: idempotency.current.key }, { form }),
      wait(OFFER_CREATE_LIMITS.underwritingMinMs),
    ]);
    setUnderwriting(false);
    if (!created) return;
    if (created.createOffer.manualReviewRequired) setManualReview(true);
    else {
      // The list says so in a modal (spec 02 section 2), which a toast's few seconds would not.
      navigate(OFFERS_PATH, SUBMITTED_STATE);
    }
  };

  const positive = (preview?.totalContractValue ?? 0) > 0 || (values.monthlyPayment ?? 0) > 0;
  const submitDisabled =
    creating.loading ||
    underwriting ||
    !form.formState.isDirty ||
    !values.offerTermId ||
    !positive ||
    previewPending ||
    delinquent ||
    (contractsShown && contracts.uploading);
  const missingEin = customer !== null && einProblem(customer.ein ?? '') !== null;
  const expirationDay = values.expiration && window ? calendarDateIn(values.expiration, window.timeZone) : '';
  // Back on the form, the keyboard returns to the customer it was about.
  const customerField = useRef<HTMLDivElement>(null);
  const leaveEinStep = () => {
    setEnteringEin(false);
    setTimeout(() => customerField.current?.querySelector('input')?.focus());
  };
  const title = adding
    ? 'Add New Customer Account'
    : enteringEin
      ? 'Enter Customer EIN'
      : isAddOn
        ? 'Create Add On'
        : offerType === 'INVOICE'
          ? 'Create Invoice'
          : 'Create Offer';
  const errors = form.formState.errors;

  return (
    <>
      <h1 className="portal-page__title">{title}</h1>
      {adding ? (
        <RemoteParcel
          module="@seller-portal/mfe-customers"
          name="accountCreationParcel"
          onCreated={(account: { id: string }) => {
            setAdding(false);
            chooseCustomer(account.id);
          }}
          onCancel={() => setAdding(false)}
          prefill={prefill ?? undefined}
        />
      ) : null}
      {enteringEin && customer ? (
        <RemoteParcel
          module="@seller-portal/mfe-customers"
          name="customerEinParcel"
          accountId={customer.id}
          onSaved={() => {
            leaveEinStep();
            void customerAnswer.refetch();
          }}
          onCancel={leaveEinStep}
        />
      ) : null}
      <form
        className="offer-create"
        hidden={adding || enteringEin}
        noValidate
        onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      >
        <div className="offer-create__main">
          {entryNotice ? (
            <InlineNotification
              kind="warning"
              title={entryNotice}
              lowContrast
              onClose={() => setEntryNotice(null)}
              className="offer-create__notice"
            />
          ) : null}
          <Accordion className="offer-create__accordion" size="md">
            <FormSection title="Offer Details">
              <div className="offer-create__customer" ref={customerField}>
                <CustomerTypeahead
                  chosenName={customer?.name ?? ''}
                  onChoose={chooseCustomer}
                  disabled={isAddOn}
                  invalidText={errors.accountId?.message}
                />
                {isAddOn ? null : (
                  <Button kind="tertiary" size="md" onClick={() => setAdding(true)}>
                    Add New Customer
                  </Button>
                )}
              </div>
              {delinquent ? (
                <InlineNotification
                  kind="error"
                  title={OFFER_CREATE_MESSAGES.delinquent}
                  hideCloseButton
                  lowContrast
                />
              ) : null}
              {missingEin ? (
                // Carbon's notification may hold no link, so the link follows it.
                <div className="offer-create__missing">
                  <InlineNotification
                    kind="warning"
                    title={OFFER_CREATE_MESSAGES.missingInformation}
                    hideCloseButton
                    lowContrast
                  />
                  <Link
                    href="#enter-ein"
                    onClick={(event) => {
                      event.preventDefault();
                      setEnteringEin(true);
                    }}
                  >
                    Click here to enter it.
                  </Link>
                </div>
              ) : null}
              {settings.salesforceEnabled ? (
                <TextInput
                  labelText="External ID"
                  maxLength={18}
                  {...fieldProps(form, 'externalReferenceId', 'external-id')}
                />
              ) : null}
              <div className="offer-create__row">
                <Select
                  labelText="Sales Package"
                  value={values.salesPackageId ?? ''}
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
                  value={values.offerTermId ?? ''}
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
                    <SelectItem
                      key={frequency}
                      value={frequency}
                      text={PAYMENT_FREQUENCY_LABELS[frequency]}
                    />
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
              <fieldset className="offer-create__lines">
                <legend className="cds--label">Line Items</legend>
                {lines.fields.map((line, index) => (
                  <div key={line.id} className="offer-create__row offer-create__line">
                    <Select
                      id={`line-${index}-group`}
                      labelText={`Line item ${index + 1}`}
                      disabled={delinquent}
                      {...form.register(`lineItems.${index}.pricingGroupId`)}
                    >
                      {(salesPackage ?? packages[0])?.pricingGroups.map((group) => (
                        <SelectItem key={group.id} value={group.id} text={group.name} />
                      ))}
                    </Select>
                    <LineItemAmount form={form} index={index} disabled={delinquent} />
                    {lines.fields.length > 1 ? (
                      <Button kind="ghost" size="md" onClick={() => lines.remove(index)}>
                        {`Remove line item ${index + 1}`}
                      </Button>
                    ) : null}
                  </div>
                ))}
                {errors.lineItems?.message ? (
                  <p className="offer-create__error" role="alert">
                    {errors.lineItems.message}
                  </p>
                ) : null}
                <Button
                  kind="ghost"
                  size="md"
                  disabled={delinquent || lines.fields.length >= OFFER_CREATE_LIMITS.lineItems}
                  onClick={() =>
                    lines.append({
                      pricingGroupId: (salesPackage ?? packages[0])?.pricingGroups[0]?.id ?? '',
                      amount: null,
                    })
                  }
                >
                  Add line item
                </Button>
              </fieldset>
              {reverseCalculator ? (
                <div className="offer-create__row">
                  <TextInput
                    id="monthly-budget"
                    labelText="Monthly Budget ($)"
                    helperText="The amount is worked out from what the customer can pay each month."
                    inputMode="decimal"
                    value={budget}
                    disabled={delinquent || !term}
                    onChange={(event) => setBudget(formatAmountInput(event.target.value))}
                  />
                  <Button
                    kind="secondary"
                    size="md"
                    disabled={delinquent || !term || !budget}
                    onClick={() => void applyBudget()}
                  >
                    Calculate amount
                  </Button>
                </div>
              ) : null}
              <TextInput
                labelText="Expiration"
                type="date"
                value={expirationDay}
                min={window?.minExpirationDate}
                max={window?.maxExpirationDate}
                disabled={!window || delinquent}
                // A disabled field shows no message (Carbon leaves it out, and axe finds the field pointing at
                // nothing): until a customer gives the window, the Customer field says what is missing.
                {...errorProps('expiration', window && !delinquent ? errors.expiration?.message : null)}
                onChange={(event) =>
                  window &&
                  form.setValue(
                    'expiration',
                    event.target.value ? endOfDayIn(event.target.value, window.timeZone).toISOString() : null,
                    { shouldDirty: true },
                  )
                }
              />
              <TextArea
                labelText="Custom Message"
                rows={3}
                maxCount={OFFER_CREATE_LIMITS.messageMax}
                enableCounter={!delinquent}
                disabled={delinquent}
                {...fieldProps(form, 'messageToAccount', 'custom-message')}
              />
            </FormSection>
            <FormSection title="Original Payment Terms">
              <p>
                <Link
                  href="#original-payment-terms"
                  onClick={(event) => (event.preventDefault(), setHelpOpen(true))}
                >
                  What is this?
                </Link>
              </p>
              <p>
                {`Payment terms: ${paymentTermLabel(values.directPaymentTerms)} · Billing frequency: ${
                  values.directBillingFrequency
                    ? PAYMENT_FREQUENCY_LABELS[values.directBillingFrequency as PaymentFrequency]
                    : ''
                }${preview ? ` · Term: ${preview.offerTermLabel}` : ''}`}
              </p>
            </FormSection>
            {contractsShown ? (
              <ContractsUpload
                contracts={contracts.contracts}
                attach={contracts.attach}
                remove={contracts.remove}
                disabled={delinquent}
                invalidText={errors.fileIds?.message}
              />
            ) : null}
          </Accordion>
          <div className="offer-create__buttons">
            <Button kind="secondary" onClick={() => navigate(OFFERS_PATH)}>
              Cancel
            </Button>
            <Button type="submit" disabled={submitDisabled}>
              Submit
            </Button>
          </div>
        </div>
        <OfferPreview
          preview={preview}
          loading={Boolean(debouncedInput) && previewPending}
          offerTermId={values.offerTermId ?? null}
          onChooseTerm={isAddOn || delinquent ? undefined : chooseTerm}
          customer={
            customer
              ? {
                  name: customer.name,
                  addressLabel: customer.address.label,
                  contact: customer.accountContact
                    ? `${customer.accountContact.firstName} ${customer.accountContact.lastName}, ${customer.accountContact.email}`
                    : null,
                }
              : null
          }
        />
      </form>
      <Modal
        open={helpOpen}
        passiveModal
        modalHeading="Original Payment Terms"
        onRequestClose={() => setHelpOpen(false)}
      >
        <p>
          The payment terms and billing frequency you would offer the customer without financing. The customer
          sees them beside the financed plans and may choose to pay directly on these terms.
        </p>
      </Modal>
      <Modal
        open={underwriting}
        passiveModal
        modalHeading={OFFER_CREATE_MESSAGES.underwriting}
        preventCloseOnClickOutside
      >
        <p>{OFFER_CREATE_MESSAGES.underwritingDetail}</p>
      </Modal>
      <Modal
        open={manualReview}
        modalHeading="Your offer needs a manual review"
        primaryButtonText="Go to offers"
        onRequestSubmit={() => navigate(OFFERS_PATH)}
        onRequestClose={() => navigate(OFFERS_PATH)}
      >
        <p>
          {OFFER_CREATE_MESSAGES.submitted}. The provider reviews this offer by hand; offers are reviewed
          within 24-48 hours, and you will see it move from Pending Review in your offers.
        </p>
      </Modal>
    </>
  );
}
