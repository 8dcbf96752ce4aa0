import { useRef } from 'react';
import { Button, InlineNotification, Modal } from '@carbon/react';
import { copyWithToast, useModalFocus } from '@seller-portal/platform';
import type { ApiScope } from '#graphql';

import { scopeValue, sortedScopes } from './api-scopes.js';

/** What createApiClient and rotateApiClientSecret answer: the secret is in it this once. */
export interface ApiClientSecret {
  client: { name: string; scopes: readonly ApiScope[] };
  clientId: string;
  clientSecret: string;
  tokenEndpoint: string;
  audience: string;
}

export const SECRET_WARNING = 'Copy the secret now: it is not shown again.';

/** The token request an integrator's system makes, with the client's own scopes (space-separated, as OAuth asks). */
function tokenRequestExample({ client, tokenEndpoint, audience }: ApiClientSecret): string {
  const scope = sortedScopes(client.scopes).map(scopeValue).join(' ') || 'offers:read';
  return `curl -u "$CLIENT_ID:$CLIENT_SECRET" -d grant_type=client_credentials -d scope="${scope}" -d resource=${audience} ${tokenEndpoint}`;
}

/**
 * The secret's modal's first control, while it shows: where focus goes as the modal that led to it (the form, the
 * rotate confirmation) closes, rather than back to the page behind.
 */
export const secretModalControl = (): HTMLElement | null =>
  document.querySelector<HTMLElement>('.org-api-credentials button');

function Credential({ label, value, copied }: { label: string; value: string; copied: string }) {
  return (
    <div className="org-api-credential">
      <dt className="cds--label">{label}</dt>
      <dd className="org-api-credential__value">
        <code className="org-api-code">{value}</code>
        <Button kind="ghost" size="sm" onClick={() => void copyWithToast(value, copied)}>
          Copy<span className="cds--visually-hidden"> {label.toLowerCase()}</span>
        </Button>
      </dd>
    </div>
  );
}

/**
 * An API client's new secret, shown once (after it was created or its secret rotated): its client ID and secret, where
 * tokens are asked for and an example request. Done closes it; the secret is then gone from the page.
 */
export function ApiClientSecretModal({
  heading,
  secret,
  onClose,
  returnFocusTo,
}: {
  heading: string;
  secret: ApiClientSecret;
  onClose: () => void;
  returnFocusTo?: () => HTMLElement | null | undefined;
}) {
  const body = useRef<HTMLDivElement>(null);
  useModalFocus(
    true,
    body,
    (dialog) => dialog.querySelector<HTMLElement>('.org-api-credentials button'),
    returnFocusTo,
  );
  return (
    <Modal
      open
      modalHeading={heading}
      primaryButtonText="Done"
      onRequestSubmit={onClose}
      onRequestClose={onClose}
      preventCloseOnClickOutside
    >
      <div ref={body}>
        <InlineNotification kind="warning" lowContrast hideCloseButton title={SECRET_WARNING} />
        <dl className="org-api-credentials">
          <Credential label="Client ID" value={secret.clientId} copied="Client ID copied." />
          <Credential label="Client secret" value={secret.clientSecret} copied="Client secret copied." />
          <Credential label="Token endpoint" value={secret.tokenEndpoint} copied="Token endpoint copied." />
          <Credential label="Audience" value={secret.audience} copied="Audience copied." />
          <Credential
            label="Example token request"
            value={tokenRequestExample(secret)}
            copied="Example request copied."
          />
        </dl>
      </div>
    </Modal>
  );
}
