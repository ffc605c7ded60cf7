#!/usr/bin/env node
// `npm run bench` (frontend): gzipped JavaScript each app ships, and what a signed-out visitor's
// landing page loads before its first paint and by network idle, file by file, measured in
// Debian's Chromium against the production builds. Prints figures only; the budgets
// (ARCHITECTURE.md: 110 KB gz before first paint, 140 KB gz by network idle) are shown for
// comparison and enforced on the build's chunk graph by shell/src/pages/landing/landingBudget.test.ts.
// "Before first paint" is the JavaScript the first paint waited for, on Lighthouse's slow 4G
// network: none when the page painted before the app's entry script had even arrived (the
// prerendered landing, shell/README.md); the scripts merely requested before it are listed apart.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { createStaticServer } from '../../scripts/lib/staticServer.mjs';
import { REMOTES, SHELL } from '../../scripts/lib/frontendApps.mjs';

const FIRST_PAINT_BUDGET_KB = 110;
const NETWORK_IDLE_BUDGET_KB = 140;
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const gzipSize = (buffer) => zlib.gzipSync(buffer).length;
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
const gzFile = (file) => gzipSize(fs.readFileSync(file));

function ensureBuilds() {
  // Turbo answers from its cache when nothing changed, so this is quick after `npm start`.
  const filters = [SHELL, ...REMOTES].flatMap((app) => ['--filter', app.pkg]);
  const result = spawnSync(path.join(repo, 'node_modules/.bin/turbo'), ['run', 'build', ...filters, '--output-logs=errors-only'], {
    cwd: repo,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('frontend build failed');
}

function jsFiles(dir) {
  return fs.readdirSync(dir).filter((name) => name.endsWith('.js'));
}

function shellFigures() {
  const dist = path.join(repo, SHELL.dir, 'dist');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entryScripts = [...html.matchAll(/<script[^>]+src="\/?([^"]+\.js)"/g)].map((match) => match[1]);
  const entry = entryScripts.reduce((sum, file) => sum + gzFile(path.join(dist, file)), 0);
  const all = jsFiles(dist).reduce((sum, file) => sum + gzFile(path.join(dist, file)), 0);
  return { entry, all, files: jsFiles(dist).length };
}

/** The build's own account (shell/build/firstPaintStats.ts): files of the first-paint graph and after. */
function buildGraphFigures() {
  const dist = path.join(repo, SHELL.dir, 'dist');
  const statsFile = path.join(dist, 'first-paint-stats.json');
  if (!fs.existsSync(statsFile)) return null;
  const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8'));
  const sum = (files) => files.reduce((total, file) => total + gzFile(path.join(dist, file)), 0);
  const app = stats.app ?? stats.firstPaint;
  const afterFiles = [...new Set(Object.values(stats.afterPaint).flat())];
  return {
    prerendered: Boolean(stats.prerenderedLanding),
    locales: stats.prerenderedLocales ?? (stats.prerenderedLanding ? ['en'] : []),
    firstPaint: sum(stats.firstPaint),
    firstPaintHebrew: stats.firstPaintHebrew ? sum(stats.firstPaintHebrew) : null,
    app: sum(app),
    networkIdle: sum(app) + sum(afterFiles),
  };
}

function remoteFigures(remote) {
  const dist = path.join(repo, remote.key, 'dist');
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const remoteEntry = gzFile(path.join(dist, manifest.metaData.remoteEntry.name));
  const exposedFiles = new Set(manifest.exposes.flatMap((expose) => [...expose.assets.js.sync, ...expose.assets.js.async]));
  const exposed = [...exposedFiles].reduce((sum, file) => sum + gzFile(path.join(dist, file)), 0);
  // Copies of shared singletons are only fetched when the host has none (never under the shell).
  const sharedFiles = new Set(manifest.shared.flatMap((item) => [...item.assets.js.sync, ...item.assets.js.async]));
  const fallbacks = [...sharedFiles].filter((file) => !exposedFiles.has(file)).reduce((sum, file) => sum + gzFile(path.join(dist, file)), 0);
  return { remoteEntry, exposed, fallbacks };
}

async function measureLanding({ locale = 'en-US', javaScript = true } = {}) {
  const configDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shalom-bench-'));
  const configFile = path.join(configDir, 'config.json');
  fs.writeFileSync(
    configFile,
    JSON.stringify({
      // No backend is needed: an anonymous visitor's session is read from local storage.
      supabaseUrl: 'http://127.0.0.1:9',
      supabaseAnonKey: 'bench',
      remotes: Object.fromEntries(REMOTES.map((remote) => [remote.key, `/remotes/${remote.key}/mf-manifest.json`])),
    }),
  );
  const server = createStaticServer({
    shellDir: path.join(repo, SHELL.dir, 'dist'),
    remotes: Object.fromEntries(REMOTES.map((remote) => [remote.key, path.join(repo, remote.key, 'dist')])),
    configFile,
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ locale, javaScriptEnabled: javaScript });
    const page = await context.newPage();
    // Lighthouse's mobile network (150 ms round trip, 1.6 Mbit/s down): on an unthrottled localhost
    // every script arrives before the first frame, which says nothing about what the paint needs.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    const bodies = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script' || response.url().endsWith('.js')) {
        try {
          bodies.set(response.url(), await response.body());
        } catch {
          // Redirects and aborted requests have no body.
        }
      }
    });
    if (!javaScript) {
      await page.goto(`${origin}/`, { waitUntil: 'load' });
      // What the HTML alone shows: the prerendered landing, or nothing.
      const heading = page.getByRole('heading', { level: 1 });
      return { headingWithoutJs: (await heading.count()) > 0 ? await heading.first().innerText() : null };
    }
    // What the page painted from the HTML, before the app ran: the variant #root held at first
    // paint (recorded by the observer below, before the entry script can run), its lang and dir.
    await page.addInitScript(() => {
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        const root = document.getElementById('root');
        window.__benchFirstPaint = {
          variant: root?.getAttribute('data-prerendered-locale') ?? null,
          shown: !document.documentElement.hasAttribute('data-prerender-skip'),
          heading: root?.querySelector('h1')?.textContent ?? null,
          lang: document.documentElement.lang,
          dir: document.documentElement.dir,
        };
      }).observe({ type: 'paint', buffered: true });
    });
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const timings = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0].startTime;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => ({ url: entry.name, start: entry.startTime, end: entry.responseEnd }));
      return { fcp, scripts, painted: window.__benchFirstPaint ?? null };
    });
    const sizeOf = (url) => gzipSize(bodies.get(url) ?? Buffer.alloc(0));
    const requestedBeforePaint = timings.scripts.filter((script) => script.start <= timings.fcp);
    const afterPaint = timings.scripts.filter((script) => script.start > timings.fcp);
    // No app code runs before the entry script (index.html's <script src>) has arrived: a paint
    // before that waited for no script.
    const entryUrls = await page.evaluate(() => [...document.querySelectorAll('script[src]')].map((script) => script.src));
    const entries = timings.scripts.filter((script) => entryUrls.includes(script.url));
    const paintedWithoutScripts = entries.length > 0 && entries.every((entry) => timings.fcp < entry.end);
    const beforePaint = paintedWithoutScripts ? [] : requestedBeforePaint;
    const remoteRequests = timings.scripts.filter((script) => script.url.includes('/remotes/'));
    return {
      painted: timings.painted,
      fcpMs: timings.fcp,
      paintedWithoutScripts,
      beforePaint: { count: beforePaint.length, bytes: beforePaint.reduce((sum, s) => sum + sizeOf(s.url), 0) },
      requestedBeforePaint: { count: requestedBeforePaint.length, bytes: requestedBeforePaint.reduce((sum, s) => sum + sizeOf(s.url), 0) },
      afterPaint: { count: afterPaint.length, bytes: afterPaint.reduce((sum, s) => sum + sizeOf(s.url), 0) },
      remoteRequests: remoteRequests.length,
      files: timings.scripts.map((script) => ({
        file: new URL(script.url).pathname,
        kb: sizeOf(script.url) / 1024,
        beforePaint: script.start <= timings.fcp,
        arrivedBeforePaint: script.end <= timings.fcp,
      })),
    };
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(configDir, { recursive: true, force: true });
  }
}

