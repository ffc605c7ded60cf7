// The backend as its own OS process, started the way `npm start -w backend` starts it (tsx running
// src/main.ts), for behaviour that is about processes: two of them on one data folder, kill -9,
// signals. Every process spawned here is killed by killAllBackendProcesses() (call it in afterAll).
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const BACKEND_DIR = join(__dirname, '..', '..');
const FIXTURE = join(BACKEND_DIR, 'test', 'fixtures', 'supabase');

/** Variables of the outer environment that must not leak into a spawned backend. */
const CONTROLLED_ENV = ['DATABASE_URL', 'DATA_DIR', 'JWT_SECRET', 'API_PORT', 'API_HOST', 'SUPABASE_DIR', 'PUBLIC_URL'];

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface BackendProcess {
  pid: number;
  /** stdout and stderr so far, interleaved. */
  output(): string;
  /** The URL once the backend serves ("API: http://localhost:<port>"); rejects if it exits first. */
  ready: Promise<string>;
  exited: Promise<Exit>;
  signal(signal: NodeJS.Signals): void;
}

const spawned = new Set<ChildProcess>();

export function spawnBackend(dataDir: string, env: Record<string, string> = {}): BackendProcess {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const name of CONTROLLED_ENV) delete childEnv[name];
  Object.assign(childEnv, {
    DATA_DIR: dataDir,
    API_PORT: '0',
    API_HOST: '127.0.0.1',
    SUPABASE_DIR: FIXTURE,
    LOG_LEVEL: 'warn',
    ...env,
  });
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: BACKEND_DIR,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  spawned.add(child);
  let output = '';
  const exited = new Promise<Exit>((resolve) => {
    // 'close', not 'exit': by then stdout and stderr have been read to the end.
    child.once('close', (code, signal) => {
      spawned.delete(child);
      resolve({ code, signal });
    });
  });
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer): void => {
      output += chunk.toString('utf8');
      const match = /API: (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(({ code, signal }) =>
      reject(new Error(`backend exited before it was ready (${signal ?? `exit ${code}`}):\n${output}`)),
    );
  });
  // Tests that expect a refusal never await `ready`.
  ready.catch(() => undefined);
  if (child.pid === undefined) throw new Error('could not spawn the backend');
  return {
    pid: child.pid,
    output: () => output,
    ready,
    exited,
    signal: (signal) => void child.kill(signal),
  };
}

export function killAllBackendProcesses(): void {
  for (const child of spawned) child.kill('SIGKILL');
}
