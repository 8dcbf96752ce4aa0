import { useEffect, useRef } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Loading } from '@carbon/react';
import { identityRouteFor, UNEXPECTED_STATE } from '@seller-portal/shared/identity-workflow';
import { ErrorScreen } from '../shell/ErrorScreen.js';
import { CreateJoinRequestMutation, IdentitySessionQuery } from './identity.queries.js';
import { DomainRegistered, RequestOutcome } from './JoinRequestScreens.js';
import { Register } from './Register.js';
import { VerifyEmail } from './VerifyEmail.js';
import { VerifyEmailCode } from './VerifyEmailCode.js';

export const VERIFY_EMAIL_CODE_PATH = /^\/verify-email\/([^/]+)$/;

export interface IdentityFlowProps {
  path: string;
  email: string | null;
  /** After the token changed (verified, registered): get a fresh one and decide again. */
  onSessionChanged: () => Promise<void>;
  onLogOut: () => void;
}

/** Signed in but incomplete: the identity workflow (spec 02 section 4) picks the screen from the session call. */
export function IdentityFlow({ path, email, onSessionChanged, onLogOut }: IdentityFlowProps) {
  const code = VERIFY_EMAIL_CODE_PATH.exec(path)?.[1];
  const { data, error, refetch } = useQuery(IdentitySessionQuery, {
    fetchPolicy: 'network-only',
    skip: Boolean(code),
  });
  const [createJoinRequest] = useMutation(CreateJoinRequestMutation);
  const decision = data ? identityRouteFor(data.session) : null;
  const target = decision?.kind === 'route' ? decision.path : null;
  const askedToJoin = useRef(false);

  useEffect(() => {
    if (target && target !== path) window.history.replaceState(null, '', target);
  }, [target, path]);

  useEffect(() => {
    if (decision?.kind !== 'route' || !decision.createJoinRequest || askedToJoin.current) return;
    askedToJoin.current = true;
    void createJoinRequest().finally(() => void refetch());
  }, [decision, createJoinRequest, refetch]);

  // The link of a verification email is consumed whatever the session says.
  if (code) {
    const continueAfterVerification = () => {
      // Leave the code's path first: the code is consumed and must not be verified again.
      window.history.replaceState(null, '', '/');
      void onSessionChanged();
    };
    return <VerifyEmailCode code={decodeURIComponent(code)} onContinue={continueAfterVerification} />;
  }
  if (error) return <ErrorScreen onLogOut={onLogOut} />;
  if (!data || !decision) return <Loading description="Loading" withOverlay={false} />;
  if (decision.kind === 'unexpected') return <ErrorScreen title={UNEXPECTED_STATE} onLogOut={onLogOut} />;

  switch (decision.path) {
    case '/verify-email':
      return <VerifyEmail email={email} onLogOut={onLogOut} />;
    case '/register':
      return <Register onRegistered={onSessionChanged} onLogOut={onLogOut} />;
    case '/domain-registered':
      return (
        <DomainRegistered
          ownerFullName={data.session.organizationOwnerFullName ?? null}
          ownerEmail={data.session.organizationOwnerEmail ?? null}
          onLogOut={onLogOut}
        />
      );
    case '/request-outcome':
      return <RequestOutcome onLogOut={onLogOut} />;
    default:
      return <Loading description="Loading" withOverlay={false} />;
  }
}
