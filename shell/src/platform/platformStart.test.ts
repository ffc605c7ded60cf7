import type { RuntimeConfig } from '@shalom/shared';
import type { SharedModule } from './platform';
import { preconnectTo, startUp } from './platformStart';

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
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(clientAsked).toBe(true);
    expect(preconnects()).toHaveLength(1);
  });
});
