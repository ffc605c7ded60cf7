// `npm run bench -w @shalom/e2e` (second part): Lighthouse on the production build, the way a
// first visit on a mid-range phone sees it — Lighthouse's default mobile settings (emulated Moto G
// Power, slow 4G and a 4× slower CPU, simulated) in Debian's Chromium. Pages: / and /auth signed
// out, /dashboard signed in (a real account, signed in through the login form, so the session is
// in the page's storage before Lighthouse loads it). Prints the four category scores and LCP, TBT,
// CLS beside the goals of issue 18, then what keeps each page from 100; asserts nothing.
//
// LIGHTHOUSE_RUNS (default 1): runs per page; with more, the median run by performance is shown.
// LIGHTHOUSE_APP_URL: audit an app that is already running (`npm start`) instead of starting one.
// LIGHTHOUSE_PAGES: a comma-separated subset of the pages, e.g. `/` or `/,/auth` (default: all).
// The full reports (JSON and HTML) of the run shown go to e2e/test-results/lighthouse/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import type { Flags, Result } from 'lighthouse';
import type { Browser, Page } from 'puppeteer-core';
import { E2E_PASSWORD, signUpWithProfile } from '../support/testUsers';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startApp } from './app';

// Loaded with import(), not import: tsx compiles a statically imported ES module with esbuild's
// keepNames, which adds `__name(...)` calls to the functions Lighthouse sends into the page, where
// `__name` does not exist ("ReferenceError: __name is not defined" in computeBenchmarkIndex).
const loadLighthouse = async () => (await import('lighthouse')).default;
const loadPuppeteer = async () => (await import('puppeteer-core')).default;

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const REPORT_DIR = path.resolve(__dirname, '../test-results/lighthouse');

interface Target {
  path: string;
  signedIn: boolean;
  goals: { performance: number; accessibility: number; 'best-practices': number };
}

