import { useState } from 'react';
import { Button, Form, Select, SelectItem, Stack, TextInput, Toggle } from '@carbon/react';
import { useToastMutation } from '@seller-portal/platform';
import {
  amountFieldProps,
  Controller,
  fieldProps,
  loadedOf,
  StaleFormNotice,
  useZodForm,
} from '@seller-portal/platform/forms';
import type { CompanyProfileQuery } from '#graphql';
import {
  COMPANY_SIZES,
  type CompanyDetailsInput,
  companyDetailsSchema,
  FAILURE_MESSAGES,
  US_STATES,
} from '@seller-portal/shared/validation';
import { AddressTypeahead, addressInputOf } from './AddressTypeahead.js';
import { UpdateCompanyDetailsMutation } from './company.query.js';
import { showCompanySaved } from './company-saved.js';
import { amountInputText } from '@seller-portal/shared/formatters';

type Profile = CompanyProfileQuery['companyProfile'];
type Details = Profile['details'];

function formValuesOf(details: Details): CompanyDetailsInput {
  return {
    name: details.name,
    isInternational: details.isInternational,
    address: addressInputOf(details.address),
    businessEntityTypeId: details.businessEntityTypeId ?? '',
    transactionCurrencyId: details.transactionCurrencyId ?? '',
    countryIncorporatedId: details.isInternational ? (details.countryIncorporatedId ?? '') : '',
    stateIncorporated: details.stateIncorporated ?? '',
    companySize: details.companySize ?? '',
    ein: details.ein ?? '',
    industrySectorId: details.industrySectorId ?? '',
    websiteUrl: details.websiteUrl ?? '',
    businessModelId: details.businessModelId ?? '',
    desiredFundingAmount: amountInputText(details.desiredFundingAmount),
  };
}

/** The company as the form was opened on it: the mutation's `loaded`. */
const loadedDetailsOf = (details: Details) => ({
  ...loadedOf(details, [
    'name',
    'isInternational',
    'businessEntityTypeId',
    'transactionCurrencyId',
    'countryIncorporatedId',
    'stateIncorporated',
    'companySize',
    'ein',
    'industrySectorId',
    'websiteUrl',
    'businessModelId',
    'desiredFundingAmount',
  ]),
  address: addressInputOf(details.address),
});

/** One choice list of the reference lists, with a first empty choice. */
function Choices({
  items,
  placeholder,
}: {
  items: readonly { id: string; name: string }[];
  placeholder: string;
}) {
  return (
    <>
      <SelectItem value="" text={placeholder} />
      {items.map((item) => (
        <SelectItem key={item.id} value={item.id} text={item.name} />
      ))}
    </>
  );
}

