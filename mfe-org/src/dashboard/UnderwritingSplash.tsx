import { useQuery } from '@apollo/client/react';
import { Button, Tag, Tile } from '@carbon/react';
import { navigate } from '@seller-portal/platform';
import { formatDateTime } from '@seller-portal/shared/formatters';
import { UnderwritingQuery } from './underwriting.query.js';

const OPTIONAL_STEPS = [
  {
    key: 'codatPaymentsConnectionsCreated',
    title: 'Connect a payments platform',
    path: '/org/payment-connections',
  },
  { key: 'saasMetricsCompleted', title: 'Provide additional SaaS metrics', path: '/org/saas-metrics' },
] as const;

/** Shown at `/` while the company is underwritten (spec 01 section 2, Underwriting splash). */
export function UnderwritingSplash() {
  // Roles without company data see the thanks only (docs/adr/007).
  const { data } = useQuery(UnderwritingQuery, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
  const submission = data?.onboardingSubmission;
  const steps = data?.onboardingOptionalSteps;
  return (
    <section className="portal-page org-splash" aria-labelledby="underwriting-heading">
      <h1 id="underwriting-heading" className="portal-page__title">
        Thank you for submitting your application
      </h1>
      <p className="org-splash__lead">
        Our team is evaluating your company. Evaluation typically takes 2 business days.
      </p>
      {submission ? (
        <dl className="org-splash__dates">
          <div>
            <dt>Application submitted</dt>
            <dd>{formatDateTime(submission.submittedAt)}</dd>
          </div>
          <div>
            <dt>Decision expected by</dt>
            <dd>{formatDateTime(submission.decisionExpectedAt)}</dd>
          </div>
        </dl>
      ) : null}
      {steps ? (
        <>
          <h2 className="org-section__title">Optional steps</h2>
          <p>These help us evaluate your company sooner.</p>
          <ul className="org-tasks">
            {OPTIONAL_STEPS.map((step) => (
              <li key={step.key}>
                <Tile className="org-task">
                  <h3 className="org-task__title">{step.title}</h3>
                  {steps[step.key] ? (
                    <Tag type="green">Done</Tag>
                  ) : (
                    <Button
                      kind="tertiary"
                      size="sm"
                      href={step.path}
                      onClick={(event: React.MouseEvent) => {
                        event.preventDefault();
                        navigate(step.path);
                      }}
                    >
                      {step.title}
                    </Button>
                  )}
                </Tile>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
