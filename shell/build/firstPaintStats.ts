/**
 * Writes dist/first-paint-stats.json: the files a signed-out visitor's landing page loads, read
 * from webpack's chunk graph, for the budget test (src/pages/landing/landingBudget.test.ts) and
 * `npm run bench`.
 *
 * - "prerenderedLanding": index.html carries the landing page prerendered for a signed-out
 *   visitor (build/prerenderLanding.ts), read from the emitted index.html; "prerenderedLocales":
 *   the languages it carries it in (#root's and the inert templates').
 * - "firstPaint": the scripts "/" must run before it paints for a signed-out English visitor: none
 *   when the landing is prerendered in English (the HTML and the stylesheet paint it), else the
 *   whole "app" graph.
 * - "firstPaintHebrew": the same for a Hebrew visitor: none when index.html carries the Hebrew
 *   variant, else the "app" graph and the shell's Hebrew catalog (fetched before the first render).
 * - "app": the entry (federation runtime), the chunk group of `import('./bootstrap')` (named
 *   "first-paint" in src/index.ts) and every chunk a shared singleton they consume is loaded from
 *   (react, react-dom, the translation runtime …). Fetched at once on every visit: it hydrates the
 *   prerendered landing, and it is what every visit the prerender does not fit (a Hebrew visitor, a
 *   stored session, another path) waits for before its first paint.
 * - "afterPaint": the chunk groups named "visitor-…" (what the landing loads right after its first
 *   paint for a visitor: language picker, toaster, service worker), walked the same way.
 *
 * By network idle a visitor has "app" and "afterPaint".
 *
 * Written after emit, straight to disk, so it is no webpack asset: the service worker does not
 * precache it, and turbo keeps it with dist/.
 *
 * The same app files are preloaded from index.html (and its stylesheet linked): without that the
 * browser finds them only once the entry has run (entry -> bootstrap -> shared singletons), one
 * round trip per step.
 */
import fs from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Chunk, ChunkGroup, Compilation, Compiler, Module } from 'webpack';

export const FIRST_PAINT_STATS_FILE = 'first-paint-stats.json';
export const FIRST_PAINT_CHUNK = 'first-paint';
export const VISITOR_CHUNK_PREFIX = 'visitor-';

export interface FirstPaintStats {
  prerenderedLanding: boolean;
  prerenderedLocales: string[];
  firstPaint: string[];
  firstPaintHebrew: string[];
  app: string[];
  afterPaint: Record<string, string[]>;
}

/** The attributes build/prerenderLanding.ts puts on #root when index.html carries the landing. */
const PRERENDERED_ROOT = /<div id="root" data-prerendered="landing" data-prerendered-locale="([a-z]+)">/;
/** The inert templates after #root that carry the other languages' landing. */
const PRERENDERED_TEMPLATE = /<template id="prerendered-landing-([a-z]+)">/g;
/** The chunk of the shell's Hebrew messages (src/i18n/catalog.ts). */
const HEBREW_CATALOG_CHUNK = 'i18n-shell-he';

function prerenderedLocalesOf(indexFile: string): string[] {
  if (!fs.existsSync(indexFile)) return [];
  const html = fs.readFileSync(indexFile, 'utf8');
  const root = PRERENDERED_ROOT.exec(html);
  if (!root?.[1]) return [];
  return [root[1], ...[...html.matchAll(PRERENDERED_TEMPLATE)].map((match) => match[1] as string)];
}

const PLUGIN = 'FirstPaintStatsPlugin';

interface ConsumeSharedLike {
  options: { shareKey: string };
}

interface ProvideSharedLike {
  _name: string;
}

function isProvideShared(module: Module): module is Module & ProvideSharedLike {
  return module.constructor.name === 'ProvideSharedModule' && typeof (module as Partial<ProvideSharedLike>)._name === 'string';
}

/** The modules through which the host offers each shared package (their blocks hold its chunks). */
function providersByShareKey(compilation: Compilation): Map<string, Module[]> {
  const providers = new Map<string, Module[]>();
  for (const module of compilation.modules) {
    if (!isProvideShared(module)) continue;
    providers.set(module._name, [...(providers.get(module._name) ?? []), module]);
  }
  return providers;
}

