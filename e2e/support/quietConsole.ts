import { expect, type BrowserContext, type ConsoleMessage } from '@playwright/test';

/**
 * The one log the product means to write (spec §2): the 404 screen names the unknown path.
 * Anything else at error or warning level is a defect someone will meet in their console.
 */
const EXPECTED_NOT_FOUND_LOG = /^404 Error: User attempted to access non-existent route: \S+$/;

/**
 * Written by Playwright itself, not the app: with `serviceWorkers: 'block'` (the config's default)
 * its own init script replaces ServiceWorkerContainer.register with a stub that warns this.
 */
const PLAYWRIGHT_BLOCKED_WORKER = 'Service Worker registration blocked by Playwright';

export interface ConsoleWatch {
  /** Everything unexpected so far, as "<page path> <level>: <text>". */
  readonly problems: string[];
  /** How many times the 404 log was seen, for a test of the not-found screen. */
  readonly notFoundLogs: number;
  /** Fails with every unexpected error, warning and uncaught exception at once. */
  expectQuiet(): void;
  /** Stops listening. */
  stop(): void;
}

function pathOf(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  } catch {
    return url;
  }
}

/**
 * Listens to every page of `context` (already open and opened later): console errors and warnings
 * and uncaught exceptions are collected, except the 404 log of spec §2. A test calls expectQuiet()
 * where it wants the gate, or uses the `quietConsole` fixture of `quietTest`.
 */
export function watchConsole(context: BrowserContext): ConsoleWatch {
  const problems: string[] = [];
  let notFoundLogs = 0;
  const onConsole = (message: ConsoleMessage) => {
    const level = message.type();
    if (level !== 'error' && level !== 'warning') return;
    const text = message.text();
    if (level === 'error' && EXPECTED_NOT_FOUND_LOG.test(text)) {
      notFoundLogs += 1;
      return;
    }
    if (level === 'warning' && text === PLAYWRIGHT_BLOCKED_WORKER) return;
    const where = message.page() ? pathOf(message.page()!.url()) : pathOf(message.location().url);
    problems.push(`${where} console.${level}: ${text}`);
  };
  const onPageError = (error: { error(): Error; page(): { url(): string } | null }) => {
    const where = error.page() ? pathOf(error.page()!.url()) : '(no page)';
    problems.push(`${where} uncaught: ${error.error().message}`);
  };
  context.on('console', onConsole);
  context.on('weberror', onPageError);
  return {
    problems,
    get notFoundLogs() {
      return notFoundLogs;
    },
    expectQuiet() {
      expect(problems, 'console errors, warnings or uncaught exceptions').toEqual([]);
    },
    stop() {
      context.off('console', onConsole);
      context.off('weberror', onPageError);
    },
  };
}
