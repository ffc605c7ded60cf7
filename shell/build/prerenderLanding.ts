/**
 * Build-time prerender of the landing page (issue 18): a signed-out visitor's "/" paints from
 * index.html itself, in English or Hebrew, before any JavaScript has arrived, and React hydrates
 * it when it does. The same goes for /auth's sign-in screen (taken over by the app, see
 * src/prerender/authHandover.ts) and, for a device with a stored session, /dashboard's frame
 * (header, heading, intro, Loading), which the app's first render replaces with the same markup.
 *
 * 1. `prerenderConfig` bundles src/prerender/renderLanding.tsx for Node (same loaders as the app,
 *    one chunk, not shipped: it is written under node_modules/.cache; @shalom/shared/build/prerender).
 *    It compiles the shell's sources only: /auth's form is mf-auth-onboarding's, prerendered by that
 *    remote's own build, and this page keeps a slot for it that the server fills (remotePrerenderSlot.ts).
 * 2. `PrerenderLandingPlugin`, in the browser build (which runs after it), renders that bundle
 *    once per language, each with a fresh jsdom window as the globals, and writes into index.html:
 *    the English landing in #root, the Hebrew one in an inert <template> after it, the inline gate
 *    (src/prerender/landingGate.ts) in <head> that picks the visit's variant before paint (its
 *    <html lang dir> and title) or hides #root from visits it does not fit (a stored session,
 *    another path, the installed app), and the script after the template that puts the Hebrew
 *    variant into #root for a Hebrew visit. The app's files are preloaded by an inline script in
 *    <head> and the entry script is started by a small loader after #root, once the landing has
 *    painted; the prerendered sign-in screen fetches them after its paint and starts the app on the
 *    visitor's first use (src/prerender/appStart.ts).
 */
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { minify } from 'terser';
import type { Configuration, Compiler } from 'webpack';
import type { Locale } from '@shalom/shared/i18n';
import { PRERENDER_COMPILER, inJsdom, prerenderBundleConfig, prerenderOutputDir } from '@shalom/shared/build/prerender';
import type { PrerenderedLanding } from '../src/prerender/renderLanding';
import {
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_LOCALE_ATTRIBUTE,
  prerenderTemplateId,
  type PrerenderHeads,
} from '../src/prerender/landingGate';
import { earlyInstallOfferScript } from '../src/pwa/installPromptCapture';

export { PRERENDER_COMPILER };
const PLUGIN = 'PrerenderLandingPlugin';
const BUNDLE_NAME = 'landing.cjs';

/** The languages prerendered; the first one is in #root (what the page shows without script). */
export const PRERENDERED_LOCALES: readonly Locale[] = ['en', 'he'];

interface PrerenderBundle {
  renderLanding(locale: Locale): Promise<PrerenderedLanding>;
  renderAuth(locale: Locale): Promise<PrerenderedLanding>;
  renderDashboard(locale: Locale): Promise<PrerenderedLanding>;
  landingGateScript(variants: PrerenderHeads, usualTitle: string): string;
  showLandingVariantScript(): string;
  guardPrerenderedFormsScript(): string;
  appStartScripts(entry: string, files: string[]): { head: string; afterRoot: string };
  LANDING_GATE_STYLE: string;
}

/** Every variant (the English landing first: it is #root's), and the inline scripts and style from the same bundle. */
interface PrerenderedPage {
  variants: PrerenderedLanding[];
  gateScript(usualTitle: string): string;
  showVariantScript: string;
  formGuardScript: string;
  appStartScripts(entry: string, files: string[]): { head: string; afterRoot: string };
  gateStyle: string;
}

/** The Node bundle of the prerender entry, with the browser build's own loaders (swc, catalogs). */
export function prerenderConfig(appDir: string, browser: Configuration): Configuration {
  return prerenderBundleConfig({ appDir, browser, entry: './src/prerender/renderLanding.tsx', filename: BUNDLE_NAME });
}

const withJsdom = <T>(bundleFile: string, pathname: string, locale: Locale, use: (bundle: PrerenderBundle) => Promise<T>) =>
  inJsdom<PrerenderBundle, T>(bundleFile, pathname, locale, use);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const unescapeText = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

