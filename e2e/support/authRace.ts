import type { APIRequestContext, Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { APP_ENTRY_SCRIPT, holdResponses } from './heldResponses';
import { appRuntimeConfig, E2E_PASSWORD, uniqueEmail, type AppRuntimeConfig } from './testUsers';

/**
 * Issue 33 §1, the hard way: a visitor on a slow phone (the CPU 6× slower, Lighthouse's slow 4G)
 * opens /auth, clicks "Sign up" and submits the form some time after the page has loaded — before
 * the app has started, while it starts, or after. Whatever the moment, the action carried out must
 * be the one on screen when the visitor pressed Enter: the page's one request to the auth API is
 * that action (signup or password login), and the server is asked afterwards whether the account
 * now exists (a sign-up creates it; a login attempt never does).
 *
 * Used by e2e/tests/auth-race.spec.ts (at least 25 tries in CI) and bench/auth-race.ts (100).
 */

/** When the visitor clicks "Sign up" and submits, after the page's load event (ms). */
export const RACE_DELAYS_MS = [0, 100, 300, 1_000, 3_000] as const;
export type RaceLocale = 'en' | 'he';
export const RACE_LOCALES: readonly RaceLocale[] = ['en', 'he'];
/** A desktop and a phone (the phone's layout stacks the card under a narrower header). */
export const RACE_WIDTHS = [1280, 390] as const;
export type RaceWidth = (typeof RACE_WIDTHS)[number];

const WORDS: Record<RaceLocale, { browserLocale: string; signUp: string; email: string; password: string; screens: Record<string, string> }> = {
  en: { browserLocale: 'en-US', signUp: 'Sign up', email: 'Email', password: 'Password', screens: { login: 'Login', signup: 'Create your account' } },
  he: { browserLocale: 'he-IL', signUp: 'להרשמה', email: 'דוא״ל', password: 'סיסמה', screens: { login: 'כניסה', signup: 'יצירת חשבון' } },
};

export interface RaceCase {
  locale: RaceLocale;
  width: RaceWidth;
  delayMs: number;
  /**
   * The app's entry script held until the visitor has submitted: the submit is made on the
   * prerendered page for certain, however fast this machine starts the app, and the take-over
   * must carry it out. (Whether the timed tries land there depends on the machine's load.)
   */
  appHeldUntilSubmit?: boolean;
}

/** Lighthouse's mobile throttling: a mid-range phone's CPU on slow 4G. */
export const CPU_SLOWDOWN = 6;
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

export interface RaceTry {
  locale: RaceLocale;
  width: RaceWidth;
  delayMs: number;
  /** The screen (`data-screen`) and heading shown when the visitor pressed Enter. */
  screenAtSubmit: string | null;
  headingAtSubmit: string | null;
  /** Whether the submit was made on the prerendered page (before the app took over). */
  onPrerender: boolean;
  /** The auth API calls the page made: one, `signup` or `login`, is right. */
  calls: AuthCall[];
  /** Whether the server has the account afterwards. */
  created: boolean;
  /** The screen at the submit said sign-up and no account was made, or login and one was. */
  mismatch: boolean;
  /** "Sign up" was clicked but the screen at the submit was not sign-up (the click went unanswered). */
  clickUnanswered: boolean;
}

/** Records, in the page, what the screen said at the visitor's own submit (not the take-over's replay). */
function recordSubmits() {
  type Recorded = { screen: string | null; heading: string | null; onPrerender: boolean };
  const win = window as Window & { __submits?: Recorded[] };
  win.__submits = [];
  document.addEventListener(
    'submit',
    (event) => {
      if (!event.isTrusted) return;
      const form = event.target as HTMLFormElement;
      const area = form.closest('[data-remote="mf-auth-onboarding"]');
      win.__submits?.push({
        screen: area?.querySelector('[data-screen]')?.getAttribute('data-screen') ?? null,
        heading: area?.querySelector('h1')?.textContent ?? null,
        onPrerender: form.closest('[data-prerendered="auth"]') !== null,
      });
    },
    true,
  );
}

/** A browser context for tries in `locale` at `width`: the visitor's language, nothing stored. */
export async function raceContext(browser: Browser, baseURL: string, locale: RaceLocale, width: RaceWidth): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    locale: WORDS[locale].browserLocale,
    serviceWorkers: 'block',
    viewport: { width, height: width === 390 ? 844 : 800 },
    ...(width === 390 ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  await context.addInitScript(recordSubmits);
  return context;
}

/** Throttles `page` like a slow phone on slow 4G (its context is new: a first visit, nothing cached). */
async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  return cdp;
}

/**
 * Full speed again once the submit is made: the race is what the screen says and what was noted
 * when the visitor acted; how long the answer then takes is not (and a slow one only costs CI time).
 */
async function unthrottle(cdp: CDPSession): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
}

/** The auth API calls the page makes: a sign-up (POST /auth/v1/signup) or a password login (/token). */
type AuthCall = 'signup' | 'login';
function authCallOf(url: string, method: string): AuthCall | null {
  if (method !== 'POST') return null;
  const { pathname, searchParams } = new URL(url);
  if (pathname.endsWith('/auth/v1/signup')) return 'signup';
  if (pathname.endsWith('/auth/v1/token') && searchParams.get('grant_type') === 'password') return 'login';
  return null;
}

