import { Button } from '@carbon/react';
import { navigate } from '@seller-portal/platform';
import { SCREEN_ID } from './ErrorScreen.js';

/** Spec 01 section 2, Error screens: any path no screen answers. */
export function NotFound() {
  return (
    <main id={SCREEN_ID} className="portal-status-screen" aria-labelledby="not-found-heading" tabIndex={-1}>
      <h1 id="not-found-heading" className="portal-status-screen__title">
        Oops, page not found
      </h1>
      <Button kind="primary" onClick={() => navigate('/')}>
        Return to dashboard
      </Button>
    </main>
  );
}
