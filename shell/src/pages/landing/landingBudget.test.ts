/**
 * @jest-environment node
 */
// Budget test (not a timing): what a signed-out visitor's landing page downloads, read from the
// production build's chunk graph (dist/first-paint-stats.json, written by
// build/firstPaintStats.ts) and gzipped here. The build comes from turbo, so it costs nothing
// when the shell has not changed since the last build.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FirstPaintStats } from '../../../build/firstPaintStats';
import { PRODUCTION_BUILD_TIMEOUT_MS, SHELL_DIST, buildShellForProduction } from '../../../build/productionBuild';

/**
 * Issue 18's goals for a signed-out visitor (KB gz), enforced as they are: the build meets them
 * (2026-11-23: 0 before first paint, English and Hebrew; 131.4 by network idle, 139.7 before sonner moved to the first toast).
 */
const ENFORCED_KB = { firstPaint: 110, networkIdle: 140 };
/**
 * The app graph alone: what a visit the prerendered landing does not fit (a stored session,
 * another path, the installed app) waits for before its first paint. No goal of its own; held at
 * today's 124.3 plus a little room so it does not slide (React DOM 63.5, the federation runtime
 * 26.4 and the router 14 are most of it; see shell/README.md "First paint").
 */
// 127 → 127.5 on 2026-11-29: 126.88 → 127.13 KB for quick exit on every signed-in screen (issue 35,
// its chunk-map entries) and the unread indicator's and the auth prerender's take-over (issue 33).
// 127.5 → 128 on 2026-11-29: it measured 127.49 after start-up and lazy areas learnt to retry once
// when the network came back mid-load (3b947a5, f8c8a9e), and CI's install measured just over 127.5:
// webpack's deterministic module ids hash each module's path, so another node_modules layout gives
// other ids and a few hundredths of a KB more or less. A hold needs room for that, not 0.01 KB.
const ENFORCED_APP_KB = 128;

const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(SHELL_DIST, file))).length / 1024;
const totalKb = (files: string[]) => files.reduce((sum, file) => sum + gzipKb(file), 0);

function describeFiles(files: string[]): string {
  return files.map((file) => `  ${gzipKb(file).toFixed(1).padStart(6)} KB  ${file}`).join('\n');
}

let stats: FirstPaintStats;

beforeAll(() => {
  buildShellForProduction();
  stats = JSON.parse(fs.readFileSync(path.join(SHELL_DIST, 'first-paint-stats.json'), 'utf8')) as FirstPaintStats;
}, PRODUCTION_BUILD_TIMEOUT_MS);

describe("signed-out visitor's landing page (production build)", () => {
  it.each([
    ['English', 'firstPaint'],
    ['Hebrew', 'firstPaintHebrew'],
  ] as const)('paints from the prerendered HTML, before any script, for a(n) %s visitor', (_language, key) => {
    expect(stats.prerenderedLocales).toEqual(['en', 'he']);
    const total = totalKb(stats[key]);
    const report = `before first paint ${total.toFixed(1)} KB gz (budget ${ENFORCED_KB.firstPaint}):\n${describeFiles(stats[key])}`;
    expect({ withinBudget: total <= ENFORCED_KB.firstPaint, report }).toEqual({ withinBudget: true, report });
  });

  it('starts the app with React, the router, the translation runtime and the shell only', () => {
    const total = totalKb(stats.app);
    const report = `app graph ${total.toFixed(1)} KB gz (budget ${ENFORCED_APP_KB}):\n${describeFiles(stats.app)}`;
    expect({ withinBudget: total <= ENFORCED_APP_KB, report }).toEqual({ withinBudget: true, report });
  });

  it('loads no supabase-js, rxjs or bus by network idle, and stays within the budget', () => {
    const afterPaint = [...new Set(Object.values(stats.afterPaint).flat())];
    const files = [...new Set([...stats.firstPaint, ...stats.app, ...afterPaint])];
    const total = totalKb(files);
    const report = `by network idle ${total.toFixed(1)} KB gz (budget ${ENFORCED_KB.networkIdle}):\n${describeFiles(files)}`;
    expect({ withinBudget: total <= ENFORCED_KB.networkIdle, report }).toEqual({ withinBudget: true, report });
    // The after-paint pieces a visitor gets are the ones named for it in the code.
    expect(Object.keys(stats.afterPaint).sort()).toEqual(['visitor-language-switcher', 'visitor-platform-demand', 'visitor-service-worker', 'visitor-toaster']);
  });

  it('keeps the platform out of every set (names of the vendor code in the files)', () => {
    const files = [...stats.app, ...Object.values(stats.afterPaint).flat()];
    const code = files.map((file) => fs.readFileSync(path.join(SHELL_DIST, file), 'utf8')).join('\n');
    // Strings each library carries in its minified code: supabase-js's client header, rxjs's error.
    expect(code).not.toContain('X-Client-Info');
    expect(code).not.toContain('object unsubscribed');
  });
});
