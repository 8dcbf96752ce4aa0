import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { Heading } from '@carbon/react';

function DashboardArea() {
  return <Heading>Dashboard</Heading>;
}

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: DashboardArea,
  errorBoundary: () => <p role="alert">Something went wrong.</p>,
});

export const { bootstrap, mount, unmount } = lifecycles;
