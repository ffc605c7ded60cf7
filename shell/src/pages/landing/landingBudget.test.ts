/**
 * @jest-environment node
 */
// Budget test (not a timing): what a signed-out visitor's landing page downloads, read from the
// production build's chunk graph (dist/first-paint-stats.json, written by
// build/firstPaintStats.ts) and gzipped here. The build comes from turbo, so it costs nothing
// when the shell has not changed since the last build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FirstPaintStats } from '../../../build/firstPaintStats';

const SHELL_DIR = path.resolve(__dirname, '../../..');
const REPO = path.resolve(SHELL_DIR, '..');
const DIST = path.join(SHELL_DIR, 'dist');

/** ARCHITECTURE.md's goals for a signed-out visitor (KB gz). */
const ARCHITECTURE_GOAL_KB = { firstPaint: 110, networkIdle: 140 };
/**
 * What this test enforces today (KB gz): the figures the build reaches now (141.5 / 157.2) plus a
 * little room, so nothing slides back. They are above ARCHITECTURE.md's goals — React DOM (65),
 * the data router (31) and the federation runtime (27) alone weigh 123; see shell/README.md
 * "First paint". Lower them whenever the build gets leaner, down to the goals.
 */
const ENFORCED_KB = { firstPaint: 144, networkIdle: 160 };

function buildShell(): void {
  const result = spawnSync(path.join(REPO, 'node_modules/.bin/turbo'), ['run', 'build', '--filter=@shalom/shell', '--output-logs=errors-only'], {
    cwd: REPO,
    encoding: 'utf8',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`the shell's production build failed:\n${result.stdout}\n${result.stderr}`);
}

const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(DIST, file))).length / 1024;

function describeFiles(files: string[]): string {
  return files.map((file) => `  ${gzipKb(file).toFixed(1).padStart(6)} KB  ${file}`).join('\n');
}

let stats: FirstPaintStats;

beforeAll(() => {
  buildShell();
  stats = JSON.parse(fs.readFileSync(path.join(DIST, 'first-paint-stats.json'), 'utf8')) as FirstPaintStats;
}, 15 * 60 * 1000);

describe("signed-out visitor's landing page (production build)", () => {
  it('paints with React, the router, the translation runtime and the shell only', () => {
    const total = stats.firstPaint.reduce((sum, file) => sum + gzipKb(file), 0);
    const report = `first-paint graph ${total.toFixed(1)} KB gz (goal ${ARCHITECTURE_GOAL_KB.firstPaint}):\n${describeFiles(stats.firstPaint)}`;
    expect({ withinBudget: total <= ENFORCED_KB.firstPaint, report }).toEqual({ withinBudget: true, report });
  });

  it('loads no supabase-js, rxjs or bus by network idle, and stays within the budget', () => {
    const afterPaint = [...new Set(Object.values(stats.afterPaint).flat())];
    const files = [...stats.firstPaint, ...afterPaint];
    const total = files.reduce((sum, file) => sum + gzipKb(file), 0);
    const report = `by network idle ${total.toFixed(1)} KB gz (goal ${ARCHITECTURE_GOAL_KB.networkIdle}):\n${describeFiles(files)}`;
    expect({ withinBudget: total <= ENFORCED_KB.networkIdle, report }).toEqual({ withinBudget: true, report });
    // The after-paint pieces a visitor gets are the ones named for it in the code.
    expect(Object.keys(stats.afterPaint).sort()).toEqual(['visitor-language-switcher', 'visitor-platform-demand', 'visitor-service-worker', 'visitor-toaster']);
  });

  it('keeps the platform out of both sets (names of the vendor code in the files)', () => {
    const files = [...stats.firstPaint, ...Object.values(stats.afterPaint).flat()];
    const code = files.map((file) => fs.readFileSync(path.join(DIST, file), 'utf8')).join('\n');
    // Strings each library carries in its minified code: supabase-js's client header, rxjs's error.
    expect(code).not.toContain('X-Client-Info');
    expect(code).not.toContain('object unsubscribed');
  });
});
