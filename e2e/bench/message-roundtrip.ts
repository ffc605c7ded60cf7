// `npm run bench -w @shalom/e2e`: the message round trip of issue 11 — a message sent in A's
// browser until it is rendered in B's — as p50/p95 over 100 messages, and the JavaScript the unread
// indicator adds to a signed-in page (all of it after the first paint). Starts the real app
// (scripts/start.mjs: production builds, the backend, a fresh data folder on free ports) and drives
// Debian's Chromium. Prints figures only; it asserts nothing.
import zlib from 'node:zlib';
import { request as playwrightRequest, type Page } from '@playwright/test';
import { logIn } from '../support/logIn';
import { connect, send, startConversation, threadWith } from '../support/messaging';
import { signUpWithProfile } from '../support/testUsers';
import { benchWithApp } from './app';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 100);

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/** B's page notes the wall-clock time each message text first appears in the thread. */
async function watchArrivals(page: Page) {
  await page.evaluate(() => {
    const arrivals: Record<string, number> = {};
    (window as unknown as { __arrivals: Record<string, number> }).__arrivals = arrivals;
    new MutationObserver(() => {
      for (const node of document.querySelectorAll('li[data-message-id] p')) {
        const text = node.textContent ?? '';
        if (!(text in arrivals)) arrivals[text] = performance.timeOrigin + performance.now();
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

/** A's page notes the wall-clock time Enter is pressed in the message box. */
async function watchSends(page: Page) {
  await page.evaluate(() => {
    const sends: number[] = [];
    (window as unknown as { __sends: number[] }).__sends = sends;
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Enter' && (event.target as HTMLElement).getAttribute('aria-label') === 'Type a message') sends.push(performance.timeOrigin + performance.now());
      },
      true,
    );
  });
}

const gz = (body: Buffer) => zlib.gzipSync(body).length;

benchWithApp(async (app, browser) => {
  const api = await playwrightRequest.newContext({ baseURL: app.baseURL });
  const a = await signUpWithProfile(api, 'bench-a', 'Adina');
  const b = await signUpWithProfile(api, 'bench-b', 'Boaz', { gender: 'male' });
  await connect(api, a, b);
  const conversationId = await startConversation(api, a, b);

  const pageA = await (await browser.newContext({ baseURL: app.baseURL })).newPage();
  const contextB = await browser.newContext({ baseURL: app.baseURL });
  const pageB = await contextB.newPage();
  await logIn(pageA, a.email);
  await logIn(pageB, b.email);

  // What the indicator costs a signed-in page: the landing page again, its scripts by origin.
  const scripts = new Map<string, Buffer>();
  pageB.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    try {
      scripts.set(response.url(), await response.body());
    } catch {
      // aborted or redirected
    }
  });
  await pageB.goto('/', { waitUntil: 'load' });
  await pageB.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: /^Messages/ }).waitFor();
  await pageB.waitForLoadState('networkidle');
  const timing = await pageB.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => ({ url: entry.name, start: entry.startTime })),
  }));
  const messagesScripts = timing.scripts.filter((script) => script.url.includes('/mf-messages/'));
  const indicatorBytes = messagesScripts.reduce((sum, script) => sum + gz(scripts.get(script.url) ?? Buffer.alloc(0)), 0);
  const beforePaint = messagesScripts.filter((script) => script.start <= timing.fcp).length;

  await pageA.goto(`/messages/${conversationId}`);
  await pageB.goto(`/messages/${conversationId}`);
  await threadWith(pageA, 'Boaz').or(pageA.getByText('No messages yet. Say hello!')).waitFor();
  await pageB.getByText('No messages yet. Say hello!').waitFor();
  await watchSends(pageA);
  await watchArrivals(pageB);
  // One warm-up message (the first join and the list's first refresh are not what is measured).
  await send(pageA, 'warm-up');
  await pageB.waitForFunction(() => 'warm-up' in (window as unknown as { __arrivals: Record<string, number> }).__arrivals);

  const trips: number[] = [];
  for (let n = 1; n <= MESSAGES; n += 1) {
    const text = `round trip ${n}`;
    await send(pageA, text);
    await pageB.waitForFunction((expected) => expected in (window as unknown as { __arrivals: Record<string, number> }).__arrivals, text);
    const sentAt = await pageA.evaluate(() => (window as unknown as { __sends: number[] }).__sends.at(-1)!);
    const arrivedAt = await pageB.evaluate((expected) => (window as unknown as { __arrivals: Record<string, number> }).__arrivals[expected]!, text);
    trips.push(arrivedAt - sentAt);
  }
  const sorted = [...trips].sort((x, y) => x - y);
  console.log(`Message round trip (Enter in A's browser → rendered in B's), ${MESSAGES} messages, real app + backend + realtime`);
  console.log(`  p50 ${percentile(sorted, 50).toFixed(0)} ms   p95 ${percentile(sorted, 95).toFixed(0)} ms   min ${sorted[0]!.toFixed(0)} ms   max ${sorted.at(-1)!.toFixed(0)} ms   (goal p95 < 150 ms)`);
  console.log('Unread indicator on a signed-in landing page (/)');
  console.log(`  JS from mf-messages   ${(indicatorBytes / 1024).toFixed(1)} KB gz in ${messagesScripts.length} files, ${beforePaint} of them before first paint`);
  // Every script of that page, so the shell's share (the header widget loader and the
  // federation runtime's plugins it brings) can be read next to the remote's.
  const afterPaint = timing.scripts.filter((script) => script.start > timing.fcp);
  const afterBytes = afterPaint.reduce((sum, script) => sum + gz(scripts.get(script.url) ?? Buffer.alloc(0)), 0);
  console.log(`  all JS after first paint of a signed-in /   ${(afterBytes / 1024).toFixed(1)} KB gz in ${afterPaint.length} files:`);
  for (const script of timing.scripts) {
    console.log(`    ${script.start <= timing.fcp ? 'before' : 'after '} paint ${(gz(scripts.get(script.url) ?? Buffer.alloc(0)) / 1024).toFixed(1).padStart(6)} KB  ${new URL(script.url).pathname}`);
  }
  await api.dispose();
});
