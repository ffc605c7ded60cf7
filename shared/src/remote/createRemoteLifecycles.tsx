import * as React from 'react';
import { Suspense, useMemo, type ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact, { type ReactAppOrParcel } from 'single-spa-react';
// Package name, not relative paths: the services context and the failure reporting must be the
// page's singleton copy that the remote's own screens use too.
import {
  RemoteRenderFailure,
  RemoteServicesProvider,
  Spinner,
  isMountedByShell,
  type RemoteMountProps,
} from '@shalom/shared';
import { ShellSyncedRouter } from './ShellSyncedRouter';

export interface RemoteDefinition {
  /** The remote's public name (its folder and /config.json key), e.g. "mf-admin". */
  name: string;
  /** The remote's `<Routes>`: rendered inside the shell's history. */
  Routes: ComponentType;
}

/** The single-spa lifecycles the shell mounts as a root parcel. */
export type RemoteLifecycles = Pick<ReactAppOrParcel<Partial<RemoteMountProps>>, 'bootstrap' | 'mount' | 'unmount'>;

/**
 * What a remote exposes to the shell (`./lifecycles`): single-spa-react lifecycles whose root
 * renders the remote's routes with the shell's bus, client and history. A render error anywhere in
 * the remote is caught here and reported to the shell, which shows its fallback with Retry in this
 * area only.
 */
export function createRemoteLifecycles({ name, Routes }: RemoteDefinition): RemoteLifecycles {
  function RemoteRoot(props: Partial<RemoteMountProps>) {
    if (!isMountedByShell(props)) {
      throw new Error(`${name} lifecycles need the shell custom props (bus, supabase, navigation, reportError)`);
    }
    const { bus, supabase, navigation } = props;
    const services = useMemo(() => ({ bus, supabase }), [bus, supabase]);
    // The language is the shell's; while this remote's messages for it download, a spinner shows.
    return (
      <RemoteServicesProvider services={services}>
        <ShellSyncedRouter navigation={navigation}>
          <Suspense fallback={<Spinner fullArea />}>
            <Routes />
          </Suspense>
        </ShellSyncedRouter>
      </RemoteServicesProvider>
    );
  }
  RemoteRoot.displayName = `RemoteRoot(${name})`;

  const lifecycles = singleSpaReact<Partial<RemoteMountProps>>({
    React,
    ReactDOMClient,
    rootComponent: RemoteRoot,
    renderType: 'createRoot',
    errorBoundary: (error, _info, props) => <RemoteRenderFailure error={error} mountProps={props} />,
  });
  const { bootstrap, mount, unmount } = lifecycles;
  return { bootstrap, mount, unmount };
}
