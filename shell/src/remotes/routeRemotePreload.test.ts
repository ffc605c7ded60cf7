import type { RuntimeConfig } from '@shalom/shared';
import type { SharedModule } from '../platform/platform';
import { startUp } from '../platform/platformStart';
import { preloadRemoteOfRoute } from './routeRemotePreload';

const mockLoad = jest.fn(async () => ({ status: 'ready' }));
jest.mock('./shellRemotes', () => ({ getShellRemoteRegistry: () => ({ load: mockLoad }) }));
// Start-up evaluates supabase-js before making the client; the fake client below stands in for it.
jest.mock('@supabase/supabase-js', () => ({}));

const CONFIG = { remotes: {} } as unknown as RuntimeConfig;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function fakeShared(loadSupabaseClient: () => Promise<never>) {
  const bus = { session$: { subscribe: jest.fn() }, on: () => ({ subscribe: jest.fn() }), latest: () => undefined, publish: jest.fn() };
  return {
    getEventBus: () => bus,
    fetchRuntimeConfig: jest.fn(async () => CONFIG),
    loadSupabaseClient: jest.fn(loadSupabaseClient),
  } as unknown as SharedModule;
}

const control = { setState: jest.fn(), setSession: jest.fn(), sessionBeforeStart: () => ({ status: 'signed-out', user: null }) } as const;

describe('the route remote starts loading beside supabase-js', () => {
  it('asks for the remote as soon as /config.json is read, before the client has loaded', async () => {
    const preload = jest.fn();
    const shared = fakeShared(() => new Promise<never>(() => undefined));
    void startUp(shared, control as never, preload);
    await Promise.resolve();
    await Promise.resolve();
    expect(preload).toHaveBeenCalledWith(CONFIG);
    expect(shared.loadSupabaseClient).not.toHaveBeenCalled();
    await settle();
    await settle();
    expect(shared.loadSupabaseClient).toHaveBeenCalled();
    expect(control.setState).not.toHaveBeenCalled();
  });

  it("loads the remote the route shows: /auth's form, a guarded remote's sign-in for a visitor", async () => {
    preloadRemoteOfRoute(CONFIG, '/auth', false);
    await settle();
    expect(mockLoad).toHaveBeenLastCalledWith('mf-auth-onboarding');
    preloadRemoteOfRoute(CONFIG, '/messages', true);
    await settle();
    expect(mockLoad).toHaveBeenLastCalledWith('mf-messages');
  });

  it("preloads nothing on a route that shows no remote (a signed-in user's dashboard)", async () => {
    mockLoad.mockClear();
    preloadRemoteOfRoute(CONFIG, '/dashboard', true);
    await settle();
    expect(mockLoad).not.toHaveBeenCalled();
  });
});
