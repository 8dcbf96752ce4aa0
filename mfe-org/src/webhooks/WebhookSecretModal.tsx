import { formatDateTime } from '@seller-portal/shared/formatters';
import { SecretShownOnceModal } from '../api-access/ApiClientSecretModal.js';
import { WEBHOOKS_MESSAGES } from './webhooks-messages.js';

/**
 * An endpoint's signing secret, shown once (after it was added or its secret rotated), with Copy; after a rotation,
 * until when the previous secret signs too.
 */
export function WebhookSecretModal({
  heading,
  secret,
  previousSecretExpiresAt,
  onClose,
  returnFocusTo,
}: {
  heading: string;
  secret: string;
  previousSecretExpiresAt?: string | null;
  onClose: () => void;
  returnFocusTo?: () => HTMLElement | null | undefined;
}) {
  return (
    <SecretShownOnceModal
      heading={heading}
      warning={WEBHOOKS_MESSAGES.secretWarning}
      credentials={[{ label: 'Signing secret', value: secret, copied: 'Signing secret copied.' }]}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      <p className="org-webhooks__secret-use">{WEBHOOKS_MESSAGES.secretUse}</p>
      {previousSecretExpiresAt ? (
        <p className="org-webhooks__secret-use">
          Until {formatDateTime(previousSecretExpiresAt)}, deliveries are signed with the previous secret too.
        </p>
      ) : null}
    </SecretShownOnceModal>
  );
}
