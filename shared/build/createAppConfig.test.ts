/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';
import { createAppConfig, type AppRole } from './createAppConfig';

interface FederationOptions {
  runtimePlugins?: string[];
  experiments?: { externalRuntime?: boolean; provideExternalRuntime?: boolean };
}

const REPO = path.resolve(__dirname, '../..');

function federationOf(role: AppRole, mode: 'production' | 'development'): FederationOptions {
  const appDir = path.join(REPO, role === 'host' ? 'shell' : 'mf-messages');
  const config = createAppConfig({ appDir, role, federationName: role === 'host' ? 'shell' : 'mf_messages', devPort: 1, title: 't', exposes: role === 'remote' ? { './x': './src/index.ts' } : undefined }, { mode });
  const plugin = config.plugins?.find((candidate) => candidate instanceof ModuleFederationPlugin) as unknown as { _options: FederationOptions } | undefined;
  if (!plugin) throw new Error('no ModuleFederationPlugin');
  return plugin._options;
}

describe('one federation runtime per page', () => {
  it('has the shell put its runtime core on the global, through its own plugin (not the CommonJS copy of provideExternalRuntime)', () => {
    for (const mode of ['production', 'development'] as const) {
      const host = federationOf('host', mode);
      expect(host.runtimePlugins).toEqual([path.join(__dirname, 'provideFederationRuntime.js'), path.join(__dirname, 'forgetFailedShareLoads.js')]);
      expect(host.experiments?.provideExternalRuntime).toBeUndefined();
      expect(host.experiments?.externalRuntime).toBe(false);
    }
    expect(fs.readFileSync(path.join(__dirname, 'provideFederationRuntime.js'), 'utf8')).toContain("from '@module-federation/runtime-core'");
  });

  it('builds production remotes without a runtime core of their own; a dev server remote keeps one and runs alone', () => {
    expect(federationOf('remote', 'production').experiments?.externalRuntime).toBe(true);
    expect(federationOf('remote', 'production').runtimePlugins).toBeUndefined();
    expect(federationOf('remote', 'development').experiments?.externalRuntime).toBe(false);
  });
});

describe('the provider plugin', () => {
  it('sets _FEDERATION_RUNTIME_CORE once, to the runtime core, and passes the init arguments on', async () => {
    const { default: provideFederationRuntime } = await import('./provideFederationRuntime.js');
    const runtimeCore = await import('@module-federation/runtime-core');
    const global = runtimeCore.Global as unknown as Record<string, unknown>;
    delete global._FEDERATION_RUNTIME_CORE;
    const args = { options: { name: 'shell' } };
    expect(provideFederationRuntime().beforeInit(args)).toBe(args);
    expect(global._FEDERATION_RUNTIME_CORE).toBeDefined();
    expect((global._FEDERATION_RUNTIME_CORE as typeof runtimeCore).ModuleFederation).toBe(runtimeCore.ModuleFederation);
    const first = global._FEDERATION_RUNTIME_CORE;
    provideFederationRuntime().beforeInit(args);
    expect(global._FEDERATION_RUNTIME_CORE).toBe(first);
    delete global._FEDERATION_RUNTIME_CORE;
  });
});

/**
 * The package files a build of the shell takes for what its code imports: a small entry compiled
 * with the app's own mode and resolve options (what decides which file an import reaches).
 */
async function packageFilesBuiltFor(mode: 'production' | 'development'): Promise<string[]> {
  const appDir = path.join(REPO, 'shell');
  const config = createAppConfig({ appDir, role: 'host', federationName: 'shell', devPort: 1, title: 't' }, { mode });
  // Under the repo, so its imports resolve from the workspace's node_modules as the app's do.
  fs.mkdirSync(path.join(REPO, 'node_modules/.cache'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(REPO, 'node_modules/.cache/build-conditions-'));
  fs.writeFileSync(
    path.join(dir, 'entry.mjs'),
    [
      "import { BrowserRouter, useRoutes } from 'react-router-dom';",
      "import { HydratedRouter } from 'react-router/dom';",
      "import { start } from 'single-spa';",
      "import { IS_DEVELOPMENT } from '@radix-ui/primitive/is-development';",
      'export const used = [BrowserRouter, useRoutes, HydratedRouter, start, IS_DEVELOPMENT];',
    ].join('\n'),
  );
  try {
    const compiler = webpack({
      mode: config.mode,
      target: config.target,
      context: appDir,
      entry: path.join(dir, 'entry.mjs'),
      output: { path: path.join(dir, 'dist'), library: { type: 'module' } },
      experiments: { outputModule: true },
      resolve: config.resolve,
      optimization: { minimize: false },
      devtool: false,
    });
    if (!compiler) throw new Error('webpack made no compiler');
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result))),
    );
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    expect(stats.toJson({ all: false, errors: true }).errors).toEqual([]);
    return [...stats.compilation.modules]
      .map((module) => (module as { resource?: string }).resource)
      .filter((resource): resource is string => typeof resource === 'string' && resource.includes(`${path.sep}node_modules${path.sep}`))
      .map((resource) => path.relative(path.join(REPO, 'node_modules'), resource).split(path.sep).join('/'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("each build takes its mode's build of the packages", () => {
  it("production takes react-router's production build (its exports name only the development one)", async () => {
    const files = await packageFilesBuiltFor('production');
    const router = files.filter((file) => file.startsWith('react-router/dist/'));
    expect(router).toContain('react-router/dist/production/index.mjs');
    expect(router).toContain('react-router/dist/production/dom-export.mjs');
    expect(router.filter((file) => !file.startsWith('react-router/dist/production/'))).toEqual([]);
    // The packages that have a 'production' condition keep it (webpack's own, by mode).
    expect(files).toContain('single-spa/lib/es2015/esm/single-spa.min.js');
    expect(files).toContain('@radix-ui/primitive/dist/internal/is-development.false.mjs');
    expect(files.filter((file) => /\.dev\.|is-development\.true/.test(file))).toEqual([]);
  }, 120_000);

  it('development keeps the development builds, react-router as its exports say', async () => {
    const files = await packageFilesBuiltFor('development');
    const router = files.filter((file) => file.startsWith('react-router/dist/'));
    expect(router).toContain('react-router/dist/development/index.mjs');
    expect(router).toContain('react-router/dist/development/dom-export.mjs');
    expect(router.filter((file) => !file.startsWith('react-router/dist/development/'))).toEqual([]);
    expect(files).toContain('single-spa/lib/es2015/esm/single-spa.dev.js');
    expect(files).toContain('@radix-ui/primitive/dist/internal/is-development.true.mjs');
  }, 120_000);
});
