import { useState } from 'react';
import { Button, Form, Select, SelectItem, Stack, TextInput, Toggle } from '@carbon/react';
import { useToastMutation } from '@seller-portal/platform';
import { Controller, useZodForm } from '@seller-portal/platform/forms';
import type { CompanyProfileQuery } from '@seller-portal/shared/graphql';
import {
  COMPANY_SIZES,
  companyDetailsSchema,
  US_STATES,
  type CompanyDetailsInput,
} from '@seller-portal/shared/validation';
import { AddressTypeahead, addressInputOf } from './AddressTypeahead.js';
import { UpdateCompanyDetailsMutation } from './company.query.js';
import { showCompanySaved } from './company-saved.js';
import { amountText } from './form-values.js';

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
    desiredFundingAmount: amountText(details.desiredFundingAmount),
  };
}

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
export function CompanyDetailsForm({ profile, isOnboarding }: { profile: Profile; isOnboarding: boolean }) {
  const form = useZodForm(companyDetailsSchema, { defaultValues: formValuesOf(profile.details) });
  const { errors, isDirty } = form.formState;
  const international = form.watch('isInternational');
  const [searchInternational, setSearchInternational] = useState(international);
  const [save, { loading }] = useToastMutation(UpdateCompanyDetailsMutation, {
    failure: 'Something went wrong. Try again.',
  });
  const field = (name: keyof CompanyDetailsInput) => ({
    invalid: Boolean(errors[name]),
    invalidText: errors[name]?.message,
  });
  const dirty = { shouldDirty: true } as const;

  return (
    <Form
      className="org-form"
      aria-labelledby="company-details-heading"
      noValidate
      onSubmit={form.handleSubmit(async (values) => {
        const saved = await save({ input: values }, { form });
        if (!saved) return;
        showCompanySaved(isOnboarding);
        form.reset(formValuesOf(saved.updateCompanyDetails));
      })}
    >
      <h2 id="company-details-heading" className="org-section__title">
        Company Details
      </h2>
      <Stack gap={6}>
        <TextInput id="company-name" labelText="Company Name" {...field('name')} {...form.register('name')} />
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
              value={addressInputOf(address.value)}
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
        <Select
          id="company-currency"
          labelText="Currency"
          {...field('transactionCurrencyId')}
          {...form.register('transactionCurrencyId')}
        >
          <Choices items={profile.currencies} placeholder="Choose a currency" />
        </Select>
        <Select
          id="company-size"
          labelText="Number of Employees"
          {...field('companySize')}
          {...form.register('companySize')}
        >
          <Choices
            items={COMPANY_SIZES.map((size) => ({ id: size.code, name: size.label }))}
            placeholder="Choose a company size"
          />
        </Select>
        <TextInput
          id="company-website"
          labelText="Website URL"
          type="url"
          {...field('websiteUrl')}
          {...form.register('websiteUrl')}
        />
        <Select
          id="company-business-model"
          labelText="Business model"
          {...field('businessModelId')}
          {...form.register('businessModelId')}
        >
          <Choices items={profile.businessModels} placeholder="Choose a business model" />
        </Select>
        <Select id="company-industry" labelText="Industry (optional)" {...form.register('industrySectorId')}>
          <Choices items={profile.industrySectors} placeholder="Choose an industry" />
        </Select>
        <TextInput
          id="company-funding"
          labelText="Desired funding amount (optional)"
          inputMode="decimal"
          {...field('desiredFundingAmount')}
          {...form.register('desiredFundingAmount')}
        />
        {international ? (
          <>
            <Select
              id="company-country"
              labelText="Country incorporated"
              {...field('countryIncorporatedId')}
              {...form.register('countryIncorporatedId')}
            >
              <Choices items={profile.countries} placeholder="Choose a country" />
            </Select>
            <TextInput
              id="company-identification-number"
              labelText="Company Identification Number"
              {...field('ein')}
              {...form.register('ein')}
            />
          </>
        ) : (
          <>
            <Select
              id="company-entity"
              labelText="Entity"
              {...field('businessEntityTypeId')}
              {...form.register('businessEntityTypeId')}
            >
              <Choices items={profile.businessEntityTypes} placeholder="Choose an entity type" />
            </Select>
            <Select
              id="company-state"
              labelText="State incorporated"
              {...field('stateIncorporated')}
              {...form.register('stateIncorporated')}
            >
              <Choices
                items={US_STATES.map((state) => ({ id: state.code, name: state.name }))}
                placeholder="Choose a state"
              />
            </Select>
            <TextInput
              id="company-ein"
              labelText="EIN"
              placeholder="XX-XXXXXXX"
              {...field('ein')}
              {...form.register('ein')}
            />
          </>
        )}
        <div>
          <Button type="submit" disabled={!isDirty || loading}>
            {loading ? 'Saving' : 'Save'}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
