import { Button } from '@carbon/react';

/** Spec 01 section 2, Error screens: any page error other than not-found. */
export function ErrorScreen({
  title = 'Something went wrong',
  onLogOut,
}: {
  title?: string;
  onLogOut?: () => void;
}) {
  return (
    <section className="portal-status-screen" aria-labelledby="error-heading">
      <h1 id="error-heading" className="portal-status-screen__title">
        {title}
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
