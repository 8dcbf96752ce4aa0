import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ApolloProvider } from '@apollo/client/react';
import { getApolloClient } from '@seller-portal/platform';
import { InviteTeamMemberModal } from './InviteTeamMemberModal.js';

/** What a host passes to `mountRootParcel(inviteTeamMemberParcel, props)`. */
export interface InviteTeamMemberParcelProps {
  /** Called once the modal closed (after sending or cancelling); the host usually unmounts the parcel then. */
  onClose?: () => void;
}

function InviteTeamMemberParcelRoot({ onClose }: InviteTeamMemberParcelProps) {
  const [open, setOpen] = React.useState(true);
  return (
    <ApolloProvider client={getApolloClient()}>
      <InviteTeamMemberModal
        open={open}
        onClose={() => {
          setOpen(false);
          onClose?.();
        }}
      />
    </ApolloProvider>
  );
}

/** The invite modal as a single-spa parcel, so other micro-frontends mount it without importing this source. */
export const inviteTeamMemberParcel = singleSpaReact<InviteTeamMemberParcelProps>({
  React,
  ReactDOMClient,
  rootComponent: InviteTeamMemberParcelRoot,
  errorBoundary: () => <></>,
});
