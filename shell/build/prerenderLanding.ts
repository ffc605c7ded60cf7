/**
 * Build-time prerender of the landing page (issue 18): a signed-out English visitor's "/" paints
 * from index.html itself, before any JavaScript has arrived, and React hydrates it when it does.
 *
 * 1. `prerenderConfig` bundles src/prerender/renderLanding.tsx for Node (same loaders as the app,
 *    one chunk, not shipped: it is written under node_modules/.cache).
 * 2. `PrerenderLandingPlugin`, in the browser build (which runs after it), renders that bundle
 *    with a jsdom window as the globals and writes the markup into index.html: #root's content,
 *    the landing's <title>, and the inline gate (src/prerender/landingGate.ts) that hides it before
 *    paint from visits it does not fit (Hebrew, a stored session, another path, the installed app).
 *    The entry script is started by a small loader after #root, once the landing has painted.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { JSDOM } from 'jsdom';
import { minify } from 'terser';
import webpack, { type Configuration, type RuleSetRule } from 'webpack';
import { PRERENDERED_ATTRIBUTE, PRERENDER_SKIP_ATTRIBUTE } from '../src/prerender/landingGate';

export const PRERENDER_COMPILER = 'prerender';
const PLUGIN = 'PrerenderLandingPlugin';
const BUNDLE_NAME = 'landing.cjs';

interface PrerenderedLanding {
  html: string;
  title: string;
  gateScript: string;
  gateStyle: string;
}

export function prerenderOutputDir(appDir: string): string {
  return path.join(appDir, 'node_modules/.cache/shalom-prerender');
}

/** The Node bundle of the prerender entry, with the browser build's own loaders (swc, catalogs). */
export function prerenderConfig(appDir: string, browser: Configuration): Configuration {
  const rules = (browser.module?.rules ?? []).filter((rule): rule is RuleSetRule => typeof rule === 'object' && rule !== null);
  const isCss = (rule: RuleSetRule) => String(rule.test) === String(/\.css$/);
  const isAsset = (rule: RuleSetRule) => rule.type === 'asset/resource';
  return {
    name: PRERENDER_COMPILER,
    mode: browser.mode,
    target: 'node',
    context: appDir,
    entry: { landing: './src/prerender/renderLanding.tsx' },
    output: {
      path: prerenderOutputDir(appDir),
      filename: BUNDLE_NAME,
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: browser.resolve,
    module: {
      rules: [
        ...rules.filter((rule) => !isCss(rule) && !isAsset(rule)),
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

/** Runs the bundle with a fresh jsdom window at "/" as the browser globals: an empty device. */
async function renderWithJsdom(bundleFile: string): Promise<PrerenderedLanding> {
  const dom = new JSDOM('<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>', {
    url: 'https://prerender.invalid/',
  });
  const saved = BROWSER_GLOBALS.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
  for (const name of BROWSER_GLOBALS) {
    Object.defineProperty(globalThis, name, { value: dom.window[name], configurable: true, writable: true });
  }
  const load = createRequire(__filename);
  try {
    delete load.cache[bundleFile];
    const bundle = load(bundleFile) as { renderLanding(): Promise<PrerenderedLanding> };
    return await bundle.renderLanding();
  } finally {
    delete load.cache[bundleFile];
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (globalThis as Record<string, unknown>)[name];
    }
    dom.window.close();
  }
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const unescapeText = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** index.html with the prerendered landing in #root, its title, and the gate in <head>. */
export async function withPrerenderedLanding(html: string, landing: PrerenderedLanding): Promise<string> {
  const root = '<div id="root"></div>';
  if (!html.includes(root) || !/<title>[^<]*<\/title>/.test(html)) {
    throw new Error(`${PLUGIN}: index.html has no empty ${root} or no <title>`);
  }
  const templateTitle = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  // A visit the landing does not fit keeps the page's usual title until its screen sets one.
  const script = `${landing.gateScript}\n;if(document.documentElement.hasAttribute('${PRERENDER_SKIP_ATTRIBUTE}'))document.title=${JSON.stringify(unescapeText(templateTitle))}`;
  const gate = (await minify(script, { ecma: 2020 })).code;
  if (!gate) throw new Error(`${PLUGIN}: the landing gate did not minify`);
  // After <title>: the parser would otherwise set the title again once it reaches the element.
  const head = `<script>${gate}</script><style>${landing.gateStyle}</style>`;
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) throw new Error(`${PLUGIN}: index.html has no deferred entry script`);
  const [entryTag, entrySrc = ''] = entry;
  const loader = await entryLoader(entrySrc);
  return (
    html
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(landing.title)}</title>${head}`)
      // Fetched as early as before; run by the loader after the root.
      .replace(entryTag, () => `<link rel="preload" as="script" href="${entrySrc}">`)
      .replace(root, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="landing">${landing.html}</div><script>${loader}</script>`)
  );
}

/** The entry script index.html gets from HtmlWebpackPlugin (scriptLoading: 'defer'). */
const ENTRY_SCRIPT = /<script defer="defer" src="([^"]+)"><\/script>/;

/**
 * Runs the entry once the prerendered landing has painted: when the browser reports its first
 * contentful paint. A deferred script that has already arrived (a fast network, the HTTP cache)
 * runs before the first frame, and the landing would wait for the app's start-up (~0.7 s of a
 * phone's CPU) to show. Any other visit, a hidden tab (no frames) or a browser without paint
 * timing starts it at once, as `defer` did; a paint that has not come within a second starts it
 * too (a slow stylesheet: the old order).
 */
async function entryLoader(src: string): Promise<string> {
  const loader = `(function () {
    var started = false;
    function start() {
      if (started) return;
      started = true;
      var script = document.createElement('script');
      script.src = ${JSON.stringify(src)};
      document.body.appendChild(script);
    }
    var observer = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes;
    if (document.documentElement.hasAttribute('${PRERENDER_SKIP_ATTRIBUTE}') || document.visibilityState !== 'visible' || !observer || observer.indexOf('paint') < 0) {
      start();
      return;
    }
    new PerformanceObserver(function (list, self) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      self.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
    setTimeout(start, 1000);
  })();`;
  const code = (await minify(loader, { ecma: 2020 })).code;
  if (!code) throw new Error(`${PLUGIN}: the entry loader did not minify`);
  return code;
}

/** In the browser build: writes the prerendered landing into index.html. */
export class PrerenderLandingPlugin {
  constructor(private readonly appDir: string) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tapPromise(PLUGIN, async (data) => {
        const landing = await renderWithJsdom(path.join(prerenderOutputDir(this.appDir), BUNDLE_NAME));
        data.html = await withPrerenderedLanding(data.html, landing);
        return data;
      });
    });
  }
}