ensureBuilds();
console.log('Frontend bundles (gzip, KB)');
const shell = shellFigures();
console.log(`  shell                entry ${kb(shell.entry)}   all chunks ${kb(shell.all)}  (${shell.files} files, lazy pages and remote loader included)`);
for (const remote of REMOTES) {
  const figures = remoteFigures(remote);
  console.log(
    `  ${remote.key.padEnd(20)} remoteEntry ${kb(figures.remoteEntry)}   exposed ${kb(figures.exposed)}   total ${kb(figures.remoteEntry + figures.exposed)}   (shared fallbacks ${kb(figures.fallbacks)}, unused under the shell)`,
  );
}
const landing = await measureLanding();
const networkIdle = landing.requestedBeforePaint.bytes + landing.afterPaint.bytes;
console.log('Landing page (/) in Chromium on a slow 4G network (Lighthouse\'s), signed-out English visitor');
console.log(`  first contentful paint          ${landing.fcpMs.toFixed(0)} ms${landing.paintedWithoutScripts ? ' (before the entry script had arrived)' : ''}`);
console.log(`  JS before first paint  ${kb(landing.beforePaint.bytes)} KB gz in ${landing.beforePaint.count} files   budget ${FIRST_PAINT_BUDGET_KB} KB  (what the paint waited for)`);
console.log(`  JS requested before it ${kb(landing.requestedBeforePaint.bytes)} KB gz in ${landing.requestedBeforePaint.count} files  (the app, preloaded; it hydrates the page)`);
console.log(`  JS after first paint   ${kb(landing.afterPaint.bytes)} KB gz in ${landing.afterPaint.count} files`);
console.log(`  JS by network idle     ${kb(networkIdle)} KB gz in ${landing.files.length} files   budget ${NETWORK_IDLE_BUDGET_KB} KB`);
console.log(`  remote scripts fetched          ${landing.remoteRequests}`);
for (const file of landing.files) {
  const when = file.arrivedBeforePaint ? 'arrived before paint ' : file.beforePaint ? 'requested before paint' : 'requested after paint ';
  console.log(`    ${when} ${kb(file.kb * 1024)} KB  ${file.file}`);
}
const withoutJs = await measureLanding({ javaScript: false });
console.log(`  with JavaScript off, the page shows: ${withoutJs.headingWithoutJs ? `"${withoutJs.headingWithoutJs}"` : 'nothing'}`);
const describePaint = (painted) =>
  painted?.shown && painted.variant
    ? `the prerendered ${painted.variant} landing, <html lang="${painted.lang}" dir="${painted.dir}">: "${painted.heading}"`
    : 'rendered by the app';