/**
 * Script and style files of chunk groups plus the chunks their consumed shared modules come from: under
 * the shell, a singleton is loaded from the copy the shell provides (loaded-first), so the
 * provider's chunks are followed; the consumer's own fallback only when nothing provides it.
 */
function filesOf(compilation: Compilation, groups: ChunkGroup[], providers: Map<string, Module[]>): string[] {
  const { chunkGraph } = compilation;
  const seenChunks = new Set<Chunk>();
  const queue: Chunk[] = groups.flatMap((group) => group.chunks);
  while (queue.length > 0) {
    const chunk = queue.shift() as Chunk;
    if (seenChunks.has(chunk)) continue;
    seenChunks.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const shareKey = (module as Module & ConsumeSharedLike).options.shareKey;
      const sources = providers.get(shareKey) ?? [module];
      for (const block of sources.flatMap((source) => source.blocks)) {
        const group = chunkGraph.getBlockChunkGroup(block);
        if (group) queue.push(...group.chunks);
      }
    }
  }
  const files = new Set<string>();
  for (const chunk of seenChunks) for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
  return [...files].sort();
}

const isScript = (file: string) => file.endsWith('.js');

function firstPaintGroups(compilation: Compilation): ChunkGroup[] {
  const entry = compilation.entrypoints.get('main');
  const firstPaint = compilation.namedChunkGroups.get(FIRST_PAINT_CHUNK);
  if (!entry || !firstPaint) {
    throw new Error(`${PLUGIN}: no "main" entry or no chunk group named "${FIRST_PAINT_CHUNK}" (see src/index.ts)`);
  }
  return [entry, firstPaint];
}

/** The script files of "app" (see above): the entry, the first-paint group and the singletons they consume. */
export function appScriptFiles(compilation: Compilation): string[] {
  return filesOf(compilation, firstPaintGroups(compilation), providersByShareKey(compilation)).filter(isScript);
}

export class FirstPaintStatsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const inHtml = new Set(
          data.headTags.concat(data.bodyTags).map((tag) => String(tag.attributes.src ?? tag.attributes.href ?? '')),
        );
        const preloads = filesOf(compilation, firstPaintGroups(compilation), providersByShareKey(compilation))
          .filter((file) => !inHtml.has(`${publicPath}${file}`))
          .map((file) =>
            // The stylesheet is applied at once: the prerendered landing paints with it, before any script.
            isScript(file)
              ? HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` })
              : HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'stylesheet', href: `${publicPath}${file}` }),
          );
        data.headTags.push(...preloads);
        return data;
      });
    });
    compiler.hooks.afterEmit.tap(PLUGIN, (compilation) => {
      const providers = providersByShareKey(compilation);
      const appFiles = appScriptFiles(compilation);
      const afterPaint: Record<string, string[]> = {};
      for (const [name, group] of compilation.namedChunkGroups) {
        if (!name.startsWith(VISITOR_CHUNK_PREFIX)) continue;
        afterPaint[name] = filesOf(compilation, [group], providers).filter((file) => isScript(file) && !appFiles.includes(file));
      }
      const outputPath = compilation.outputOptions.path as string;
      // Read back as written: the page with whatever the other plugins put into it.
      const indexFile = path.join(outputPath, 'index.html');
      const prerenderedLocales = prerenderedLocalesOf(indexFile);
      const hebrewCatalog = compilation.namedChunkGroups.get(HEBREW_CATALOG_CHUNK);
      const hebrewFiles = [...new Set([...appFiles, ...(hebrewCatalog ? filesOf(compilation, [hebrewCatalog], providers).filter(isScript) : [])])];
      const stats: FirstPaintStats = {
        prerenderedLanding: prerenderedLocales.length > 0,
        prerenderedLocales,
        firstPaint: prerenderedLocales.includes('en') ? [] : appFiles,
        firstPaintHebrew: prerenderedLocales.includes('he') ? [] : hebrewFiles,
        app: appFiles,
        afterPaint,
      };
      fs.writeFileSync(path.join(outputPath, FIRST_PAINT_STATS_FILE), `${JSON.stringify(stats, null, 2)}\n`);
    });
  }
}
