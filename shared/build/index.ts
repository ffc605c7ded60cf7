export { createAppConfig, SHARED_SRC, type AppBuildOptions, type AppRole, type WebpackArgv } from './createAppConfig';
export { sharedDeps, SINGLETON_PACKAGES, type SharedDependency, type AppPackageJson } from './sharedDeps';
