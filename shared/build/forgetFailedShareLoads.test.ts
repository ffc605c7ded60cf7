// The real federation runtime: a shared package whose download failed loads on the next try with
// the plugin; without it the runtime hands back the first failure forever.
import { ModuleFederation } from '@module-federation/runtime-core';
import forgetFailedShareLoads from './forgetFailedShareLoads';

/** A host sharing `lib`, whose download fails `failures` times, then gives the module. */
function hostWith(plugins: ReturnType<typeof forgetFailedShareLoads>[], failures: number) {
  let downloads = 0;
  const host = new ModuleFederation({
    name: `host_${Math.random().toString(36).slice(2)}`,
    remotes: [],
    shared: {
      lib: {
        version: '1.0.0',
        scope: 'default',
        get: async () => {
          downloads += 1;
          if (downloads <= failures) throw new Error('ChunkLoadError: Loading chunk 9518 failed.');
          return () => ({ answer: 42 });
        },
        shareConfig: { singleton: true, requiredVersion: '^1.0.0' },
      },
    },
    plugins,
  });
  return { host, downloads: () => downloads };
}

async function load(host: ModuleFederation) {
  const factory = await host.loadShare<{ answer: number }>('lib');
  return factory ? factory() : factory;
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

it('loads a shared package again after its download failed, and keeps it once loaded', async () => {
  const { host, downloads } = hostWith([forgetFailedShareLoads()], 1);
  await expect(load(host)).rejects.toThrow('Loading chunk 9518 failed');
  await expect(load(host)).resolves.toEqual({ answer: 42 });
  expect(downloads()).toBe(2);
  await expect(load(host)).resolves.toEqual({ answer: 42 });
  expect(downloads()).toBe(2);
});

it('without the plugin, the runtime answers every later load with the first failure (why it exists)', async () => {
  const { host, downloads } = hostWith([], 1);
  await expect(load(host)).rejects.toThrow('Loading chunk 9518 failed');
  await expect(load(host)).rejects.toThrow('Loading chunk 9518 failed');
  expect(downloads()).toBe(1);
});
