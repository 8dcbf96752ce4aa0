import { useEffect, useState } from 'react';
import { Modal } from '@carbon/react';
import { showToast, useToastMutation } from '@seller-portal/platform';
import { IntegrationConnectionsQuery, StartConnectionMutation } from './connections.query.js';
import { OnboardingStatusQuery } from '../onboarding/onboarding.query.js';
import { useApolloClient } from '@apollo/client/react';
import { FAILURE_MESSAGES } from '@seller-portal/shared/validation';

/** What the provider's link widget reports to this window (provider-sandbox README, Connections). */
const WIDGET_MESSAGE = 'seller-portal:link-widget';

interface WidgetReport {
  type: string;
  status: 'success' | 'error' | 'cancel';
  message: string | null;
}

export interface DesktopAccountingModalProps {
  integration: { key: string; name: string };
  returnPath: string;
  onClose: () => void;
}

/** Connects the desktop accounting software through the provider's link widget (spec 01 sections 2 and 8). */
export function DesktopAccountingModal({ integration, returnPath, onClose }: DesktopAccountingModalProps) {
  const client = useApolloClient();
  const [widgetOrigin, setWidgetOrigin] = useState<string | null>(null);
  const [start, { loading }] = useToastMutation(StartConnectionMutation, {
    failure: FAILURE_MESSAGES.failed,
  });

  useEffect(() => {
    if (!widgetOrigin) return;
    const listen = (event: MessageEvent<WidgetReport>) => {
      if (event.origin !== widgetOrigin || event.data?.type !== WIDGET_MESSAGE) return;
      if (event.data.status === 'success') {
        showToast({ kind: 'success', title: 'Successfully connected to QBD' });
        void client.refetchQueries({ include: [IntegrationConnectionsQuery, OnboardingStatusQuery] });
        onClose();
      } else if (event.data.status === 'error') {
        showToast({ kind: 'error', title: event.data.message || FAILURE_MESSAGES.failed });
      }
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [widgetOrigin, client, onClose]);

  return (
    <Modal
      open
      modalHeading={`Connect ${integration.name}`}
      primaryButtonText={loading ? 'Opening the link widget' : 'Open the link widget'}
      secondaryButtonText="Cancel"
      primaryButtonDisabled={loading}
      onRequestClose={onClose}
      onRequestSubmit={async () => {
        const started = await start({ platformKey: integration.key, returnPath });
        if (!started) return;
        const url = new URL(started.startConnection.linkUrl);
        url.searchParams.set('widget', '1');
        setWidgetOrigin(url.origin);
        window.open(url.toString(), 'link-widget', 'popup,width=560,height=720');
      }}
    >
      <p>
        {integration.name} runs on your computer. The link widget opens in a new window: authorize the
        connection there, with {integration.name} open on this computer.
      </p>
    </Modal>
  );
}
