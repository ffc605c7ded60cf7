import fs from 'node:fs';
import path from 'node:path';

/**
 * The one list of modules shared between the shell and every remote. Only true singletons are
 * listed: two copies of any of them on one page would split state (React hooks, the RxJS bus, the
 * auth session, the bus/session helpers of @shalom/shared). Everything else stays private to each
 * app so teams can upgrade independently.
 */
export const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'rxjs',
  '@supabase/supabase-js',
  '@shalom/shared',
] as const;

/**
 * Singletons an app reaches only through @shalom/shared (the translation runtime): one active
 * language and one message store per page. Their accepted range is the one shared declares, so an
 * app does not list them itself.
 */
export const SINGLETONS_VIA_SHARED = ['@lingui/core', '@lingui/react'] as const;

/**
 * Entry points of @shalom/shared, besides the main one, that hold page-wide state. The i18n entry
 * is its own singleton because the landing page needs it before its first paint, long before the
 * main entry (bus, supabase) loads.
 */
export const SHARED_SUBPATH_SINGLETONS = ['@shalom/shared/i18n'] as const;

type SingletonPackage = (typeof SINGLETON_PACKAGES)[number];

/** Packages whose deep imports (react/jsx-runtime, react-dom/client) must share the same copy. */
const SUBPATH_SHARED: readonly SingletonPackage[] = ['react', 'react-dom'];

export interface SharedDependency {
  singleton: true;
  requiredVersion: string;
}

export interface AppPackageJson {
  name: string;
  dependencies?: Record<string, string>;
}

function readSharedPackageJson(): AppPackageJson {
  return JSON.parse(fs.readFileSync(path.resolve(__dirname, '../package.json'), 'utf8')) as AppPackageJson;
}

/**
 * Builds the `shared` option of ModuleFederationPlugin from an app's own package.json, so the
 * version each app accepts is the one it declares (and the lockfile pins).
 */
export function sharedDeps(pkg: AppPackageJson, sharedPkg: AppPackageJson = readSharedPackageJson()): Record<string, SharedDependency> {
  const deps = pkg.dependencies ?? {};
  const shared: Record<string, SharedDependency> = {};
  for (const name of SINGLETON_PACKAGES) {
    const requiredVersion = deps[name];
    if (!requiredVersion) {
      throw new Error(
        `${pkg.name}: "${name}" must be listed in dependencies because it is a federation singleton`,
      );
    }
    shared[name] = { singleton: true, requiredVersion };
    if (SUBPATH_SHARED.includes(name)) {
      // Without the trailing-slash key, `react-dom/client` and `react/jsx-runtime` are bundled into
      // every app instead of being shared, and hooks break across roots.
      shared[`${name}/`] = { singleton: true, requiredVersion };
    }
  }
  for (const name of SINGLETONS_VIA_SHARED) {
    const requiredVersion = deps[name] ?? sharedPkg.dependencies?.[name];
    if (!requiredVersion) throw new Error(`@shalom/shared must list "${name}" in dependencies: it is a federation singleton`);
    shared[name] = { singleton: true, requiredVersion };
  }
  for (const entry of SHARED_SUBPATH_SINGLETONS) {
    shared[entry] = { singleton: true, requiredVersion: deps['@shalom/shared'] as string };
  }
  return shared;
}
