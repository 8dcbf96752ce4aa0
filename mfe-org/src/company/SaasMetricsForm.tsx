import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, Form, Loading, Stack, TextInput } from '@carbon/react';
import { usePageError, useToastMutation } from '@seller-portal/platform';
import { amountFieldProps, loadedOf, StaleFormNotice, useZodForm } from '@seller-portal/platform/forms';
import type { SaasMetricsQuery as SaasMetricsData } from '#graphql';
import { FAILURE_MESSAGES, type SaasMetricsInput, saasMetricsSchema } from '@seller-portal/shared/validation';
import { SaasMetricsQuery, UpdateSaasMetricsMutation } from './company.query.js';
import { amountInputText } from '@seller-portal/shared/formatters';

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
  Object.fromEntries(FIELDS.map(({ name }) => [name, amountInputText(metrics[name])])) as SaasMetricsInput;

const FIELD_NAMES = FIELDS.map((field) => field.name);

function SaasMetricsFields({
  metrics,
  reload,
}: {
  metrics: Metrics;
  /** Reads the metrics again (after someone else's change); undefined when that failed. */
  reload: () => Promise<Metrics | undefined>;
}) {
  const form = useZodForm(saasMetricsSchema, { defaultValues: formValuesOf(metrics) });
  // What the form was opened on: only this person's changes are saved, and a clash is refused (docs/adr/013).
  const [opened, setOpened] = useState(() => loadedOf(metrics, FIELD_NAMES));
  const { errors, isDirty } = form.formState;
  const [save, { loading }] = useToastMutation(UpdateSaasMetricsMutation, {
    success: 'Successfully updated your Sass metrics.',
    failure: FAILURE_MESSAGES.tryAgain,
  });
  return (
    <Form
      className="org-form"
      aria-labelledby="saas-metrics-heading"
      noValidate
      onSubmit={form.handleSubmit(async (values) => {
        const saved = await save({ input: values, loaded: opened }, { form });
        if (!saved) return;
        form.reset(formValuesOf(saved.updateSaasMetrics));
        setOpened(loadedOf(saved.updateSaasMetrics, FIELD_NAMES));
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
            labelText={field.label}
            {...amountFieldProps(form, field.name, `saas-${field.name}`)}
          />
        ))}
        <StaleFormNotice
          errors={errors}
          reload={reload}
          firstFieldId={`saas-${FIELDS[0].name}`}
          onReloaded={(fresh) => {
            form.reset(formValuesOf(fresh));
            setOpened(loadedOf(fresh, FIELD_NAMES));
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

/** The SaaS Metrics tab (spec 01 section 5: every field an optional number, 0 by default). */
export function SaasMetricsForm() {
  const { data, error, refetch } = useQuery(SaasMetricsQuery);
  usePageError(error);
  if (!data)
    return error ? null : <Loading description="Loading the SaaS metrics" withOverlay={false} small />;
  return (
    <SaasMetricsFields
      metrics={data.saasMetrics}
      reload={() =>
        refetch().then(
          (result) => result.data?.saasMetrics,
          () => undefined,
        )
      }
    />
  );
}
