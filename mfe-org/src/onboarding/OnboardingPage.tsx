import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, Link, Tag, Tile } from '@carbon/react';
import { navigate, RemoteParcel, usePageError, useToastMutation } from '@seller-portal/platform';
import { HELP_LINKS, ONBOARDING_STAGES } from './onboarding-tasks.js';
import { OnboardingStatusQuery, SubmitOnboardingMutation } from './onboarding.query.js';
import { FAILURE_MESSAGES } from '@seller-portal/shared/validation';

/** /org/onboarding (spec 01 section 2, Onboarding): the five tasks, the submission and the side rail. */
export function OnboardingPage() {
  const { data, error } = useQuery(OnboardingStatusQuery, { fetchPolicy: 'cache-and-network' });
  usePageError(error);
  const [inviting, setInviting] = useState(false);
  const [submit, { loading: submitting }] = useToastMutation(SubmitOnboardingMutation, {
    failure: FAILURE_MESSAGES.tryAgain,
  });
  const status = data?.onboardingStatus;
  const allComplete = status
    ? ONBOARDING_STAGES.every((stage) => stage.tasks.every((task) => status[task.key]))
    : false;

  return (
    <section className="portal-page" aria-labelledby="onboarding-heading">
      <h1 id="onboarding-heading" className="portal-page__title">
        Onboarding
      </h1>
      <div className="org-onboarding">
        <div className="org-onboarding__main">
          {ONBOARDING_STAGES.map((stage) => (
            <section key={stage.title} className="org-section" aria-label={stage.title}>
              <h2 className="org-section__title">{stage.title}</h2>
              <ul className="org-tasks">
                {stage.tasks.map((task) => {
                  const done = status?.[task.key] === true;
                  return (
                    <li key={task.key}>
                      <Tile className="org-task">
                        <div>
                          <h3 className="org-task__title">{task.title}</h3>
                          <p>{task.description}</p>
                        </div>
                        <div className="org-task__action">
                          {done ? <Tag type="green">Complete</Tag> : null}
                          <Button
                            kind={done ? 'ghost' : 'primary'}
                            size="sm"
                            href={task.path}
                            onClick={(event: React.MouseEvent) => {
                              event.preventDefault();
                              navigate(task.path);
                            }}
                          >
                            {done ? 'CHANGE' : 'START TASK'}
                            <span className="cds--visually-hidden"> {task.title}</span>
                          </Button>
                        </div>
                      </Tile>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
          <section className="org-section" aria-labelledby="finish-heading">
            <h2 id="finish-heading" className="org-section__title">
              Finish Your Application
            </h2>
            <p>Once every task is complete, submit your application for underwriting.</p>
            <Button
              className="org-section__submit"
              disabled={!allComplete || submitting}
              onClick={async () => {
                const answer = await submit({});
                // The shell follows the cached organization; the dashboard now shows the underwriting splash.
                if (answer) navigate('/');
              }}
            >
              Submit
            </Button>
          </section>
        </div>
        <aside className="org-onboarding__rail" aria-label="Help and team">
          <Tile className="org-rail__block">
            <h2 className="org-rail__title">Invite my Team</h2>
            <p>Colleagues can help complete these tasks.</p>
            <Button kind="tertiary" size="sm" onClick={() => setInviting(true)}>
              Invite my Team
            </Button>
            {inviting ? (
              <RemoteParcel
                module="@seller-portal/mfe-team/parcels"
                name="inviteTeamMemberParcel"
                onClose={() => setInviting(false)}
              />
            ) : null}
          </Tile>
          <Tile className="org-rail__block">
            <h2 className="org-rail__title">Need help?</h2>
            <p>Our team can walk you through onboarding.</p>
            <p>
              <Link href={HELP_LINKS.scheduleCall} target="_blank" rel="noreferrer">
                Schedule a call
              </Link>
            </p>
            <p>
              <Link href={HELP_LINKS.emailSupport}>Email support</Link>
            </p>
          </Tile>
        </aside>
      </div>
    </section>
  );
}
