// Child processes of the start script: each runs in its own process group so stopping it also
// stops what it spawned (npm -> tsx -> node, webpack-dev-server workers).
import { spawn } from 'node:child_process';
import net from 'node:net';

const children = new Set();

/** Spawns a command whose output goes to our stderr, prefixed; stdout stays for the App line. */
export function startChild(label, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = `[${label}] `;
  const relay = (stream) => {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) if (line.trim() !== '') process.stderr.write(prefix + line + '\n');
    });
    stream.on('end', () => {
      if (buffered.trim() !== '') process.stderr.write(prefix + buffered + '\n');
    });
  };
  relay(child.stdout);
  relay(child.stderr);
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

/** Runs a command to completion; rejects on a non-zero exit. */
export function runToCompletion(label, command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = startChild(label, command, args, options);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${label} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Stops every child: SIGTERM to each group, SIGKILL after a grace period. */
export async function stopAllChildren(graceMs = 5000) {
  const running = [...children].filter((child) => child.exitCode === null && child.signalCode === null);
  await Promise.all(
    running.map(
      (child) =>
        new Promise((resolve) => {
          const timer = setTimeout(() => {
            signalGroup(child, 'SIGKILL');
            resolve();
          }, graceMs);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          signalGroup(child, 'SIGTERM');
        }),
    ),
  );
}

/** Polls an HTTP URL until it answers 2xx, the child exits, or time runs out. */
export async function waitForHttp(url, { timeoutMs = 120_000, child, label = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`${label} exited before it was ready`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${label} did not become ready at ${url} within ${Math.round(timeoutMs / 1000)} s`);
}

/** Rejects when something already listens on `port` (a second `npm start`, another e2e run). */
export function assertPortFree(port, label) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () => reject(new Error(`${label} port ${port} is already in use`)));
    probe.listen(port, () => probe.close(() => resolve()));
  });
}
