import { useCallback, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { showToast } from '@seller-portal/platform';
import {
  EmailVerificationActiveLinkQuery,
  ResendVerificationEmailMutation,
  SendVerificationEmailMutation,
} from './identity.queries.js';
import { FAILURE_MESSAGES } from '@seller-portal/shared/validation';

const VERIFICATION_SENT = 'Verification email has been sent';
const GENERIC_FAILURE = FAILURE_MESSAGES.tryAgain;

/** Resends the verification email: replaces the active link when there is one, otherwise sends a first one. */
export function useResendVerification(): { resend: () => Promise<void>; sending: boolean } {
  const client = useApolloClient();
  const [sending, setSending] = useState(false);
  const resend = useCallback(async () => {
    setSending(true);
    try {
      const { data } = await client.query({
        query: EmailVerificationActiveLinkQuery,
        fetchPolicy: 'network-only',
      });
      const active = data?.emailVerificationActiveLink;
      if (active)
        await client.mutate({ mutation: ResendVerificationEmailMutation, variables: { code: active.id } });
      else await client.mutate({ mutation: SendVerificationEmailMutation });
      showToast({ kind: 'success', title: VERIFICATION_SENT });
    } catch {
      showToast({ kind: 'error', title: GENERIC_FAILURE });
    } finally {
      setSending(false);
    }
  }, [client]);
  return { resend, sending };
}
