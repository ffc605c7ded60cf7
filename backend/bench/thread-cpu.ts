// CPU time of each thread of this process, from /proc/self/task (Linux): which thread does the
// work — the event loop's (its id is the process id, and PGlite's WASM runs on it) or another
// (V8's GC and compiler helpers, libuv's pool, any worker thread). Elsewhere: no figures.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU seconds used so far, per thread id. */
export function threadCpuSeconds(): Map<number, number> {
  const seconds = new Map<number, number>();
  let tids: string[];
  try {
    tids = readdirSync('/proc/self/task');
  } catch {
    return seconds;
  }
  for (const tid of tids) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      // Fields after the command name in parentheses; utime and stime are the 14th and 15th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      seconds.set(Number(tid), (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND);
    } catch {
      // The thread ended meanwhile.
    }
  }
  return seconds;
}

/** "event loop 97 %, busiest other thread 88 %, the other 9 threads 21 %" of one core over wallSeconds. */
export function describeThreadCpu(before: Map<number, number>, after: Map<number, number>, wallSeconds: number): string {
  if (after.size === 0) return 'per-thread CPU not available here';
  const used = [...after].map(([tid, total]) => ({ tid, seconds: total - (before.get(tid) ?? 0) }));
  const percent = (seconds: number) => `${((seconds / wallSeconds) * 100).toFixed(0)} %`;
  const main = used.find(({ tid }) => tid === process.pid)?.seconds ?? 0;
  const others = used.filter(({ tid }) => tid !== process.pid).sort((a, b) => b.seconds - a.seconds);
  const busiest = others[0]?.seconds ?? 0;
  const rest = others.slice(1).reduce((sum, { seconds }) => sum + seconds, 0);
  return `event loop ${percent(main)}, busiest other thread ${percent(busiest)}, the other ${others.length - 1} threads ${percent(rest)} of one core`;
}

/** CPU seconds used so far by another process (all its threads), or undefined where /proc is not. */
export function processCpuSeconds(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}
