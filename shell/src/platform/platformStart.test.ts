import type { RuntimeConfig } from '@shalom/shared';
import type { SharedModule } from './platform';
import { preconnectTo, startUp } from './platformStart';

// Start-up evaluates supabase-js (a task of its own) before making the client; the fake client stands in for it.
const mockOrder: string[] = [];
jest.mock('@supabase/supabase-js', () => {
  mockOrder.push('supabase-js evaluated');
  // A task queued while the module evaluates runs before anything of the next task.
  setTimeout(() => mockOrder.push('next task'), 0);
  return {};
});

const preconnects = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')];

afterEach(() => {
  for (const link of preconnects()) link.remove();
});

describe('preconnect to the API origin', () => {
  it('adds one uncredentialed preconnect per other origin, and none for the page origin or a bad URL', () => {
    preconnectTo('http://api.example.test:54321/some/path');
    preconnectTo('http://api.example.test:54321');
    preconnectTo(`${location.origin}/rest/v1`);
    preconnectTo('http://[bad');
    expect(preconnects().map((link) => [link.href, link.crossOrigin])).toEqual([['http://api.example.test:54321/', 'anonymous']]);
  });

  it('is started by start-up as soon as /config.json is read, before supabase-js has loaded', async () => {
    const config = { supabaseUrl: 'http://backend.example.test:4000', supabaseAnonKey: 'anon', remotes: {} } as unknown as RuntimeConfig;
    const bus = { session$: { subscribe: jest.fn() }, on: () => ({ subscribe: jest.fn() }), latest: () => undefined, publish: jest.fn() };
    let clientAsked = false;
    const shared = {
      getEventBus: () => bus,
      fetchRuntimeConfig: jest.fn(async () => config),
      loadSupabaseClient: jest.fn(() => {
        clientAsked = true;
        // The link is already there when the client starts loading.
        expect(preconnects().map((link) => link.href)).toEqual(['http://backend.example.test:4000/']);
        return new Promise<never>(() => undefined);
      }),
    } as unknown as SharedModule;
    const control = { setState: jest.fn(), setSession: jest.fn(), sessionBeforeStart: () => ({ status: 'signed-out' as const, user: null }) };
    void startUp(shared, control, () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(clientAsked).toBe(true);
    expect(preconnects()).toHaveLength(1);
  });

  it('evaluates supabase-js in one task and makes the client in a later one', async () => {
    mockOrder.length = 0;
    jest.resetModules();
    const { startUp: freshStartUp } = jest.requireActual<typeof import('./platformStart')>('./platformStart');
    const bus = { session$: { subscribe: jest.fn() }, on: () => ({ subscribe: jest.fn() }), latest: () => undefined, publish: jest.fn() };
    const shared = {
      getEventBus: () => bus,
      fetchRuntimeConfig: jest.fn(async () => ({ supabaseUrl: 'http://backend.example.test', supabaseAnonKey: 'anon', remotes: {} })),
      loadSupabaseClient: jest.fn(() => {
        mockOrder.push('client made');
        return new Promise<never>(() => undefined);
      }),
    } as unknown as SharedModule;
    const control = { setState: jest.fn(), setSession: jest.fn(), sessionBeforeStart: () => ({ status: 'signed-out' as const, user: null }) };
    void freshStartUp(shared, control, () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mockOrder).toEqual(['supabase-js evaluated', 'next task', 'client made']);
  });

  it('follows the session in a task after the client is made, and reports ready in a task after that', async () => {
    const order: string[] = [];
    const client = { from: jest.fn() };
    const bus = { session$: { subscribe: jest.fn() }, on: () => ({ subscribe: jest.fn() }), latest: () => undefined, publish: jest.fn() };
    const shared = {
      getEventBus: () => bus,
      fetchRuntimeConfig: jest.fn(async () => ({ supabaseUrl: 'http://backend.example.test', supabaseAnonKey: 'anon', remotes: {} })),
      loadSupabaseClient: jest.fn(async () => {
        order.push('client made');
        // A task queued now runs before anything start-up does in its next task.
        setTimeout(() => order.push('task after the client'), 0);
        return client;
      }),
      connectSessionToBus: jest.fn(() => {
        order.push('session followed');
        setTimeout(() => order.push('task after the session'), 0);
        return () => undefined;
      }),
    } as unknown as SharedModule;
    const control = {
      setState: jest.fn((state: { phase: string }) => order.push(`state ${state.phase}`)),
      setSession: jest.fn(),
      sessionBeforeStart: () => ({ status: 'signed-out' as const, user: null }),
    };
    await startUp(shared, control, () => undefined);
    expect(order).toEqual(['client made', 'task after the client', 'session followed', 'task after the session', 'state ready']);
    expect(control.setState).toHaveBeenCalledWith(expect.objectContaining({ phase: 'ready', supabase: client }));
  });
});
