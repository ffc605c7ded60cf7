// Starts the local Supabase-compatible backend (backend/) and reads the keys it writes.
import fs from 'node:fs';
import path from 'node:path';
import { assertPortFree, startChild, waitForHttp } from './processes.mjs';

async function readKeys(file, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const keys = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (typeof keys.url === 'string' && typeof keys.anonKey === 'string') return keys;
    } catch {
      // Not written yet (or mid-write).
    }
    if (Date.now() > deadline) throw new Error(`backend did not write ${file}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * @returns {Promise<{ url: string, anonKey: string, running: boolean }>}
 */
export async function startBackend({ repo, apiPort, dataDir, log }) {
  const entry = path.join(repo, 'backend/src/main.ts');
  if (!fs.existsSync(entry)) {
    log('backend missing (backend/src/main.ts not found): serving the app without sign-in or data');
    return { url: `http://localhost:${apiPort}`, anonKey: 'backend-not-running', running: false };
  }
  await assertPortFree(apiPort, 'API');
  fs.mkdirSync(dataDir, { recursive: true });
  log(`starting backend on port ${apiPort} (data in ${dataDir})`);
  const child = startChild('backend', 'npm', ['run', 'start', '-w', 'backend', '--silent'], {
    cwd: repo,
    env: { API_PORT: String(apiPort), DATA_DIR: dataDir },
  });
  await waitForHttp(`http://localhost:${apiPort}/health`, { child, label: 'backend', timeoutMs: 180_000 });
  const keys = await readKeys(path.join(dataDir, 'api-keys.json'), 15_000);
  child.on('exit', (code, signal) => {
    if (!stopping.value) log(`backend stopped unexpectedly (${signal ?? `exit ${code}`})`);
  });
  return { url: keys.url, anonKey: keys.anonKey, running: true };
}

/** Set while the start script shuts down, so expected exits are not reported as crashes. */
export const stopping = { value: false };