/** Whether the account exists: a password sign-in through the auth API (it creates nothing). */
async function accountExists(request: APIRequestContext, config: AppRuntimeConfig, email: string): Promise<boolean> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await request.post(`${config.supabaseUrl}/auth/v1/token?grant_type=password`, {
        // A connection of its own: tries minutes apart would otherwise reuse one the server closed.
        headers: { apikey: config.supabaseAnonKey, Authorization: `Bearer ${config.supabaseAnonKey}`, Connection: 'close' },
        data: { email, password: E2E_PASSWORD },
      });
      return response.ok();
    } catch (error) {
      // A kept-alive connection the server had just closed (ECONNRESET): asked again on a new one.
      if (attempt === 3) throw error;
    }
  }
}

/**
 * One try: /auth on a fresh page of `context`, "Sign up" and a submit `delayMs` after the load
 * event, then the action the page carried out and the server's account. On a desktop the pointer
 * comes over the page as it loads (the app starts then, racing the visitor's click and typing); a
 * phone's first use is the tap on "Sign up" itself.
 */
export async function raceOnce(context: BrowserContext, request: APIRequestContext, config: AppRuntimeConfig, { locale, width, delayMs, appHeldUntilSubmit }: RaceCase): Promise<RaceTry> {
  const words = WORDS[locale];
  const email = uniqueEmail(`race-${locale}-${delayMs}`);
  const page = await context.newPage();
  const calls: AuthCall[] = [];
  page.on('request', (sent) => {
    const call = authCallOf(sent.url(), sent.method());
    if (call) calls.push(call);
  });
  // The action carried out: the page's request to the auth API, answered (a submit never carried
  // out leaves `calls` empty: a mismatch).
  const answer = page
    .waitForEvent('requestfinished', { predicate: (done) => authCallOf(done.url(), done.method()) !== null, timeout: 90_000 })
    .catch(() => undefined);
  try {
    const cdp = await throttle(page);
    const held = appHeldUntilSubmit ? await holdResponses(page, APP_ENTRY_SCRIPT) : null;
    // With the app's script held the load event waits for it: the prerendered page is parsed by then.
    await page.goto('/auth', { waitUntil: held ? 'domcontentloaded' : 'load' });
    if (width === 1280) await page.mouse.move(width / 2, 300);
    // The moment of the visitor's click after the page has loaded: the race's one input.
    if (delayMs > 0) await page.waitForTimeout(delayMs);
    const signUp = page.getByRole('link', { name: words.signUp });
    if (width === 390) await signUp.tap();
    else await signUp.click();
    await page.getByLabel(words.email).fill(email);
    await page.getByLabel(words.password).fill(E2E_PASSWORD);
    await page.getByLabel(words.password).press('Enter');
    held?.release();
    await unthrottle(cdp);
    await answer;
    const submits = await page.evaluate(() => (window as Window & { __submits?: Array<{ screen: string | null; heading: string | null; onPrerender: boolean }> }).__submits ?? []);
    const first = submits[0] ?? { screen: null, heading: null, onPrerender: false };
    const created = await accountExists(request, config, email);
    const signUpOnScreen = first.screen === 'signup';
    const headingFits = first.screen !== null && first.heading === words.screens[first.screen];
    return {
      locale,
      width,
      delayMs,
      screenAtSubmit: first.screen,
      headingAtSubmit: first.heading,
      onPrerender: first.onPrerender,
      calls,
      created,
      // One request, the one on screen, and the server agrees.
      mismatch: !headingFits || calls.length !== 1 || calls[0] !== (signUpOnScreen ? 'signup' : 'login') || signUpOnScreen !== created,
      clickUnanswered: !signUpOnScreen,
    };
  } finally {
    await page.close();
  }
}


/** The tries of a run of `count`: every delay in every language at both widths, in turn. */
export function raceSchedule(count: number): RaceCase[] {
  const cases = RACE_DELAYS_MS.flatMap((delayMs) => RACE_LOCALES.flatMap((locale) => RACE_WIDTHS.map((width) => ({ locale, width, delayMs }))));
  return Array.from({ length: count }, (_, index) => cases[index % cases.length]!);
}

/**
 * Runs `schedule`, each try in a browser context of its own (a first visit: nothing stored or
 * cached), `concurrency` at a time: a throttled page mostly waits (the emulated CPU and network),
 * so a few side by side cost the run little besides its wall time, and slow each other down further.
 */
export async function raceAll(
  browser: Browser,
  baseURL: string,
  request: APIRequestContext,
  schedule: RaceCase[],
  { concurrency = 1, onTry }: { concurrency?: number; onTry?: (done: RaceTry, index: number) => void } = {},
): Promise<RaceTry[]> {
  const tries: RaceTry[] = [];
  const config = await appRuntimeConfig(request);
  let next = 0;
  const worker = async () => {
    while (next < schedule.length) {
      const index = next++;
      const race = schedule[index]!;
      const context = await raceContext(browser, baseURL, race.locale, race.width);
      try {
        const done = await raceOnce(context, request, config, race);
        tries[index] = done;
        onTry?.(done, index);
      } finally {
        await context.close();
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, schedule.length) }, worker));
  return tries;
}
