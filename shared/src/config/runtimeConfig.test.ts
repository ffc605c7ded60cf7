import { parseRuntimeConfig, RuntimeConfigError } from './runtimeConfig';

describe('parseRuntimeConfig', () => {
  it('accepts the documented shape and keeps remote URLs as given', () => {
    const config = parseRuntimeConfig({
      supabaseUrl: 'http://localhost:54321',
      supabaseAnonKey: 'anon',
      remotes: { 'mf-messages': 'https://cdn.example/messages/mf-manifest.json' },
      donation: { url: 'https://pay.example/donate', business: 'shalom@example.org', currency: 'EUR' },
      futureKey: true,
    });
    expect(config).toEqual({
      supabaseUrl: 'http://localhost:54321',
      supabaseAnonKey: 'anon',
      remotes: { 'mf-messages': 'https://cdn.example/messages/mf-manifest.json' },
      donation: { url: 'https://pay.example/donate', business: 'shalom@example.org' },
    });
  });

  it('explains what is wrong with a broken config', () => {
    expect(() => parseRuntimeConfig({ supabaseAnonKey: 'anon', remotes: {} })).toThrow(
      new RuntimeConfigError('config.json: "supabaseUrl" must be a non-empty string'),
    );
    expect(() =>
      parseRuntimeConfig({ supabaseUrl: 'http://x', supabaseAnonKey: 'anon', remotes: { 'mf-admin': 42 } }),
    ).toThrow(/remote "mf-admin" must map to a manifest URL/);
    expect(() => parseRuntimeConfig('nope')).toThrow(RuntimeConfigError);
  });
});
