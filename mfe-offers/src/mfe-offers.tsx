import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { Heading } from '@carbon/react';

function OffersArea() {
  return <Heading>Offers</Heading>;
}

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: OffersArea,
  errorBoundary: () => <p role="alert">Something went wrong.</p>,
});

export const { bootstrap, mount, unmount } = lifecycles;
