import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Accordion, Button, InlineNotification, TextArea, TextInput } from '@carbon/react';
import {
  navigate,
  RemoteParcel,
  useLocationSearch,
  useNavigationState,
  usePageError,
} from '@seller-portal/platform';
import { fieldProps, useWatch, useZodForm } from '@seller-portal/platform/forms';
import type { OfferType } from '#graphql';
import { OFFER_CREATE_LIMITS, offerCreateSchema } from '@seller-portal/shared/validation';
import { CreateQuoteSettingsQuery } from './create-quote.query.js';
import { ContractsUpload, useContracts } from './ContractsUpload.js';
import { CreateQuoteModals } from './CreateQuoteModals.js';
import { CustomerFields } from './CustomerFields.js';
import { entryKey, entryOf, type CreateEntry } from './entry.js';
import { ExpirationField } from './ExpirationField.js';
import { FormSection } from './FormSection.js';
import { LineItemsFields } from './LineItemsFields.js';
import { MonthlyBudgetField } from './MonthlyBudgetField.js';
import { OfferPreview } from './OfferPreview.js';
import { OriginalPaymentTerms } from './OriginalPaymentTerms.js';
import { defaultValuesOf, type FormValues, type Package, type QuoteSettings } from './quote-form.js';
import { TermsFields } from './TermsFields.js';
import { useChosenCustomer } from './use-chosen-customer.js';
import { useExpiration } from './use-expiration.js';
import { useMonthlyBudget } from './use-monthly-budget.js';
import { useOfferSubmit } from './use-offer-submit.js';
import { previewInputOf, useQuotePreview } from './use-quote-preview.js';
import { useQuoteEntry, type AccountPrefill } from './use-quote-entry.js';
import { useQuoteTerms } from './use-quote-terms.js';
import { useSubmitState } from './use-submit-state.js';
import { OFFERS_PATH } from '../routing/offers-routes.js';

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
      customerEin={data.providerFeatures.customerEin}
    />
  );
}

interface CreateQuoteFormProps {
  settings: QuoteSettings;
  packages: Package[];
  entry: CreateEntry;
  offerType: OfferType;
  /** Whether the provider can change a customer's EIN (docs/adr/019). */
  customerEin: boolean;
}

