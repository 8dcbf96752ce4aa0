import { useRef, type ReactNode } from 'react';
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

/** One value of a secret's modal, with its Copy button and the toast that says it was copied. */
export interface SecretCredential {
  label: string;
  value: string;
  copied: string;
}

function Credential({ label, value, copied }: SecretCredential) {
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
 * A secret shown once (an API client's, a webhook endpoint's signing secret): the warning, each value with Copy, and
 * what to do with it. Focus starts on the first Copy; Done closes it, and the secret is then gone from the page.
 */
export function SecretShownOnceModal({
  heading,
  warning,
  credentials,
  children,
  onClose,
  returnFocusTo,
}: {
  heading: string;
  warning: string;
  credentials: readonly SecretCredential[];
  /** What to do with it, below the values. */
  children?: ReactNode;
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
        <InlineNotification kind="warning" lowContrast hideCloseButton title={warning} />
        <dl className="org-api-credentials">
          {credentials.map((credential) => (
            <Credential key={credential.label} {...credential} />
          ))}
        </dl>
        {children}
      </div>
    </Modal>
  );
}

/**
 * An API client's new secret, shown once (after it was created or its secret rotated): its client ID and secret, where
 * tokens are asked for and an example request.
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
  return (
    <SecretShownOnceModal
      heading={heading}
      warning={SECRET_WARNING}
      credentials={[
        { label: 'Client ID', value: secret.clientId, copied: 'Client ID copied.' },
        { label: 'Client secret', value: secret.clientSecret, copied: 'Client secret copied.' },
        { label: 'Token endpoint', value: secret.tokenEndpoint, copied: 'Token endpoint copied.' },
        { label: 'Audience', value: secret.audience, copied: 'Audience copied.' },
        {
          label: 'Example token request',
          value: tokenRequestExample(secret),
          copied: 'Example request copied.',
        },
      ]}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    />
  );
}
