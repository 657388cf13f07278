import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { FunctionComponent } from 'react';
import type { ParcelTransportProps, RemoteProps } from './remote-props';

/**
 * single-spa-react lifecycles for a remote's root component. The one way a remote is exposed
 * to the shell (`./parcel`). React 19 has no `render`, so ReactDOMClient is passed.
 */
export function createParcel(RootComponent: FunctionComponent<RemoteProps>) {
  function ParcelRoot({ basename, navigate, runtimeConfig }: ParcelTransportProps) {
    return <RootComponent basename={basename} navigate={navigate} config={runtimeConfig} />;
  }
  return singleSpaReact<ParcelTransportProps>({
    React,
    ReactDOMClient,
    rootComponent: ParcelRoot,
    errorBoundary: (error: Error) => (
      <div role="alert" className="qce-panel qce-panel--error">
        <h2>Something went wrong on this page</h2>
        <p>{error.message}</p>
      </div>
    ),
  });
}
