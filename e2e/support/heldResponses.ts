import type { Page, Request, Route } from '@playwright/test';

/** The app's entry script (main.<hash>.js). */
export const APP_ENTRY_SCRIPT = /\/main\.[0-9a-f]+\.js$/;

export interface HeldResponses {
  /** True once the page has asked for one of them. */
  requested(): boolean;
  /** How many of them the page has asked for so far (every page of the test). */
  requestCount(): number;
  /** Lets every held response (and every later one) through. */
  release(): void;
}

function heldGate() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let count = 0;
  return {
    released,
    asked: () => void count++,
    held: { requested: () => count > 0, requestCount: () => count, release } satisfies HeldResponses,
  };
}

/**
 * Holds every response matching `pattern` until `release()`: what the page shows meanwhile is all
 * it has without them (a prerendered screen before the app's script).
 */
export async function holdResponses(page: Page, pattern: RegExp): Promise<HeldResponses> {
  const gate = heldGate();
  await page.route(pattern, async (route: Route) => {
    gate.asked();
    await gate.released;
    // A request of a document left meanwhile has no one to answer.
    await route.continue().catch(() => undefined);
  });
  return gate.held;
}

const isScript = (request: Request) => request.resourceType() === 'script';

/**
 * Holds every script for which `held(url, code)` is true until `release()`; the others go on to
 * the page's other routes (so several holds can be set). For code the build puts in chunks named by
 * their hash alone: each script is fetched first, and the test names the held ones by their code.
 */
export async function holdScriptsWhere(
  page: Page,
  held: (url: string, code: string) => boolean | Promise<boolean>,
): Promise<HeldResponses> {
  const gate = heldGate();
  await page.route(/\.js(\?.*)?$/, async (route: Route) => {
    if (!isScript(route.request())) return route.fallback();
    try {
      const response = await route.fetch();
      const code = await response.text();
      if (!(await held(route.request().url(), code))) return await route.fallback();
      gate.asked();
      await gate.released;
      await route.fulfill({ response, body: code });
    } catch {
      // A request of a document left meanwhile has no one to answer.
    }
  });
  return gate.held;
}

/**
 * Whether a script was built from a source file matching `source`, as its source map lists them:
 * for a module the build may put into several chunks, or a library in a hash-named one.
 */
function builtFrom(page: Page, source: RegExp): (url: string, code: string) => Promise<boolean> {
  const sourcesOf = new Map<string, Promise<string[]>>();
  const readSources = async (mapUrl: string): Promise<string[]> => {
    const response = await page.request.get(mapUrl);
    if (!response.ok()) return [];
    return ((await response.json()) as { sources?: string[] }).sources ?? [];
  };
  return async (url, code) => {
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
    if (!mapName) return false;
    const mapUrl = new URL(mapName, url).href;
    if (!sourcesOf.has(mapUrl)) sourcesOf.set(mapUrl, readSources(mapUrl));
    return (await sourcesOf.get(mapUrl)!).some((file) => source.test(file));
  };
}

/** Holds every script built from a source file matching `source` (see builtFrom). */
export async function holdScriptsBuiltFrom(page: Page, source: RegExp): Promise<HeldResponses> {
  return holdScriptsWhere(page, builtFrom(page, source));
}

export interface FailedScripts {
  /** How many of them the page has asked for so far, failed or not. */
  requestCount(): number;
  /** From now on they load again. */
  restore(): void;
}

/**
 * Fails every script built from a source file matching `source` (see builtFrom) as a network
 * without connection does, until `restore()`: a chunk the page could not fetch while offline.
 */
export async function failScriptsBuiltFrom(page: Page, source: RegExp): Promise<FailedScripts> {
  const isBuiltFrom = builtFrom(page, source);
  let down = true;
  let count = 0;
  await page.route(/\.js(\?.*)?$/, async (route: Route) => {
    if (!isScript(route.request())) return route.fallback();
    try {
      const response = await route.fetch();
      const code = await response.text();
      if (!(await isBuiltFrom(route.request().url(), code))) return await route.fallback();
      count += 1;
      if (down) await route.abort('internetdisconnected');
      else await route.fulfill({ response, body: code });
    } catch {
      // A request of a document left meanwhile has no one to answer.
    }
  });
  return { requestCount: () => count, restore: () => void (down = false) };
}
