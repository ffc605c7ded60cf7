import type { FederationHost } from './remoteRegistry';
import { createRemoteLoadFailure } from './remoteLoadFailure';
import { loadExposedModule } from './headerWidgets';

function fakeHost(modules: Record<string, unknown>) {
  const registered: Array<{ name: string; entry: string }> = [];
  const host: FederationHost = {
    registerRemotes: (remotes) => registered.push(...remotes),
    loadRemote: async <T,>(id: string) => (id in modules ? (modules[id] as T) : null),
  };
  return { host, registered };
}

const MESSAGES = { key: 'mf-messages', containerName: 'mf_messages', manifestUrl: 'https://cdn.test/messages/mf-manifest.json' };

describe('loadExposedModule', () => {
  it('registers the remote from /config.json and returns the exposed module', async () => {
    const widget = { startUnreadIndicator: () => undefined };
    const { host, registered } = fakeHost({ 'mf_messages/unread-indicator': widget });
    await expect(loadExposedModule(host, MESSAGES, './unread-indicator')).resolves.toBe(widget);
    expect(registered).toEqual([{ name: 'mf_messages', entry: MESSAGES.manifestUrl }]);
  });

  it('refuses a remote missing from /config.json without touching the runtime', async () => {
    const { host, registered } = fakeHost({});
    await expect(loadExposedModule(host, { ...MESSAGES, manifestUrl: undefined }, './unread-indicator')).rejects.toThrow(
      'mf-messages is not listed in /config.json "remotes"',
    );
    expect(registered).toEqual([]);
  });

  it('turns the runtime fallback of an unreachable remote into the error it carries', async () => {
    const failure = createRemoteLoadFailure('mf_messages/unread-indicator', new Error('manifest 404'));
    const { host } = fakeHost({ 'mf_messages/unread-indicator': failure });
    await expect(loadExposedModule(host, MESSAGES, './unread-indicator')).rejects.toThrow('manifest 404');
  });

  it('says which module is missing when the remote does not expose it', async () => {
    const { host } = fakeHost({});
    await expect(loadExposedModule(host, MESSAGES, './bell')).rejects.toThrow('mf-messages does not expose ./bell');
  });
});
