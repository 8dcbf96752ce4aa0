import { useState } from 'react';
import { Button, Form, RadioButton, RadioButtonGroup, Stack, TextArea, TextInput } from '@carbon/react';
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
  type BusinessMetricsInput,
  businessMetricsSchema,
  FAILURE_MESSAGES,
} from '@seller-portal/shared/validation';
import { UpdateBusinessMetricsMutation } from './company.query.js';
import { showCompanySaved } from './company-saved.js';
import { amountInputText } from '@seller-portal/shared/formatters';

type Metrics = CompanyProfileQuery['companyProfile']['businessMetrics'];

const AMOUNTS = [
  { name: 'lastTwelveMonthsRevenues', label: 'Last 12 Months Revenue' },
  { name: 'currentAnnualRecurringRevenue', label: 'Current ARR' },
  { name: 'monthlyCashBurn', label: 'Monthly Cash Burn' },
  { name: 'annualRecurringRevenueYearOverYearGrowth', label: 'ARR YoY Growth (%)' },
  { name: 'latestCashBalance', label: 'Latest Cash Balance' },
] as const;

const QUESTIONS = [
  {
    answer: 'currentlyHasLiens',
    comment: 'liensComment',
    legend: 'Do you currently have liens?',
    label: 'Liens comment',
  },
  {
    answer: 'currentlyHasLoans',
    comment: 'loansComment',
    legend: 'Do you currently have loans?',
    label: 'Loans comment',
  },
] as const;

function formValuesOf(metrics: Metrics): BusinessMetricsInput {
  return {
    lastTwelveMonthsRevenues: amountInputText(metrics.lastTwelveMonthsRevenues),
    currentAnnualRecurringRevenue: amountInputText(metrics.currentAnnualRecurringRevenue),
    monthlyCashBurn: amountInputText(metrics.monthlyCashBurn),
    annualRecurringRevenueYearOverYearGrowth: amountInputText(
      metrics.annualRecurringRevenueYearOverYearGrowth,
    ),
    latestCashBalance: amountInputText(metrics.latestCashBalance),
    currentlyHasLiens: metrics.currentlyHasLiens ?? null,
    liensComment: metrics.liensComment ?? '',
    currentlyHasLoans: metrics.currentlyHasLoans ?? null,
    loansComment: metrics.loansComment ?? '',
  };
}

/** The metrics as the form was opened on them: the mutation's `loaded`. */
const loadedMetricsOf = (metrics: Metrics) =>
  loadedOf(metrics, [
    ...AMOUNTS.map((amount) => amount.name),
    ...QUESTIONS.flatMap((question) => [question.answer, question.comment]),
  ]);

/** The business metrics form (spec 01 section 5): a comment on yes, cleared on no. */
export function BusinessMetricsForm({
  metrics,
  isOnboarding,
  reload,
}: {
  metrics: Metrics;
  isOnboarding: boolean;
  /** Reads the metrics again (after someone else's change); undefined when that failed. */
  reload: () => Promise<Metrics | undefined>;
}) {
  const form = useZodForm(businessMetricsSchema, { defaultValues: formValuesOf(metrics) });
  const [opened, setOpened] = useState(() => loadedMetricsOf(metrics));
  const { errors, isDirty } = form.formState;
  const [save, { loading }] = useToastMutation(UpdateBusinessMetricsMutation, {
    failure: FAILURE_MESSAGES.tryAgain,
  });

  return (
    <Form
      className="org-form"
      aria-labelledby="business-metrics-heading"
      noValidate
      onSubmit={form.handleSubmit(async (values) => {
        const saved = await save({ input: values, loaded: opened }, { form });
        if (!saved) return;
        showCompanySaved(isOnboarding);
        form.reset(formValuesOf(saved.updateBusinessMetrics));
        setOpened(loadedMetricsOf(saved.updateBusinessMetrics));
      })}
    >
      <h2 id="business-metrics-heading" className="org-section__title">
        Business Metrics
      </h2>
      <Stack gap={6}>
        {AMOUNTS.map((amount) => (
          <TextInput
            key={amount.name}
            labelText={amount.label}
            {...amountFieldProps(form, amount.name, `metrics-${amount.name}`)}
          />
        ))}
        {QUESTIONS.map((question) => (
          <Controller
            key={question.answer}
            control={form.control}
            name={question.answer}
            render={({ field }) => (
              <>
                <RadioButtonGroup
                  name={`metrics-${question.answer}`}
                  legendText={question.legend}
                  valueSelected={field.value === true ? 'yes' : field.value === false ? 'no' : ''}
                  invalid={Boolean(errors[question.answer])}
                  invalidText={errors[question.answer]?.message}
                  onChange={(selected: string | number | undefined) => {
                    field.onChange(selected === 'yes');
                    // Answering no clears the comment (spec 01 section 5).
                    if (selected !== 'yes') form.setValue(question.comment, '', { shouldDirty: true });
                  }}
                >
                  <RadioButton id={`metrics-${question.answer}-yes`} labelText="Yes" value="yes" />
                  <RadioButton id={`metrics-${question.answer}-no`} labelText="No" value="no" />
                </RadioButtonGroup>
                {field.value === true ? (
                  <TextArea
                    labelText={question.label}
                    rows={3}
                    maxCount={2048}
                    enableCounter
                    {...fieldProps(form, question.comment, `metrics-${question.comment}`)}
                  />
                ) : null}
              </>
            )}
          />
        ))}
        <StaleFormNotice
          errors={errors}
          reload={reload}
          firstFieldId={`metrics-${AMOUNTS[0].name}`}
          onReloaded={(fresh) => {
            form.reset(formValuesOf(fresh));
            setOpened(loadedMetricsOf(fresh));
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
