import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { InlineNotification } from '@carbon/react';
import { TeamArea } from './TeamArea.js';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: TeamArea,
  errorBoundary: () => (
    <InlineNotification kind="error" title="Something went wrong. Try again." hideCloseButton />
  ),
});

export const { bootstrap, mount, unmount } = lifecycles;

export { inviteTeamMemberParcel, type InviteTeamMemberParcelProps } from './invite/invite-parcel.js';
