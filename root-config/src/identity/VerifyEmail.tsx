import { Button } from '@carbon/react';
import { IdentityPage } from './IdentityPage.js';
import { useResendVerification } from './use-resend-verification.js';

/** /verify-email: asks the user to verify their email address; can resend the link. */
export function VerifyEmail({ email, onLogOut }: { email: string | null; onLogOut: () => void }) {
  const { resend, sending } = useResendVerification();
  return (
    <IdentityPage heading="Verify your email address">
      <p className="portal-identity__text">
        We sent a verification link to {email ? <strong>{email}</strong> : 'your email address'}. Follow the
        link in that email to continue.
      </p>
      <div className="portal-identity__actions">
        <Button kind="primary" disabled={sending} onClick={() => void resend()}>
          Resend verification email
        </Button>
        <Button kind="ghost" onClick={onLogOut}>
          Log out
        </Button>
      </div>
    </IdentityPage>
  );
}
