import { Button } from '@carbon/react';

/** The id of the main landmark a shell screen (error, not found, terms, privacy) renders in place of the page. */
export const SCREEN_ID = 'portal-screen';

/** Spec 01 section 2, Error screens: any page error other than not-found. */
export function ErrorScreen({
  title = 'Something went wrong',
  onLogOut,
}: {
  title?: string;
  onLogOut?: () => void;
}) {
  return (
    <main id={SCREEN_ID} className="portal-status-screen" aria-labelledby="error-heading" tabIndex={-1}>
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
    </main>
  );
}