/** The company details form (spec 01 section 5), domestic or international by the chosen address. */
export function CompanyDetailsForm({
  profile,
  isOnboarding,
  reload,
}: {
  profile: Profile;
  isOnboarding: boolean;
  /** Reads the company again (after someone else's change); undefined when that failed. */
  reload: () => Promise<Profile | undefined>;
}) {
  const form = useZodForm(companyDetailsSchema, { defaultValues: formValuesOf(profile.details) });
  const [opened, setOpened] = useState(() => loadedDetailsOf(profile.details));
  const { errors, isDirty } = form.formState;
  const international = form.watch('isInternational');
  const [searchInternational, setSearchInternational] = useState(international);
  const [save, { loading }] = useToastMutation(UpdateCompanyDetailsMutation, {
    failure: FAILURE_MESSAGES.tryAgain,
  });
  const dirty = { shouldDirty: true } as const;

  return (
    <Form
      className="org-form"
      aria-labelledby="company-details-heading"
      noValidate
      onSubmit={form.handleSubmit(async (values) => {
        const saved = await save({ input: values, loaded: opened }, { form });
        if (!saved) return;
        showCompanySaved(isOnboarding);
        form.reset(formValuesOf(saved.updateCompanyDetails));
        setOpened(loadedDetailsOf(saved.updateCompanyDetails));
      })}
    >
      <h2 id="company-details-heading" className="org-section__title">
        Company Details
      </h2>
      <Stack gap={6}>
        <TextInput labelText="Company Name" {...fieldProps(form, 'name', 'company-name')} />
        <Toggle
          id="company-address-international"
          labelText="Address search"
          labelA="USA"
          labelB="International"
          toggled={searchInternational}
          onToggle={(checked: boolean) => setSearchInternational(checked)}
        />
        <Controller
          control={form.control}
          name="address"
          render={({ field: address }) => (
            <AddressTypeahead
              value={address.value ?? null}
              international={searchInternational}
              invalidText={errors.address?.message}
              onChange={(chosen) => {
                address.onChange(chosen);
                const chosenInternational = chosen?.isInternational === true;
                if (chosenInternational) {
                  // An international address clears entity type and state, and a domestic country (spec 01 section 5).
                  if (!form.getValues('isInternational')) form.setValue('countryIncorporatedId', '', dirty);
                  form.setValue('businessEntityTypeId', '', dirty);
                  form.setValue('stateIncorporated', '', dirty);
                }
                form.setValue('isInternational', chosenInternational, dirty);
              }}
            />
          )}
        />
        <Select labelText="Currency" {...fieldProps(form, 'transactionCurrencyId', 'company-currency')}>
          <Choices items={profile.currencies} placeholder="Choose a currency" />
        </Select>
        <Select labelText="Number of Employees" {...fieldProps(form, 'companySize', 'company-size')}>
          <Choices
            items={COMPANY_SIZES.map((size) => ({ id: size.code, name: size.label }))}
            placeholder="Choose a company size"
          />
        </Select>
        <TextInput
          labelText="Website URL"
          type="url"
          {...fieldProps(form, 'websiteUrl', 'company-website')}
        />
        <Select labelText="Business model" {...fieldProps(form, 'businessModelId', 'company-business-model')}>
          <Choices items={profile.businessModels} placeholder="Choose a business model" />
        </Select>
        <Select id="company-industry" labelText="Industry (optional)" {...form.register('industrySectorId')}>
          <Choices items={profile.industrySectors} placeholder="Choose an industry" />
        </Select>
        <TextInput
          labelText="Desired funding amount (optional)"
          {...amountFieldProps(form, 'desiredFundingAmount', 'company-funding')}
        />
        {international ? (
          <>
            <Select
              labelText="Country incorporated"
              {...fieldProps(form, 'countryIncorporatedId', 'company-country')}
            >
              <Choices items={profile.countries} placeholder="Choose a country" />
            </Select>
            <TextInput
              labelText="Company Identification Number"
              {...fieldProps(form, 'ein', 'company-identification-number')}
            />
          </>
        ) : (
          <>
            <Select labelText="Entity" {...fieldProps(form, 'businessEntityTypeId', 'company-entity')}>
              <Choices items={profile.businessEntityTypes} placeholder="Choose an entity type" />
            </Select>
            <Select
              labelText="State incorporated"
              {...fieldProps(form, 'stateIncorporated', 'company-state')}
            >
              <Choices
                items={US_STATES.map((state) => ({ id: state.code, name: state.name }))}
                placeholder="Choose a state"
              />
            </Select>
            <TextInput labelText="EIN" placeholder="XX-XXXXXXX" {...fieldProps(form, 'ein', 'company-ein')} />
          </>
        )}
        <StaleFormNotice
          errors={errors}
          reload={reload}
          firstFieldId="company-name"
          onReloaded={(fresh) => {
            form.reset(formValuesOf(fresh.details));
            setOpened(loadedDetailsOf(fresh.details));
          }}
        />
        <div>
          <Button type="submit" disabled={!isDirty || loading}>
            {loading ? 'Saving' : 'Save'}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
