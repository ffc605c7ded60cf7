import { startTransition, useEffect, useRef } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import type { RemoteMountProps } from '@shalom/shared';
import type { RemoteLifecycles } from './remoteRegistry';

export interface ParcelHostProps {
  lifecycles: RemoteLifecycles;
  mountProps: RemoteMountProps;
  /** Called when the remote's mount lifecycle rejects. */
  onMountError(error: unknown): void;
}

/**
 * The remote's lifecycles with its mount run inside a transition: the remote's React root (created
 * and rendered synchronously by its mount) renders its first screen as a transition, in slices that
 * yield to the browser, instead of in one long task. Nothing else changes: the same lifecycles,
 * the same promise.
 */
export function withMountInTransition(lifecycles: RemoteLifecycles): RemoteLifecycles {
  return {
    ...lifecycles,
    mount(props: object) {
      let mounting: Promise<unknown> | undefined;
      startTransition(() => {
        mounting = lifecycles.mount(props);
      });
      return mounting as Promise<unknown>;
    },
  };
}

/**
 * Mounts a remote's single-spa lifecycles as a root parcel into this component's element, and
 * unmounts it when the route leaves the remote. The remote's React root lives inside the shell's
 * layout, so the header and toaster stay put.
 */
export function ParcelHost({ lifecycles, mountProps, onMountError }: ParcelHostProps) {
  const elementRef = useRef<HTMLDivElement>(null);
  // Props are read at mount time only: the remote follows changes through bus and navigation.
  const latest = useRef({ mountProps, onMountError });
  latest.current = { mountProps, onMountError };

  useEffect(() => {
    const host = elementRef.current;
    if (!host) return;
    // A fresh element per mount: a previous parcel may still be unmounting from the last one
    // (StrictMode remounts, quick route changes), and React refuses two roots on one element.
    const domElement = document.createElement('div');
    host.appendChild(domElement);
    let parcel: Parcel | undefined;
    try {
      // single-spa keeps per-mount state on the config object, so each mount gets its own copy.
      parcel = mountRootParcel(withMountInTransition(lifecycles), { domElement, ...latest.current.mountProps });
    } catch (error) {
      domElement.remove();
      latest.current.onMountError(error);
      return;
    }
    const mounted = parcel;
    let active = true;
    mounted.mountPromise.catch((error: unknown) => {
      if (active) latest.current.onMountError(error);
    });
    return () => {
      active = false;
      // Unmount once mounting has settled; a parcel that never mounted has nothing to unmount.
      mounted.mountPromise
        .then(() => mounted.unmount())
        .catch((error: unknown) => {
          if (mounted.getStatus() === 'MOUNTED') console.error('[remotes] unmount failed', error);
        })
        .finally(() => domElement.remove());
    };
  }, [lifecycles]);

  return <div ref={elementRef} className="contents" data-remote={mountProps.remoteName} />;
}