console.log(`  painted first          ${describePaint(landing.painted)}`);
const hebrew = await measureLanding({ locale: 'he-IL' });
console.log('Landing page (/) for a Hebrew visitor (browser language he-IL), same network');
console.log(`  painted first          ${describePaint(hebrew.painted)}`);
console.log(`  first contentful paint          ${hebrew.fcpMs.toFixed(0)} ms${hebrew.paintedWithoutScripts ? ' (before the entry script had arrived)' : ''}`);
console.log(`  JS before first paint  ${kb(hebrew.beforePaint.bytes)} KB gz in ${hebrew.beforePaint.count} files   budget ${FIRST_PAINT_BUDGET_KB} KB  (what the paint waited for)`);
console.log(`  JS requested before it ${kb(hebrew.requestedBeforePaint.bytes)} KB gz in ${hebrew.requestedBeforePaint.count} files`);
console.log(`  JS by network idle     ${kb(hebrew.requestedBeforePaint.bytes + hebrew.afterPaint.bytes)} KB gz in ${hebrew.files.length} files   budget ${NETWORK_IDLE_BUDGET_KB} KB`);
for (const file of hebrew.files) {
  const when = file.arrivedBeforePaint ? 'arrived before paint ' : file.beforePaint ? 'requested before paint' : 'requested after paint ';
  console.log(`    ${when} ${kb(file.kb * 1024)} KB  ${file.file}`);
}
const hebrewWithoutJs = await measureLanding({ locale: 'he-IL', javaScript: false });
// No script, no gate: a static index.html cannot know the visitor's language, so the English variant shows.
console.log(`  with JavaScript off, the page shows: ${hebrewWithoutJs.headingWithoutJs ? `"${hebrewWithoutJs.headingWithoutJs}"` : 'nothing'}`);
const graph = buildGraphFigures();
if (graph) {
  console.log('Landing page in the build\'s chunk graph (first-paint-stats.json, what the budget test checks)');
  console.log(`  before first paint     ${kb(graph.firstPaint)} KB gz   budget ${FIRST_PAINT_BUDGET_KB} KB${graph.prerendered ? `  (index.html carries the prerendered landing: ${graph.locales.join(', ')})` : ''}`);
  if (graph.firstPaintHebrew !== null) console.log(`  before first paint, he ${kb(graph.firstPaintHebrew)} KB gz   budget ${FIRST_PAINT_BUDGET_KB} KB`);
  console.log(`  app graph              ${kb(graph.app)} KB gz   (loaded at once; a visit the prerender does not fit paints with it)`);
  console.log(`  by network idle        ${kb(graph.networkIdle)} KB gz   budget ${NETWORK_IDLE_BUDGET_KB} KB`);
}
