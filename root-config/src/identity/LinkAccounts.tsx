import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Button, Loading } from '@carbon/react';
import { errorCodeOf, type PortalSession } from '@seller-portal/platform';
import { IdentityPage } from './IdentityPage.js';
import { AccountLinkingQuery, LinkAccountsMutation } from './identity.queries.js';
import { FAILURE_MESSAGES } from '@seller-portal/shared/validation';

export const INVALID_LINKING_URL = "Invalid account linking URL. Can't link accounts.";
export const LINKING_TIMEOUT_MS = 60_000;

type Phase = 'needs-sign-in' | 'linking' | 'failed';

/** /link-accounts: links a second identity to the account of the same email, then continues at the identity provider. */
export function LinkAccounts({
  sessionToken,
  state,
  session,
}: {
  sessionToken: string | null;
  state: string | null;
  session: PortalSession;
}) {
  const client = useApolloClient();
  const [phase, setPhase] = useState<Phase>(session.user ? 'linking' : 'needs-sign-in');
  const started = useRef(false);

  const link = useCallback(async () => {
    if (!sessionToken || !state) return;
    setPhase('linking');
    try {
      await client.query({
        query: AccountLinkingQuery,
        variables: { sessionToken },
        fetchPolicy: 'network-only',
      });
      const { data } = await client.mutate({ mutation: LinkAccountsMutation, variables: { sessionToken } });
      const target = new URL(data!.linkAccounts.continueUrl);
      if (!target.searchParams.has('state')) target.searchParams.set('state', state);
      window.location.assign(target.href);
    } catch (error) {
      setPhase(errorCodeOf(error) === 'FORBIDDEN' ? 'needs-sign-in' : 'failed');
    }
  }, [client, sessionToken, state]);

  useEffect(() => {
    if (started.current || !session.user) return;
    started.current = true;
    void link();
  }, [link, session]);

  useEffect(() => {
    if (phase !== 'linking') return;
    const timer = setTimeout(() => setPhase('failed'), LINKING_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  if (!sessionToken || !state) {
    return (
      <IdentityPage heading="Account linking">
        <p className="portal-identity__text" role="alert">
          {INVALID_LINKING_URL}
        </p>
        <Button kind="primary" href="/">
          Go to sign in
        </Button>
      </IdentityPage>
    );
  }
  if (phase === 'linking') return <Loading description="Linking your accounts" withOverlay={false} />;
  return (
    <IdentityPage heading="Link your accounts">
      <p className="portal-identity__text" role={phase === 'failed' ? 'alert' : undefined}>
        {phase === 'failed'
          ? FAILURE_MESSAGES.tryAgain
          : 'An account with this email already exists. Sign in to it once to link the two sign-ins.'}
      </p>
      <Button
        kind="primary"
        onClick={() =>
          void session
            .signInPopup()
            .then(() => link())
            .catch(() => setPhase('failed'))
        }
      >
        Sign in to link accounts
      </Button>
    </IdentityPage>
  );
}
