import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { RemoteRenderFailure, type RemoteMountProps } from '@shalom/shared';
import './styles.css';
import { RemoteRoot } from './RemoteRoot';

/**
 * What mf-relationships exposes to the shell (`./lifecycles`). A render error anywhere in the remote is
 * caught here and reported to the shell, which shows its fallback with Retry in this area only.
 */
const lifecycles = singleSpaReact<Partial<RemoteMountProps>>({
  React,
  ReactDOMClient,
  rootComponent: RemoteRoot,
  renderType: 'createRoot',
  errorBoundary: (error, _info, props) => <RemoteRenderFailure error={error} mountProps={props} />,
});

export const { bootstrap, mount, unmount } = lifecycles;
