// The background timers and the PostgreSQL pool come from the configuration like every other
// setting: defaults on a fresh clone, the environment's value when set, and a clear refusal of a
// value that is not one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_DATABASE_POOL_SIZE, loadConfig } from './config';

const FIXTURE = join(__dirname, '..', 'test', 'fixtures', 'supabase');
let dataDir: string;

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'shalom-config-'));
});

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: dataDir, SUPABASE_DIR: FIXTURE, JWT_SECRET: 'x'.repeat(40), ...env }, dataDir);

describe('loadConfig: timers and pool', () => {
  it("has defaults: the dispatcher every second, scheduled SQL every 30 s, PGlite's vacuum every 10 s, a pool of 10", () => {
    const config = load({});
    expect(config.timers).toEqual({
      notificationsDispatchIntervalMs: 1000,
      scheduledSqlIntervalSeconds: 30,
      realtimeInstanceHeartbeatMs: 5000,
      pgliteAutovacuumSeconds: 10,
    });
    expect(config.databasePoolSize).toBe(DEFAULT_DATABASE_POOL_SIZE);
  });

  it('takes the environment, 0 turning a timer off', () => {
    const config = load({
      NOTIFICATIONS_DISPATCH_INTERVAL_MS: '0',
      SCHEDULED_SQL_INTERVAL_SECONDS: ' 5 ',
      DATABASE_POOL_SIZE: '4',
      REALTIME_INSTANCE_HEARTBEAT_MS: '200',
      PGLITE_AUTOVACUUM_SECONDS: '0',
    });
    expect(config.timers).toEqual({ notificationsDispatchIntervalMs: 0, scheduledSqlIntervalSeconds: 5, realtimeInstanceHeartbeatMs: 200, pgliteAutovacuumSeconds: 0 });
    expect(config.databasePoolSize).toBe(4);
  });

  it('refuses what is not a non-negative integer, naming the variable', () => {
    expect(() => load({ NOTIFICATIONS_DISPATCH_INTERVAL_MS: 'soon' })).toThrow(/NOTIFICATIONS_DISPATCH_INTERVAL_MS must be a non-negative integer/);
    expect(() => load({ SCHEDULED_SQL_INTERVAL_SECONDS: '-1' })).toThrow(/SCHEDULED_SQL_INTERVAL_SECONDS must be a non-negative integer/);
    expect(() => load({ DATABASE_POOL_SIZE: '1.5' })).toThrow(/DATABASE_POOL_SIZE must be a non-negative integer/);
    expect(() => load({ DATABASE_POOL_SIZE: '500' })).toThrow(/DATABASE_POOL_SIZE must be at most 100/);
    expect(() => load({ REALTIME_INSTANCE_HEARTBEAT_MS: '10' })).toThrow(/REALTIME_INSTANCE_HEARTBEAT_MS must be at least 50/);
  });
});

describe('loadConfig: TRUSTED_PROXIES', () => {
  it('trusts no proxy by default', () => {
    expect(load({}).trustedProxies).toEqual([]);
    expect(load({ TRUSTED_PROXIES: ' , ' }).trustedProxies).toEqual([]);
  });

  it('takes addresses and CIDR networks, IPv4 and IPv6', () => {
    expect(load({ TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1 ,2001:db8::/32,::1' }).trustedProxies).toEqual([
      { address: '10.0.0.0', family: 'ipv4', prefix: 8 },
      { address: '127.0.0.1', family: 'ipv4' },
      { address: '2001:db8::', family: 'ipv6', prefix: 32 },
      { address: '::1', family: 'ipv6' },
    ]);
  });

  it('refuses an entry that is neither, naming it', () => {
    expect(() => load({ TRUSTED_PROXIES: '10.0.0.0/8,proxy.internal' })).toThrow('TRUSTED_PROXIES: "proxy.internal" is not an IP address or a CIDR network');
    expect(() => load({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow('TRUSTED_PROXIES: "10.0.0.0/33" has a prefix length that is not a whole number from 0 to 32');
    expect(() => load({ TRUSTED_PROXIES: '2001:db8::/129' })).toThrow(/from 0 to 128/);
    expect(() => load({ TRUSTED_PROXIES: '10.0.0.0/' })).toThrow(/prefix length/);
    expect(() => load({ TRUSTED_PROXIES: '10.0.0.0/8/8' })).toThrow(/not an IP address/);
    expect(() => load({ TRUSTED_PROXIES: '10.0.0.1:8080' })).toThrow(/not an IP address/);
  });
});