const TARGETS: Target[] = [
  { path: '/', signedIn: false, goals: { performance: 95, accessibility: 100, 'best-practices': 100 } },
  { path: '/auth', signedIn: false, goals: { performance: 95, accessibility: 100, 'best-practices': 100 } },
  { path: '/dashboard', signedIn: true, goals: { performance: 90, accessibility: 100, 'best-practices': 100 } },
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

function chosenTargets(): Target[] {
  const asked = process.env.LIGHTHOUSE_PAGES?.split(',').map((page) => page.trim()).filter(Boolean);
  if (!asked?.length) return TARGETS;
  const unknown = asked.filter((page) => !TARGETS.some((target) => target.path === page));
  if (unknown.length > 0) throw new Error(`LIGHTHOUSE_PAGES: no such page ${unknown.join(', ')} (pages: ${TARGETS.map((target) => target.path).join(', ')})`);
  return TARGETS.filter((target) => asked.includes(target.path));
}
const CLS_GOAL = 0.02;

const FLAGS: Flags = {
  output: ['json', 'html'],
  logLevel: 'error',
  onlyCategories: [...CATEGORIES],
  // The default storage reset (service workers, Cache Storage, the HTTP cache) makes every run a
  // cold visit; it leaves localStorage alone, which is where the signed-in session lives.
};

async function signIn(page: Page, baseURL: string, email: string): Promise<void> {
  await page.goto(`${baseURL}/auth`, { waitUntil: 'networkidle0' });
  await page.locator('::-p-aria([name="Email"][role="textbox"])').fill(email);
  await page.locator('input[type="password"]').fill(E2E_PASSWORD);
  await page.locator('::-p-aria([name="Login"][role="button"])').click();
  await page.waitForFunction(() => location.pathname === '/dashboard', { timeout: 30_000 });
}

interface Run {
  lhr: Result;
  /** The JSON and HTML reports. */
  report: string[];
}

async function audit(browser: Browser, url: string): Promise<Run> {
  const lighthouse = await loadLighthouse();
  const page = await browser.newPage();
  try {
    const runner = await lighthouse(url, FLAGS, undefined, page);
    if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (runner.lhr.runtimeError) throw new Error(`${url}: ${runner.lhr.runtimeError.code} ${runner.lhr.runtimeError.message}`);
    return { lhr: runner.lhr, report: runner.report as string[] };
  } finally {
    await page.close();
  }
}

function saveReports(target: Target, run: Run): void {
  const name = target.path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing';
  const [json, html] = run.report;
  fs.writeFileSync(path.join(REPORT_DIR, `${name}.json`), json!);
  fs.writeFileSync(path.join(REPORT_DIR, `${name}.html`), html!);
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

function median(runs: Run[]): Run {
  const sorted = [...runs].sort((a, b) => score(a.lhr, 'performance') - score(b.lhr, 'performance'));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const cell = (text: string, width: number) => text.padEnd(width);
const mark = (value: number, goal: number | undefined, better: 'higher' | 'lower' = 'higher') =>
  goal === undefined ? '' : (better === 'higher' ? value >= goal : value < goal) ? ' ✓' : ' ✗';

function printTable(results: Array<{ target: Target; lhr: Result; performanceRuns: number[] }>): void {
  const widths = [12, 16, 16, 16, 6, 9, 9, 12];
  const row = (cells: string[]) => console.log(`  ${cells.map((text, i) => cell(text, widths[i]!)).join('')}`);
  row(['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'TBT', 'CLS']);
  for (const { target, lhr, performanceRuns } of results) {
    const performance = score(lhr, 'performance');
    const accessibility = score(lhr, 'accessibility');
    const bestPractices = score(lhr, 'best-practices');
    const cls = metric(lhr, 'cumulative-layout-shift');
    row([
      target.path,
      `${performance}${mark(performance, target.goals.performance)}${performanceRuns.length > 1 ? ` [${performanceRuns.join(',')}]` : ''}`,
      `${accessibility}${mark(accessibility, target.goals.accessibility)}`,
      `${bestPractices}${mark(bestPractices, target.goals['best-practices'])}`,
      String(score(lhr, 'seo')),
      `${(metric(lhr, 'largest-contentful-paint') / 1000).toFixed(2)} s`,
      `${metric(lhr, 'total-blocking-time').toFixed(0)} ms`,
      `${cls.toFixed(3)}${mark(cls, CLS_GOAL, 'lower')}`,
    ]);
  }
  console.log('  goals: performance ≥ 95 on / and /auth, ≥ 90 on /dashboard; accessibility 100; best practices 100; SEO as measured; CLS < 0.02');
}

/** The metric audits already shown in the table. */
const METRICS = new Set(['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index', 'interactive', 'max-potential-fid']);

interface Item {
  url?: string;
  node?: { selector?: string; snippet?: string; explanation?: string };
  wastedBytes?: number;
  totalBytes?: number;
  total?: number;
  scripting?: number;
  phase?: string;
  timing?: number;
  source?: string;
  description?: string;
}
type Details = { items?: Item[]; overallSavingsMs?: number; overallSavingsBytes?: number; type?: string };

const details = (lhr: Result, id: string) => (lhr.audits[id]?.details as Details | undefined) ?? {};
const shortUrl = (url = '') => url.replace(/^https?:\/\/[^/]+/, '') || '/';
const kb = (bytes = 0) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line for an item of a failed audit: the element (with why) or the URL. */
function describe(item: Item): string {
  if (item.node) return `${item.node.snippet ?? item.node.selector ?? ''}${item.node.explanation ? ` — ${item.node.explanation.split('\n').slice(1).join(' ').trim()}` : ''}`;
  if (item.url) return shortUrl(item.url);
  return item.description ?? item.source ?? JSON.stringify(item).slice(0, 160);
}

/** What keeps a page from 100: every failed audit that counts (with its elements), then where the performance goes. */
function printFindings(target: Target, lhr: Result): void {
  console.log(`\n  ${target.path}${target.signedIn ? ' (signed in)' : ' (signed out)'} — ${lhr.finalDisplayedUrl}`);
  for (const category of CATEGORIES) {
    const failing = (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => (ref.weight > 0 || category === 'performance') && !METRICS.has(ref.id))
      .map((ref) => lhr.audits[ref.id]!)
      .filter((result) => result.score !== null && result.score < 1 && ['binary', 'numeric', 'metricSavings'].includes(result.scoreDisplayMode));
    for (const result of failing) {
      const items = (result.details as Details | undefined)?.items ?? [];
      console.log(`    ${category.padEnd(15)} ${result.id}: ${result.title}${result.displayValue ? ` — ${result.displayValue}` : ''}`);
      if (category !== 'performance') for (const item of items.slice(0, 5)) console.log(`                      ${describe(item).slice(0, 300)}`);
    }
  }
  // Where the time goes: the LCP element and its phases, then the JavaScript by file.
  const lcp = details(lhr, 'largest-contentful-paint-element');
  const lcpTables = (lcp as { items?: Array<{ items?: Item[] }> }).items ?? [];
  const element = lcpTables[0]?.items?.[0]?.node?.selector;
  const phases = (lcpTables[1]?.items ?? []).map((phase) => `${phase.phase} ${Math.round(phase.timing ?? 0)} ms`).join(', ');
  if (element) console.log(`    LCP element     ${element} (${phases})`);
  const unused = new Map((details(lhr, 'unused-javascript').items ?? []).map((item) => [item.url, item.wastedBytes ?? 0]));
  const transfer = new Map((details(lhr, 'network-requests').items ?? []).map((item) => [item.url, (item as { transferSize?: number }).transferSize ?? 0]));
  const scripts = (details(lhr, 'bootup-time').items ?? []).filter((item) => (item.total ?? 0) >= 50);
  for (const item of scripts) {
    const url = item.url ?? '';
    const size = transfer.has(url) ? `${kb(transfer.get(url)).padStart(9)} transferred${unused.has(url) ? `, ${kb(unused.get(url))} unused` : ''}` : '';
    console.log(`    JS execution    ${`${Math.round(item.total ?? 0)} ms`.padStart(8)} (${Math.round(item.scripting ?? 0)} ms script)  ${shortUrl(url).padEnd(48)} ${size}`);
  }
  const opportunities = Object.values(lhr.audits)
    .map((result) => ({ result, savings: (result.details as Details | undefined) ?? {} }))
    .filter(({ savings }) => savings.type === 'opportunity' && ((savings.overallSavingsMs ?? 0) > 0 || (savings.overallSavingsBytes ?? 0) > 1024))
    .sort((a, b) => (b.savings.overallSavingsMs ?? 0) - (a.savings.overallSavingsMs ?? 0));
  for (const { result, savings } of opportunities) {
    console.log(`    opportunity     ${result.id}: ~${(savings.overallSavingsMs ?? 0).toFixed(0)} ms, ${kb(savings.overallSavingsBytes)}`);
  }
  for (const item of details(lhr, 'duplicated-javascript').items ?? []) {
    const copies = ((item as { subItems?: { items?: Item[] } }).subItems?.items ?? []).map((copy) => shortUrl(copy.url));
    console.log(`    duplicated      ${item.source}: ${kb(item.wastedBytes)} in ${copies.length} files${copies.length <= 3 ? ` (${copies.join(', ')})` : ''}`);
  }
  const audit = (id: string) => lhr.audits[id]?.displayValue ?? '?';
  console.log(`    totals          ${audit('total-byte-weight')}; JS execution ${audit('bootup-time')}; main thread ${audit('mainthread-work-breakdown')}; FCP ${audit('first-contentful-paint')}; Speed Index ${audit('speed-index')}; TTI ${audit('interactive')}`);
}

function machine(): string {
  const [one, five] = os.loadavg();
  return `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), load average ${one!.toFixed(2)} / ${five!.toFixed(2)} (1 / 5 min)`;
}

async function main() {
  fs.mkdirSync(REPORT_DIR, { recursive: true });
  const app = process.env.LIGHTHOUSE_APP_URL
    ? { baseURL: process.env.LIGHTHOUSE_APP_URL.replace(/\/$/, ''), stop: async () => {} }
    : await startApp();
  const puppeteer = await loadPuppeteer();
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, headless: false, args: CHROMIUM_FLAGS, defaultViewport: null });
  try {
    const startedAt = new Date().toISOString();
    const startedOn = machine();
    const results: Array<{ target: Target; lhr: Result; performanceRuns: number[] }> = [];
    // Signed-out pages first: the browser's storage is still empty.
    for (const target of chosenTargets()) {
      if (target.signedIn) {
        const api = await playwrightRequest.newContext({ baseURL: app.baseURL });
        const person = await signUpWithProfile(api, 'bench-lighthouse', 'Leah');
        await api.dispose();
        const page = await browser.newPage();
        await signIn(page, app.baseURL, person.email);
        await page.close();
      }
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(browser, `${app.baseURL}${target.path}`));
      const middle = median(runs);
      saveReports(target, middle);
      const lhr = middle.lhr;
      if (target.signedIn && new URL(lhr.finalDisplayedUrl).pathname !== target.path) {
        throw new Error(`${target.path} ended on ${lhr.finalDisplayedUrl}: the session did not reach the page`);
      }
      results.push({ target, lhr, performanceRuns: runs.map((run) => score(run.lhr, 'performance')) });
    }
    const first = results[0]!.lhr;
    console.log(`Lighthouse ${first.lighthouseVersion}, ${first.configSettings.formFactor} (emulated Moto G Power in ${first.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}; simulated slow 4G, ${first.configSettings.throttling.cpuSlowdownMultiplier}× CPU), production build, ${RUNS} run(s) per page${RUNS > 1 ? ' (median by performance)' : ''}`);
    console.log(`${startedAt} to ${new Date().toISOString()} — ${os.hostname()}: ${startedOn} at start, ${machine().replace(/^.*load average /, 'load ')} at end; benchmark index ${first.environment.benchmarkIndex}`);
    printTable(results);
    for (const { target, lhr } of results) printFindings(target, lhr);
    console.log(`\n  Full reports: ${path.relative(process.cwd(), REPORT_DIR)}/*.html`);
  } finally {
    await browser.close();
    await app.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
