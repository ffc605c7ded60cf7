// One backend per data folder. Two processes on the same PGlite files lost acknowledged writes
// (issue 16), so a start takes DATA_DIR/backend.lock before it opens anything there, and a second
// start (another process, or another startServer() in this one) is refused, naming the holder.
//
// Hand-written because nothing installed fits: Node has no flock(), and proper-lockfile records no
// pid (so the refusal could not name the holder) and calls a lock stale by its age, which takes the
// lock away from a live backend that was paused (debugger, suspended laptop). Here a lock is stale
// only when the process it names is gone.
//
// - The lock file is written whole to a draft and link()ed into place: link fails if the name
//   exists, so creation is atomic and a reader never sees a half-written lock.
// - It records pid, the process's start time (/proc/<pid>/stat, Linux) and a random instance id,
//   so a pid reused by an unrelated process after a kill -9 is not mistaken for the holder.
// - A stale lock is removed only by the start that created `backend.lock.takeover-<its id>`
//   (exclusively, like the lock), so of several starts racing for it exactly one removes it; the
//   others then find the winner's lock and are refused.
import { randomUUID } from 'node:crypto';
import { closeSync, fstatSync, fsyncSync, linkSync, mkdirSync, openSync, readFileSync, realpathSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

export const LOCK_FILE_NAME = 'backend.lock';

/** How often a start retries while another start is busy taking over a stale lock. */
const ATTEMPTS = 100;
const RETRY_MS = 50;

interface Holder {
  pid: number;
  /** Start time of the process in clock ticks since boot; absent where /proc is missing. */
  startTime?: string;
  instance: string;
}

interface LockOnDisk {
  /** Valid when the content is a lock record; undefined when it is unreadable (then it is stale). */
  holder?: Holder;
  /** Names this very lock file, for the takeover claim. */
  id: string;
}

export class DataFolderInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      holderPid === process.pid
        ? `This process already runs a backend on the data folder ${dataDir}. Close it first, or set DATA_DIR to another folder.`
        : `Another backend (pid ${holderPid}) is already using the data folder ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
    );
    this.name = 'DataFolderInUseError';
  }
}

export interface DataFolderLock {
  /** Removes the lock (only if it is still this one). Safe to call more than once. */
  release(): void;
}

/** Lock files held by this process -> the instance id written in them. */
const heldHere = new Map<string, string>();

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime); the fields are counted after the command name, which may hold spaces.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function parseHolder(text: string): Holder | undefined {
  try {
    const value = JSON.parse(text) as Partial<Holder>;
    // pid 0 or negative would signal a whole process group in process.kill.
    if (!Number.isInteger(value.pid) || (value.pid as number) <= 0) return undefined;
    if (typeof value.instance !== 'string' || !/^[0-9a-f-]{36}$/.test(value.instance)) return undefined;
    if (value.startTime !== undefined && typeof value.startTime !== 'string') return undefined;
    return { pid: value.pid as number, startTime: value.startTime, instance: value.instance };
  } catch {
    return undefined;
  }
}

/** undefined when the file does not exist. */
function readLock(file: string): LockOnDisk | undefined {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const holder = parseHolder(readFileSync(fd, 'utf8'));
    return { holder, id: holder?.instance ?? `unreadable-${fstatSync(fd).ino}` };
  } finally {
    closeSync(fd);
  }
}

function isRunning(holder: Holder, file: string): boolean {
  // Our own pid: a backend of this process, or one of an earlier process that had the same pid
  // (containers often start the backend with the same pid every time).
  if (holder.pid === process.pid) return heldHere.get(file) === holder.instance;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if (errorCode(error) !== 'EPERM') return false;
  }
  const startTime = processStartTime(holder.pid);
  return holder.startTime === undefined || startTime === undefined || startTime === holder.startTime;
}

function writeDraft(path: string, holder: Holder): void {
  const fd = openSync(path, 'wx', 0o600);
  try {
    writeSync(fd, `${JSON.stringify(holder)}\n`);
    // On disk before it can become the lock: a power cut must not leave an empty lock behind.
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Already gone.
  }
}

/** Creates `target` as a copy of the draft, atomically; false when `target` exists. */
function linkExclusive(draft: string, target: string): boolean {
  try {
    linkSync(draft, target);
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  }
}

/** Removes the stale lock `stale` unless another start is taking it over right now (then false). */
function removeStaleLock(file: string, stale: LockOnDisk, draft: string): boolean {
  const claim = `${file}.takeover-${stale.id}`;
  if (!linkExclusive(draft, claim)) {
    const claimant = readLock(claim);
    // A claim is held for microseconds; one whose start is gone died mid-takeover.
    if (claimant?.holder && isRunning(claimant.holder, claim)) return false;
    unlinkQuietly(claim);
    return false;
  }
  try {
    // Only the claimant of this id removes this lock, so it cannot have changed since this read.
    if (readLock(file)?.id === stale.id) unlinkSync(file);
    return true;
  } finally {
    unlinkQuietly(claim);
  }
}

/**
 * Takes the data folder for this backend, or throws DataFolderInUseError naming the backend that
 * has it. Creates the folder if needed.
 */
export async function lockDataFolder(dataDir: string): Promise<DataFolderLock> {
  mkdirSync(dataDir, { recursive: true });
  // The real path, so the same folder reached through a symlink is the same lock.
  const file = join(realpathSync(dataDir), LOCK_FILE_NAME);
  const me: Holder = { pid: process.pid, startTime: processStartTime(process.pid), instance: randomUUID() };
  const draft = `${file}.${me.instance}.draft`;
  writeDraft(draft, me);
  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      if (linkExclusive(draft, file)) return holdLock(file, me);
      const current = readLock(file);
      if (!current) continue; // released meanwhile
      if (current.holder && isRunning(current.holder, file)) throw new DataFolderInUseError(dataDir, current.holder.pid);
      if (!removeStaleLock(file, current, draft)) await delay(RETRY_MS);
    }
    throw new Error(`Could not take the lock ${file}: other backends keep starting on ${dataDir}. Start one at a time.`);
  } finally {
    unlinkQuietly(draft);
  }
}

function holdLock(file: string, me: Holder): DataFolderLock {
  heldHere.set(file, me.instance);
  const release = (): void => {
    if (heldHere.get(file) !== me.instance) return;
    heldHere.delete(file);
    process.off('exit', release);
    try {
      if (readLock(file)?.id === me.instance) unlinkQuietly(file);
    } catch {
      // Unreadable now (folder gone or its permissions changed): the next start judges it by its pid.
    }
  };
  // A process that exits without close() (an uncaught error) still leaves the folder free; after
  // kill -9 the next start finds the holder gone.
  process.on('exit', release);
  return { release };
}
