/**
 * @jest-environment node
 */
// The real federation runtime against a real HTTP server: what the shell does when /config.json
// points a remote at a manifest that is missing or unreachable.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInstance } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { loadFailurePlugin } from './loadFailurePlugin';
import { RemoteRegistry } from './remoteRegistry';

let server: http.Server;
let baseUrl: string;
const requests: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

let consoleError: jest.SpyInstance;
beforeEach(() => {
  requests.length = 0;
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // The runtime and the retry plugin narrate each failure; the assertions below are what matters.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

let instanceCounter = 0;
function registryFor(manifests: Record<string, string | undefined>, withRetry = false) {
  const federation = createInstance({
    name: `shell_test_${++instanceCounter}`,
    remotes: [],
    plugins: [...(withRetry ? [RetryPlugin({ fetch: { retryTimes: 1 } })] : []), loadFailurePlugin()],
  });
  const entries = Object.fromEntries(
    Object.entries(manifests).map(([key, manifestUrl]) => [key, { containerName: key.replace(/-/g, '_'), manifestUrl }]),
  );
  return new RemoteRegistry(federation, entries);
}

describe('RemoteRegistry', () => {
  it('turns a manifest that answers 404 into an error state instead of throwing', async () => {
    const registry = registryFor({ 'mf-messages': `${baseUrl}/messages/mf-manifest.json` });
    const states: string[] = [];
    registry.subscribe(() => states.push(registry.getState('mf-messages').status));

    const state = await registry.load('mf-messages');

    expect(state.status).toBe('error');
    expect(states).toEqual(['loading', 'error']);
    expect(requests).toEqual(['/messages/mf-manifest.json']);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('mf_messages/lifecycles'), expect.anything());
  });

  it('does not fetch a remote nobody asked for, and shares one attempt between callers', async () => {
    const registry = registryFor({
      'mf-messages': `${baseUrl}/messages/mf-manifest.json`,
      'mf-admin': `${baseUrl}/admin/mf-manifest.json`,
    });
    const [first, second] = await Promise.all([registry.load('mf-admin'), registry.load('mf-admin')]);
    expect(first).toBe(second);
    expect(requests).toEqual(['/admin/mf-manifest.json']);
    expect(registry.getState('mf-messages')).toEqual({ status: 'idle' });
  });

  it('reports an unreachable host as an error state', async () => {
    const registry = registryFor({ 'mf-admin': 'http://127.0.0.1:9/mf-manifest.json' });
    await expect(registry.load('mf-admin')).resolves.toMatchObject({ status: 'error' });
  });

  it('reports a remote missing from /config.json as an error state', async () => {
    const registry = registryFor({ 'mf-admin': undefined });
    const state = await registry.load('mf-admin');
    expect(state).toMatchObject({ status: 'error', error: new Error('mf-admin is not listed in /config.json "remotes"') });
  });

  it('keeps the error until retry(), which really goes back to the network', async () => {
    const registry = registryFor({ 'mf-relationships': `${baseUrl}/relationships/mf-manifest.json` });
    await registry.load('mf-relationships');
    await registry.load('mf-relationships');
    expect(requests).toHaveLength(1);

    const retried = await registry.retry('mf-relationships');

    expect(retried).toMatchObject({ status: 'error', attempt: 2 });
    expect(requests).toEqual(['/relationships/mf-manifest.json', '/relationships/mf-manifest.json']);
  });

  it('retries the manifest on the network layer before giving up', async () => {
    const registry = registryFor({ 'mf-ai-guidance': `${baseUrl}/ai/mf-manifest.json` }, true);
    const state = await registry.load('mf-ai-guidance');
    expect(state.status).toBe('error');
    expect(requests).toEqual(['/ai/mf-manifest.json', '/ai/mf-manifest.json']);
  });
});
