// @shalom/shared/remote/testing: jest helpers for remotes' tests. Test-only; never imported by app code.
export {
  describeRemoteLifecycles,
  mountRemoteForTest,
  type RemoteLifecyclesSpec,
  type RouteHeading,
} from './describeRemoteLifecycles';
export {
  renderRemoteScreen,
  remoteTestClient,
  publishTestSession,
  findLocation,
  currentLocation,
  type RenderRemoteScreenOptions,
  type SeenToast,
  type TestSession,
} from './renderRemoteScreen';
