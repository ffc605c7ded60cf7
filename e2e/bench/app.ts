// What every bench needs: the real app started the way the e2e tests start it (scripts/start.mjs:
// production builds through turbo, the backend, a fresh data folder on free ports) and the flags
// Debian's Chromium runs with (never a downloaded browser).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

const repo = path.resolve(__dirname, '../..');

// Below Linux's ephemeral range (32768 and up), where a port may be the local end of a connection
// (see playwright.config.ts).
function freePort(): number {
  return 20_000 + Math.floor(Math.random() * 12_000);
}

export interface RunningApp {
  baseURL: string;
  stop(): Promise<void>;
}

export async function startApp(): Promise<RunningApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shalom-bench-'));
  const child = spawn(process.execPath, [path.join(repo, 'scripts/start.mjs')], {
    env: { ...process.env, APP_PORT: String(freePort()), API_PORT: String(freePort()), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseURL = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /App: (http:\/\/\S+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.on('exit', (code) => reject(new Error(`start.mjs exited with ${code}`)));
  });
  return {
    baseURL,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A bench's body with the app (started here, or the one already running at `runningAt`) and
 * Debian's Chromium through Playwright, both stopped afterwards; a failure sets the exit code.
 */
export function benchWithApp(body: (app: { baseURL: string }, browser: Browser) => Promise<void>, runningAt?: string): void {
  const run = async () => {
    const app = runningAt ? { baseURL: runningAt, stop: async () => undefined } : await startApp();
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    try {
      await body(app, browser);
    } finally {
      await browser.close();
      await app.stop();
    }
  };
  run().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
