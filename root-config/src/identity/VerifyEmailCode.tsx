import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Loading } from '@carbon/react';
import { errorCodeOf } from '@seller-portal/platform';
import { IdentityPage } from './IdentityPage.js';
import { VerifyEmailMutation } from './identity.queries.js';
import { useResendVerification } from './use-resend-verification.js';

const LINK_NOT_VALID = 'This link is no longer active/valid';
const VERIFICATION_FAILED = 'Something failed internally, please try again.';
const EMAIL_VERIFIED = 'Your email has been verified';

type Outcome = 'verifying' | 'verified' | 'invalid' | 'failed';

/** /verify-email/{id}: consumes the code once and shows one of the three outcomes (spec 02 section 4). */
export function VerifyEmailCode({ code, onContinue }: { code: string; onContinue: () => void }) {
  const [verify] = useMutation(VerifyEmailMutation);
  const [outcome, setOutcome] = useState<Outcome>('verifying');
  const { resend, sending } = useResendVerification();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    verify({ variables: { code } })
      .then(() => setOutcome('verified'))
      .catch((error: unknown) => {
        setOutcome(errorCodeOf(error) === 'BAD_USER_INPUT' ? 'invalid' : 'failed');
      });
  }, [code, verify]);

  if (outcome === 'verifying') return <Loading description="Verifying your email" withOverlay={false} />;
  if (outcome === 'verified') {
    return (
      <IdentityPage heading={EMAIL_VERIFIED}>
        <Button kind="primary" onClick={onContinue}>
          Sign in
        </Button>
      </IdentityPage>
    );
  }
  return (
    <IdentityPage heading={outcome === 'invalid' ? LINK_NOT_VALID : VERIFICATION_FAILED}>
      <p className="portal-identity__text">
        Ask for a new verification email and follow the link in it, or continue to Seller Portal.
      </p>
      <div className="portal-identity__actions">
        <Button kind="primary" disabled={sending} onClick={() => void resend()}>
          Resend verification email
        </Button>
        <Button kind="tertiary" onClick={onContinue}>
          Continue to Seller Portal
        </Button>
      </div>
    </IdentityPage>
  );
}
