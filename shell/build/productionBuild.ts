/**
 * For tests that read the shell's production build (the landing budget, the prerendered landing):
 * builds it through turbo, which answers from its cache when the shell has not changed.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const SHELL_DIR = path.resolve(__dirname, '..');
export const SHELL_DIST = path.join(SHELL_DIR, 'dist');
const REPO = path.resolve(SHELL_DIR, '..');

/** Long enough for a cold build of the shell on a busy machine. */
export const PRODUCTION_BUILD_TIMEOUT_MS = 15 * 60 * 1000;

export function buildShellForProduction(): void {
  const result = spawnSync(path.join(REPO, 'node_modules/.bin/turbo'), ['run', 'build', '--filter=@shalom/shell', '--output-logs=errors-only'], {
    cwd: REPO,
    encoding: 'utf8',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`the shell's production build failed:\n${result.stdout}\n${result.stderr}`);
}
