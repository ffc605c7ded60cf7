/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
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
