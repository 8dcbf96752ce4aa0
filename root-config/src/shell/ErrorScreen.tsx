import { Button } from '@carbon/react';

/** Spec 01 section 2, Error screens: any page error other than not-found. */
export function ErrorScreen({ onLogOut }: { onLogOut?: () => void }) {
  return (
    <section className="portal-status-screen" aria-labelledby="error-heading">
      <h1 id="error-heading" className="portal-status-screen__title">
        Something went wrong
      </h1>
      <div className="portal-status-screen__actions">
        <Button kind="primary" onClick={() => window.location.reload()}>
          Refresh Page
        </Button>
        {onLogOut ? (
          <Button kind="secondary" onClick={onLogOut}>
            Log out
          </Button>
        ) : null}
      </div>
    </section>
  );
}
