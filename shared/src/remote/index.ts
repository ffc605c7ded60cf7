// @shalom/shared/remote: the skeleton every remote shares (single-spa lifecycles, the router synced
// to the shell's history, the standalone start). A subpath, not the main entry: the main entry is a
// federation singleton loaded by every page (the landing page too), and single-spa-react and
// react-dom/client's root code belong only to the remotes that mount with them.
export { createRemoteLifecycles, type RemoteDefinition, type RemoteLifecycles } from './createRemoteLifecycles';
export { ShellSyncedRouter } from './ShellSyncedRouter';
export { OwnedRoutesIndex } from './OwnedRoutesIndex';
export { startStandaloneRemote } from './startStandaloneRemote';