function CreateQuoteForm({ settings, packages, entry, offerType, customerEin }: CreateQuoteFormProps) {
  const isAddOn = entry.kind === 'addOn';
  const parentOfferId = entry.kind === 'addOn' ? entry.offerParentId : null;
  // The form's defaults for its entry, fixed when it starts (as the form's own are).
  const [defaults] = useState(() => defaultValuesOf(packages, entry));
  const form = useZodForm(offerCreateSchema({ salesforceEnabled: settings.salesforceEnabled }), {
    defaultValues: defaults,
  });
  const values = useWatch({ control: form.control }) as FormValues;
  const [adding, setAdding] = useState(false);
  // "Click here to enter it." from a provider that cannot change a customer's EIN (docs/adr/019): the add-customer
  // form (spec 02 section 2), starting from the chosen customer's name and address.
  const [addingFrom, setAddingFrom] = useState<AccountPrefill | null>(null);
  // "Click here to enter it." otherwise: the chosen customer's own Legal Information with its EIN field.
  const [enteringEin, setEnteringEin] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const contracts = useContracts();
  const contractsShown = !settings.offerSignatureDocumentEnabled;

  const loaded = useQuoteEntry({ entry, form, defaults, setAdding });
  const accountId = values.accountId ?? null;
  const expiration = useExpiration({
    form,
    accountId,
    parentOfferId,
    expiration: values.expiration ?? null,
    ready: loaded.ready,
    keptExpiration: loaded.keptExpiration,
  });
  // After the expiration's: a delinquent customer's reset has the last word on the expiration too.
  const { customer, delinquent, missingEin, refetch } = useChosenCustomer({
    form,
    accountId,
    defaults,
    clearContracts: contracts.clear,
  });

  const { salesPackage, term, frequencyLocked, chooseTerm, choosePackage } = useQuoteTerms({
    form,
    packages,
    values,
    isAddOn,
    delinquent,
  });
  const pricing = { salesPackage, term, values, accountId, isAddOn };
  const quote = useQuotePreview(previewInputOf(pricing));
  const { preview } = quote;
  const budget = useMonthlyBudget(form, settings.reversePaymentCalculatorEnabled, pricing);

  const chooseCustomer = (id: string) => {
    form.setValue('accountId', id, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    loaded.forgetKeptExpiration();
  };

  const submit = useOfferSubmit({
    form,
    offerType,
    fileIds: contractsShown ? contracts.fileIds : [],
    contact: customer?.accountContact
      ? { email: customer.accountContact.email, customerName: customer.name }
      : null,
  });
  const { disabled: submitDisabled } = useSubmitState({
    form,
    values,
    quote,
    submitting: submit.submitting,
    delinquent,
    uploading: contractsShown && contracts.uploading,
  });
  // Back on the form, the keyboard returns to the customer it was about, once the form shows again with that
  // customer (a parcel's save may be answered before the form's render; a customer just added is still loading).
  const customerField = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  const backToCustomer = () => {
    refocus.current = true;
  };
  useEffect(() => {
    if (!refocus.current || adding || enteringEin || (accountId && customer?.id !== accountId)) return;
    refocus.current = false;
    customerField.current?.querySelector('input')?.focus();
  }, [adding, enteringEin, accountId, customer]);
  const leaveEinStep = () => {
    setEnteringEin(false);
    backToCustomer();
  };
  const leaveAdding = () => {
    setAdding(false);
    setAddingFrom(null);
  };
  const enterEin = () => {
    if (customerEin || !customer) return setEnteringEin(true);
    const { label, country, timeZone } = customer.address;
    setAddingFrom({
      name: customer.name,
      address: { label, country, timeZone },
      addressLabel: label,
      accountContact: { firstName: '', lastName: '', email: '', phoneNumber: '' },
    });
    setAdding(true);
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
          module="@seller-portal/mfe-customers/parcels"
          name="accountCreationParcel"
          onCreated={(account: { id: string }) => {
            // The customer saved is the offer's, as from Add New Customer.
            if (addingFrom) backToCustomer();
            leaveAdding();
            chooseCustomer(account.id);
          }}
          onCancel={() => {
            if (addingFrom) backToCustomer();
            leaveAdding();
          }}
          prefill={addingFrom ?? loaded.prefill ?? undefined}
        />
      ) : null}
      {enteringEin && customer ? (
        <RemoteParcel
          module="@seller-portal/mfe-customers/parcels"
          name="customerEinParcel"
          accountId={customer.id}
          onSaved={() => {
            leaveEinStep();
            refetch();
          }}
          onCancel={leaveEinStep}
        />
      ) : null}
      <form
        className="offer-create"
        hidden={adding || enteringEin}
        noValidate
        onSubmit={(event) => void form.handleSubmit(submit.onValid)(event)}
      >
        <div className="offer-create__main">
          {loaded.notice ? (
            <InlineNotification
              kind="warning"
              title={loaded.notice}
              lowContrast
              onClose={loaded.closeNotice}
              className="offer-create__notice"
            />
          ) : null}
          <Accordion className="offer-create__accordion" size="md">
            <FormSection title="Offer Details">
              <CustomerFields
                fieldRef={customerField}
                chosenName={customer?.name ?? ''}
                onChoose={chooseCustomer}
                isAddOn={isAddOn}
                invalidText={errors.accountId?.message}
                onAddCustomer={() => setAdding(true)}
                delinquent={delinquent}
                missingEin={missingEin}
                onEnterEin={enterEin}
              />
              {settings.salesforceEnabled ? (
                <TextInput
                  labelText="External ID"
                  maxLength={18}
                  {...fieldProps(form, 'externalReferenceId', 'external-id')}
                />
              ) : null}
              <TermsFields
                form={form}
                packages={packages}
                salesPackage={salesPackage}
                salesPackageId={values.salesPackageId ?? ''}
                offerTermId={values.offerTermId ?? ''}
                choosePackage={choosePackage}
                chooseTerm={chooseTerm}
                isAddOn={isAddOn}
                delinquent={delinquent}
                frequencyLocked={frequencyLocked}
              />
              <LineItemsFields
                form={form}
                pricingGroups={(salesPackage ?? packages[0])?.pricingGroups ?? []}
                disabled={delinquent}
              />
              {budget.shown ? (
                <MonthlyBudgetField
                  budget={budget.budget}
                  setBudget={budget.setBudget}
                  apply={budget.apply}
                  disabled={delinquent || !term}
                />
              ) : null}
              <ExpirationField
                window={expiration.window}
                day={expiration.day}
                chooseDay={expiration.chooseDay}
                delinquent={delinquent}
                message={errors.expiration?.message}
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
            <OriginalPaymentTerms
              directPaymentTerms={values.directPaymentTerms}
              directBillingFrequency={values.directBillingFrequency}
              termLabel={preview ? preview.offerTermLabel : null}
              onHelp={() => setHelpOpen(true)}
            />
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
          loading={quote.loading}
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
      <CreateQuoteModals
        helpOpen={helpOpen}
        closeHelp={() => setHelpOpen(false)}
        underwriting={submit.underwriting}
        manualReview={submit.manualReview}
      />
    </>
  );
}
