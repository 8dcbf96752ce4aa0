import { Button } from '@carbon/react';

/** The signed-out landing page; issue #3 completes it (testimonials, footer, second sign-in button). */
export function SignIn({ onSignIn }: { onSignIn: () => void }) {
  return (
    <main className="portal-sign-in" aria-labelledby="sign-in-heading">
      <h1 id="sign-in-heading" className="portal-sign-in__title">
        Welcome to the Seller Portal
      </h1>
      <p className="portal-sign-in__text">
        Offer your customers flexible payment plans and get paid up front, without discount or dilution.
      </p>
      <Button kind="primary" size="lg" onClick={onSignIn}>
        Sign in
      </Button>
    </main>
  );
}
