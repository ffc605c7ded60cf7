import { useMemo } from 'react';
import { RemoteServicesProvider, isMountedByShell, type RemoteMountProps } from '@shalom/shared';
import { ShellSyncedRouter } from './routing/ShellSyncedRouter';
import { AdminRoutes } from './routes/AdminRoutes';

/** Root of mf-admin when the shell mounts it: the shell's bus, client and history. */
export function RemoteRoot(props: Partial<RemoteMountProps>) {
  if (!isMountedByShell(props)) {
    throw new Error('mf-admin lifecycles need the shell custom props (bus, supabase, navigation, reportError)');
  }
  const { bus, supabase, navigation } = props;
  const services = useMemo(() => ({ bus, supabase }), [bus, supabase]);
  return (
    <RemoteServicesProvider services={services}>
      <ShellSyncedRouter navigation={navigation}>
        <AdminRoutes />
      </ShellSyncedRouter>
    </RemoteServicesProvider>
  );
}
