import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { ComponentType } from 'react';
import type { RemoteProps } from './remote-props';

/**
 * single-spa-react lifecycles for a remote's root component. The one way a remote is exposed
 * to the shell (`./parcel`). React 19 has no `render`, so ReactDOMClient is passed.
 */
export function createParcel(rootComponent: ComponentType<RemoteProps>) {
  return singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient,
    rootComponent,
    errorBoundary: (error: Error) => (
      <div role="alert" className="qce-panel qce-panel--error">
        <h2>Something went wrong on this page</h2>
        <p>{error.message}</p>
      </div>
    ),
  });
}
