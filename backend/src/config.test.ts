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
  it('has defaults: the dispatcher every second, scheduled SQL every 30 s, a pool of 10', () => {
    const config = load({});
    expect(config.timers).toEqual({ notificationsDispatchIntervalMs: 1000, scheduledSqlIntervalSeconds: 30, realtimeInstanceHeartbeatMs: 5000 });
    expect(config.databasePoolSize).toBe(DEFAULT_DATABASE_POOL_SIZE);
  });

  it('takes the environment, 0 turning a timer off', () => {
    const config = load({ NOTIFICATIONS_DISPATCH_INTERVAL_MS: '0', SCHEDULED_SQL_INTERVAL_SECONDS: ' 5 ', DATABASE_POOL_SIZE: '4', REALTIME_INSTANCE_HEARTBEAT_MS: '200' });
    expect(config.timers).toEqual({ notificationsDispatchIntervalMs: 0, scheduledSqlIntervalSeconds: 5, realtimeInstanceHeartbeatMs: 200 });
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
