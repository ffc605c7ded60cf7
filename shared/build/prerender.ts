/**
 * Build-time prerendering, for any app: a screen's first render drawn with react-dom/server into
 * HTML that paints before any script. The shell prerenders its own pages into index.html (the
 * landing, the dashboard's frame, the layout around a remote's area); a remote prerenders its own
 * screens into files of its own dist/ (mf-auth-onboarding's dist/prerender/), which the page's
 * server puts into that area when it serves the page (scripts/lib/remotePrerender.mjs). So no app
 * compiles another's sources, and a remote deployed alone brings its prerendered screens with it.
 *
 * 1. `prerenderBundleConfig` bundles a prerender entry for Node with the browser build's own
 *    loaders (swc, catalogs), one chunk, not shipped: written under node_modules/.cache.
 * 2. `inJsdom` runs that bundle with a fresh jsdom window as the browser globals (nothing stored,
 *    the browser speaking one language), so every module decides as on that visitor's first render.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { JSDOM } from 'jsdom';
import webpack, { type Configuration, type RuleSetRule } from 'webpack';

/** The webpack compiler name of an app's prerender bundle (the browser build depends on it). */
export const PRERENDER_COMPILER = 'prerender';

export interface PrerenderBundleOptions {
  appDir: string;
  /** The app's browser configuration (createAppConfig): its resolve and loaders are reused. */
  browser: Configuration;
  /** The Node entry, relative to appDir (e.g. './src/prerender/renderLanding.tsx'). */
  entry: string;
  /** The bundle's file name under `prerenderOutputDir(appDir)`. */
  filename: string;
}

/** Where an app's prerender bundle is written (never shipped). */
export function prerenderOutputDir(appDir: string): string {
  return path.join(appDir, 'node_modules/.cache/shalom-prerender');
}

/** The Node bundle of a prerender entry, with the browser build's own loaders (swc, catalogs). */
export function prerenderBundleConfig({ appDir, browser, entry, filename }: PrerenderBundleOptions): Configuration {
  const rules = (browser.module?.rules ?? []).filter((rule): rule is RuleSetRule => typeof rule === 'object' && rule !== null);
  const isCss = (rule: RuleSetRule) => String(rule.test) === String(/\.css$/);
  const isAsset = (rule: RuleSetRule) => rule.type === 'asset/resource';
  return {
    name: PRERENDER_COMPILER,
    mode: browser.mode,
    target: 'node',
    context: appDir,
    entry: { prerender: entry },
    output: {
      path: prerenderOutputDir(appDir),
      filename,
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: browser.resolve,
    module: {
      rules: [
        ...rules.filter((rule) => !isCss(rule) && !isAsset(rule)),
        // The prerender runs in Node: stylesheets are the browser build's business.
        { test: /\.css$/, use: path.join(__dirname, 'emptyStyleLoader.cjs') },
        // Asset URLs render as in the browser build; the files themselves come from that build.
        { test: /\.(png|svg|jpe?g|webp|ico|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

const BROWSER_GLOBALS = ['window', 'self', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage'] as const;

/**
 * Runs the bundle with a fresh jsdom window at `url` (a path, or a path with its query) as the
 * browser globals: a device with nothing stored whose browser speaks `locale`, so each render
 * comes from modules evaluated afresh.
 */
export async function inJsdom<Bundle, T>(bundleFile: string, url: string, locale: string, use: (bundle: Bundle) => Promise<T>): Promise<T> {
  const dom = new JSDOM('<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>', {
    url: new URL(url, 'https://prerender.invalid/').href,
  });
  Object.defineProperty(dom.window.navigator, 'languages', { value: [locale], configurable: true });
  Object.defineProperty(dom.window.navigator, 'language', { value: locale, configurable: true });
  const saved = BROWSER_GLOBALS.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
  for (const name of BROWSER_GLOBALS) {
    Object.defineProperty(globalThis, name, { value: dom.window[name], configurable: true, writable: true });
  }
  const load = createRequire(__filename);
  try {
    delete load.cache[bundleFile];
    return await use(load(bundleFile) as Bundle);
  } finally {
    delete load.cache[bundleFile];
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (globalThis as Record<string, unknown>)[name];
    }
    dom.window.close();
  }
}

/** A boundary that suspended would show a spinner (or, hydrated, render again): never in a prerender. */
export function assertNotSuspended(html: string, what: string): void {
  if (html.includes('<!--$!-->') || html.includes('<!--$?-->')) {
    throw new Error(`the prerendered ${what} suspended: its first render must not wait for lazy code`);
  }
}
