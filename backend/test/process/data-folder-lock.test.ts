// One backend per data folder, between real processes: two backends writing the same PGlite files
// lost acknowledged writes (issue 16, item 3). The first start holds DATA_DIR/backend.lock; a
// second exits at once naming the folder and the holder's pid; a lock left by a process that was
// killed (or whose pid now belongs to another process) is taken over; a clean shutdown removes it.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { killAllBackendProcesses, spawnBackend, type BackendProcess } from './backend-process';

const LOCK_FILE = 'backend.lock';

let dataDir: string;

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'shalom-lock-'));
});

afterAll(() => {
  killAllBackendProcesses();
  rmSync(dataDir, { recursive: true, force: true });
});

async function health(url: string): Promise<number> {
  return (await fetch(`${url}/health`)).status;
}

/** A start that must be refused because `holder` uses the folder. */
async function expectRefused(holder: BackendProcess): Promise<void> {
  const second = spawnBackend(dataDir);
  const exit = await second.exited;
  expect(exit.code).not.toBe(0);
  expect(exit.code).not.toBeNull();
  expect(second.output()).toContain(
    `Another backend (pid ${holder.pid}) is already using the data folder ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
  );
}

it('a second backend on the same DATA_DIR exits at once, naming the folder and the first one’s pid; the first keeps serving', async () => {
  const first = spawnBackend(dataDir);
  const url = await first.ready;

  await expectRefused(first);

  expect(await health(url)).toBe(200);
  first.signal('SIGTERM');
  expect(await first.exited).toEqual({ code: 0, signal: null });
});

it('a lock left by a kill -9’d backend is taken over: the next backend starts and holds the folder itself', async () => {
  const killed = spawnBackend(dataDir);
  await killed.ready;
  killed.signal('SIGKILL');
  expect((await killed.exited).signal).toBe('SIGKILL');
  expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);

  const next = spawnBackend(dataDir);
  const url = await next.ready;
  expect(await health(url)).toBe(200);
  await expectRefused(next);

  next.signal('SIGTERM');
  expect(await next.exited).toEqual({ code: 0, signal: null });
});

it('a lock whose pid now belongs to another, unrelated process (pid reuse) is taken over', async () => {
  const killed = spawnBackend(dataDir);
  await killed.ready;
  killed.signal('SIGKILL');
  await killed.exited;
  // The dead backend's pid handed to a live process that is no backend: this test runner.
  const lockPath = join(dataDir, LOCK_FILE);
  const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as { pid: number };
  expect(lock.pid).toBe(killed.pid);
  writeFileSync(lockPath, JSON.stringify({ ...lock, pid: process.pid }));

  const next = spawnBackend(dataDir);
  const url = await next.ready;
  expect(await health(url)).toBe(200);
  await expectRefused(next);

  next.signal('SIGTERM');
  expect(await next.exited).toEqual({ code: 0, signal: null });
});

it('of several backends started together on a stale lock, exactly one takes the folder; the others are refused naming it', async () => {
  const killed = spawnBackend(dataDir);
  await killed.ready;
  killed.signal('SIGKILL');
  await killed.exited;

  const starts = [spawnBackend(dataDir), spawnBackend(dataDir), spawnBackend(dataDir)];
  const outcomes = await Promise.all(starts.map((start) => start.ready.then(() => 'serving', () => 'refused')));

  expect(outcomes.filter((outcome) => outcome === 'serving')).toHaveLength(1);
  const winner = starts[outcomes.indexOf('serving')]!;
  for (const loser of starts.filter((start) => start !== winner)) {
    expect((await loser.exited).code).toBe(1);
    expect(loser.output()).toContain(`Another backend (pid ${winner.pid}) is already using the data folder ${dataDir}.`);
  }
  winner.signal('SIGTERM');
  expect(await winner.exited).toEqual({ code: 0, signal: null });
});

it.each(['SIGINT', 'SIGTERM'] as const)('%s stops the backend cleanly and releases the folder', async (signal) => {
  const backend = spawnBackend(dataDir);
  await backend.ready;
  expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: backend.pid });

  backend.signal(signal);
  expect(await backend.exited).toEqual({ code: 0, signal: null });
  expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
});