async function renderVariants(bundleFile: string): Promise<PrerenderedPage> {
  const variants: PrerenderedLanding[] = [];
  for (const locale of PRERENDERED_LOCALES) variants.push(await withJsdom(bundleFile, '/', locale, (bundle) => bundle.renderLanding(locale)));
  for (const locale of PRERENDERED_LOCALES) variants.push(await withJsdom(bundleFile, '/auth', locale, (bundle) => bundle.renderAuth(locale)));
  for (const locale of PRERENDERED_LOCALES) variants.push(await withJsdom(bundleFile, '/dashboard', locale, (bundle) => bundle.renderDashboard(locale)));
  return withJsdom(bundleFile, '/', 'en', async (bundle) => {
    const heads: PrerenderHeads = {};
    for (const { page, locale, title, dir } of variants) heads[page] = { ...heads[page], [locale]: title === undefined ? { dir } : { title, dir } };
    return {
      variants,
      gateScript: (usualTitle: string) => bundle.landingGateScript(heads, usualTitle),
      showVariantScript: bundle.showLandingVariantScript(),
      formGuardScript: bundle.guardPrerenderedFormsScript(),
      appStartScripts: (entry: string, files: string[]) => bundle.appStartScripts(entry, files),
      gateStyle: bundle.LANDING_GATE_STYLE,
    };
  });
}

async function minified(code: string, what: string): Promise<string> {
  const result = (await minify(code, { ecma: 2020 })).code;
  if (!result) throw new Error(`${PLUGIN}: ${what} did not minify`);
  return result;
}

/**
 * index.html with the first variant in #root and its title, the others in inert templates after
 * it, the gate in <head>, and the script that shows the visit's variant.
 */
export async function withPrerenderedLanding(html: string, page: PrerenderedPage): Promise<string> {
  const [shown, ...inactive] = page.variants;
  if (!shown) throw new Error(`${PLUGIN}: no prerendered variant`);
  const root = '<div id="root"></div>';
  if (!html.includes(root) || !/<title>[^<]*<\/title>/.test(html)) {
    throw new Error(`${PLUGIN}: index.html has no empty ${root} or no <title>`);
  }
  const templateTitle = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  // A visit the landing does not fit keeps the page's usual title until its screen sets one.
  const gate = await minified(page.gateScript(unescapeText(templateTitle)), 'the landing gate');
  // After <title>: the parser would otherwise set the title again once it reaches the element.
  // The install offer may come before the entry runs (it starts after the first paint): held here.
  const formGuard = await minified(page.formGuardScript, 'the prerendered form guard');
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) throw new Error(`${PLUGIN}: index.html has no deferred entry script`);
  const [entryTag, entrySrc = ''] = entry;
  // The app's files (the entry first) are fetched as the visit needs them (src/prerender/appStart.ts):
  // preloaded at once, or after the paint and started on first use for the prerendered sign-in screen.
  const preloads = [...html.matchAll(PRELOADED_SCRIPT)];
  if (preloads.length === 0) throw new Error(`${PLUGIN}: index.html preloads none of the app's files`);
  const files = [entrySrc, ...preloads.map(([, href = '']) => href)];
  const starter = page.appStartScripts(entrySrc, files);
  const preload = await minified(starter.head, 'the app files preload');
  const loader = await minified(starter.afterRoot, 'the entry loader');
  const head = `<script>${gate};${formGuard};${earlyInstallOfferScript()};${preload}</script><style>${page.gateStyle}</style>`;
  const templates = inactive.map((variant) => `<template id="${prerenderTemplateId(variant.page, variant.locale)}">${variant.html}</template>`).join('');
  const showVariant = await minified(page.showVariantScript, 'the variant switch');
  let withoutPreloads = html.replace(entryTag, '');
  for (const [tag] of preloads) withoutPreloads = withoutPreloads.replace(tag, '');
  return withoutPreloads
    .replace(/<title>[^<]*<\/title>/, () => `<title>${shown.title === undefined ? templateTitle : escapeText(shown.title)}</title>${head}`)
    .replace(
      root,
      () =>
        `<div id="root" ${PRERENDERED_ATTRIBUTE}="${shown.page}" ${PRERENDERED_LOCALE_ATTRIBUTE}="${shown.locale}">${shown.html}</div>${templates}<script>${showVariant};${loader}</script>`,
    );
}

/** The entry script index.html gets from HtmlWebpackPlugin (scriptLoading: 'defer'). */
const ENTRY_SCRIPT = /<script defer="defer" src="([^"]+)"><\/script>/;
/** The app's other files, preloaded by firstPaintStats.ts's head tags. */
const PRELOADED_SCRIPT = /<link rel="preload" as="script" href="([^"]+)">/g;

/** In the browser build: writes the prerendered landing into index.html. */
export class PrerenderLandingPlugin {
  constructor(private readonly appDir: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tapPromise(PLUGIN, async (data) => {
        const page = await renderVariants(path.join(prerenderOutputDir(this.appDir), BUNDLE_NAME));
        data.html = await withPrerenderedLanding(data.html, page);
        return data;
      });
    });
  }
}
