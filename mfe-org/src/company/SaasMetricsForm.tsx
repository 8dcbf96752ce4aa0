import { useQuery } from '@apollo/client/react';
import { Button, Form, Loading, Stack, TextInput } from '@carbon/react';
import { usePageError, useToastMutation } from '@seller-portal/platform';
import { useZodForm } from '@seller-portal/platform/forms';
import type { SaasMetricsQuery as SaasMetricsData } from '@seller-portal/shared/graphql';
import { saasMetricsSchema, type SaasMetricsInput } from '@seller-portal/shared/validation';
import { SaasMetricsQuery, UpdateSaasMetricsMutation } from './company.query.js';

const FIELDS = [
  { name: 'calendarYearArr', label: 'Calendar Year ARR' },
  { name: 'previousYearArr', label: 'Previous Year ARR' },
  { name: 'monthlyRecurringRevenue', label: 'Monthly Recurring Revenue' },
  { name: 'grossRetention', label: 'Gross Retention (%)' },
  { name: 'netRetention', label: 'Net Retention (%)' },
  { name: 'grossRevenueChurn', label: 'Gross Revenue Churn (%)' },
  { name: 'expansionArr', label: 'Expansion ARR' },
] as const;

type Metrics = SaasMetricsData['saasMetrics'];

const formValuesOf = (metrics: Metrics): SaasMetricsInput =>
  Object.fromEntries(FIELDS.map(({ name }) => [name, String(metrics[name])])) as SaasMetricsInput;

function SaasMetricsFields({ metrics }: { metrics: Metrics }) {
  const form = useZodForm(saasMetricsSchema, { defaultValues: formValuesOf(metrics) });
  const { errors, isDirty } = form.formState;
  const [save, { loading }] = useToastMutation(UpdateSaasMetricsMutation, {
    success: 'Successfully updated your Sass metrics.',
    failure: 'Something went wrong. Try again.',
  });
  return (
    <Form
      className="org-form"
      aria-labelledby="saas-metrics-heading"
      noValidate
      onSubmit={form.handleSubmit(async (values) => {
        const saved = await save({ input: values }, { form });
        if (saved) form.reset(formValuesOf(saved.updateSaasMetrics));
      })}
    >
      <h2 id="saas-metrics-heading" className="org-section__title">
        SaaS Metrics
      </h2>
      <p className="org-form__hint">Every field is optional; a blank field counts as 0.</p>
      <Stack gap={6}>
        {FIELDS.map((field) => (
          <TextInput
            key={field.name}
            id={`saas-${field.name}`}
            labelText={field.label}
            inputMode="decimal"
            invalid={Boolean(errors[field.name])}
            invalidText={errors[field.name]?.message}
            {...form.register(field.name)}
          />
        ))}
        <div>
          <Button type="submit" disabled={!isDirty || loading}>
            {loading ? 'Saving' : 'Save'}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}

/** The SaaS Metrics tab (spec 01 section 5: every field an optional number, 0 by default). */
export function SaasMetricsForm() {
  const { data, error } = useQuery(SaasMetricsQuery);
  usePageError(error);
  if (!data)
    return error ? null : <Loading description="Loading the SaaS metrics" withOverlay={false} small />;
  return <SaasMetricsFields metrics={data.saasMetrics} />;
}
