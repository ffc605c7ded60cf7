// Backends on one PostgreSQL, as behind a load balancer, for the multi-instance tests: each with
// its own DATA_DIR (the folder lock, the outbox), all with one JWT secret so a token from one
// verifies on all.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config';
import { startServer, type RunningServer } from '../../src/server';

export interface InstanceSettings {
  databaseUrl: string;
  jwtSecret: string;
  supabaseDir: string;
  /** Further environment every instance gets (limits, timers). */
  env?: Record<string, string>;
}

export class TestInstances {
  readonly servers: RunningServer[] = [];
  private readonly dataDirs: string[] = [];

  constructor(private readonly settings: InstanceSettings) {}

  /** A fresh data folder, removed by stopAll. */
  newDataDir(): string {
    const dataDir = mkdtempSync(join(tmpdir(), 'shalom-instance-'));
    this.dataDirs.push(dataDir);
    return dataDir;
  }

  /** The environment of an instance on `dataDir`, also for one started as a child process. */
  envFor(dataDir: string): Record<string, string> {
    const { databaseUrl, jwtSecret, supabaseDir, env } = this.settings;
    return {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret,
      API_HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SUPABASE_DIR: supabaseDir,
      ...env,
    };
  }

  /** Starts one more instance in this process, on any free port. */
  async start(): Promise<RunningServer> {
    const server = await startServer(loadConfig({ ...this.envFor(this.newDataDir()), API_PORT: '0' }));
    this.servers.push(server);
    return server;
  }

  async stopAll(): Promise<void> {
    for (const server of this.servers) await server.close();
    for (const dir of this.dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}
