// Serves the production builds: the shell at /, each remote under /remotes/<name>/ (so every
// remote stays a self-contained deployable folder), and the runtime /config.json. Every response
// carries a Content-Security-Policy and the hardening headers of securityHeaders.mjs; an HTML
// file's policy allows its own inline scripts by hash, computed from the file as served.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { fillRemotePrerenders, readIfExists, remotePrerenderFile, remotePrerenderSlots } from './remotePrerender.mjs';
import { contentSecurityPolicy, HARDENING_HEADERS, inlineScriptHashes, originsFromConfig } from './securityHeaders.mjs';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.webmanifest']);
/** Files whose names change with their content may be cached forever. */
const HASHED_NAME = /\.[0-9a-f]{8,}\.(?:js|css|mjs)$/;
/** Entry points that must always be revalidated: they point at the hashed files of the current deploy. */
const ALWAYS_REVALIDATE = new Set(['index.html', 'config.json', 'remoteEntry.js', 'mf-manifest.json', 'sw.js']);

function cacheControlFor(filePath) {
  const base = path.basename(filePath);
  if (ALWAYS_REVALIDATE.has(base)) return 'no-cache';
  if (HASHED_NAME.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** Resolves urlPath inside root, refusing anything that escapes it (../, encoded or not). */
function safeJoin(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const resolved = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return resolved === root || resolved.startsWith(root + path.sep) ? resolved : null;
}

function fileIfExists(filePath) {
  try {
    const stat = fs.statSync(filePath);
    return stat.isFile() ? { filePath, stat } : null;
  } catch {
    return null;
  }
}

const versionOf = (found) => (found ? `${found.stat.mtimeMs}:${found.stat.size}` : 'none');

/**
 * The bytes served for a file (`body`, and `gzip()` for them gzipped, kept while the file is the
 * same): as stored, or, for a page of the shell (`fillSlots`), with the remotes' prerendered markup
 * in its slots (remotePrerender.mjs), kept while neither the page nor a file it takes in changes —
 * a remote deployed alone is in the next response, without a restart.
 */
function contents(remotes) {
  const gzipCache = new Map();
  const pages = new Map();
  const served = (key, body, modified) => ({
    body,
    modified,
    gzip() {
      let zipped = gzipCache.get(key);
      if (!zipped) {
        zipped = zlib.gzipSync(body);
        gzipCache.set(key, zipped);
      }
      return zipped;
    },
  });
  return (found, fillSlots) => {
    const pageVersion = versionOf(found);
    const plainKey = `${found.filePath}:${pageVersion}`;
    if (!fillSlots) return served(plainKey, fs.readFileSync(found.filePath), found.stat.mtime);
    const previous = pages.get(found.filePath);
    // A page's slots are looked for once per version of the page.
    const slots = previous?.pageVersion === pageVersion ? previous.slots : remotePrerenderSlots(fs.readFileSync(found.filePath, 'utf8'));
    const fragments = slots.map(([remote, file]) => fileIfExists(remotePrerenderFile(remotes, remote, file) ?? ''));
    const version = [pageVersion, ...fragments.map(versionOf)].join('|');
    if (previous?.version === version) return previous.served;
    const html = fillRemotePrerenders(fs.readFileSync(found.filePath, 'utf8'), (remote, file) => readIfExists(remotePrerenderFile(remotes, remote, file) ?? ''));
    // The newest of the page and what it takes in.
    const modified = new Date(Math.max(found.stat.mtimeMs, ...fragments.map((fragment) => fragment?.stat.mtimeMs ?? 0)));
    const entry = { pageVersion, slots, version, served: served(`${found.filePath}:${version}`, Buffer.from(html, 'utf8'), modified) };
    pages.set(found.filePath, entry);
    return entry.served;
  };
}

/**
 * The policy for one response, kept while neither the HTML file nor /config.json changes: a
 * rebuilt index.html (new inline scripts) or a rewritten config (another backend) takes effect
 * with the next request, without a restart.
 */
function policies(configFile) {
  const cache = new Map();
  let config = { version: null, origins: null };
  const origins = () => {
    const found = fileIfExists(configFile);
    const version = versionOf(found);
    if (config.version !== version) {
      let parsed = null;
      try {
        parsed = found ? JSON.parse(fs.readFileSync(configFile, 'utf8')) : null;
      } catch {
        // Half a config is no config: the policy then allows only the app's own origin.
      }
      config = { version, origins: originsFromConfig(parsed) };
      cache.clear();
    }
    return config.origins;
  };
  /** @param {{ filePath: string, stat: fs.Stats } | null} htmlFile the HTML document served, if any */
  return (htmlFile) => {
    const current = origins();
    // One entry per file (its latest version), '' for every response that is not a document.
    const key = htmlFile ? htmlFile.filePath : '';
    const version = versionOf(htmlFile);
    let entry = cache.get(key);
    if (!entry || entry.version !== version) {
      const hashes = htmlFile ? inlineScriptHashes(fs.readFileSync(htmlFile.filePath, 'utf8')) : {};
      entry = { version, policy: contentSecurityPolicy(hashes, current) };
      cache.set(key, entry);
    }
    return entry.policy;
  };
}

function securityHeaders(policyFor, htmlFile = null) {
  return { ...HARDENING_HEADERS, 'Content-Security-Policy': policyFor(htmlFile) };
}

/** Sends `found` as `served` (its bytes: see contents()). */
function send(req, res, found, served, cacheControl, policyFor) {
  const ext = path.extname(found.filePath).toLowerCase();
  const headers = {
    'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
    'Last-Modified': served.modified.toUTCString(),
    // The worker (sw.js) runs under the policy of its own response; a document under its file's.
    ...securityHeaders(policyFor, ext === '.html' ? found : null),
    // Remotes may be fetched from another origin (a shell deployed elsewhere).
    'Access-Control-Allow-Origin': '*',
    Vary: 'Accept-Encoding',
  };
  const acceptsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  let body = served.body;
  if (acceptsGzip && COMPRESSIBLE.has(ext) && body.length > 512) {
    body = served.gzip();
    headers['Content-Encoding'] = 'gzip';
  }
  headers['Content-Length'] = body.length;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function notFound(res, policyFor) {
  res.writeHead(404, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-cache',
    ...securityHeaders(policyFor),
  });
  res.end('Not found');
}

/**
 * @param {{ shellDir: string, remotes: Record<string, string>, configFile: string }} options
 *   shellDir: the shell's dist; remotes: name -> dist folder; configFile: the runtime config.json.
 */
export function createStaticServer({ shellDir, remotes, configFile }) {
  const shellRoot = path.resolve(shellDir);
  const policyFor = policies(configFile);
  const contentsOf = contents(remotes);
  // A page of the shell gets the remotes' prerendered markup in its slots; every other file is as stored.
  const sendFile = (req, res, found, cacheControl) =>
    send(req, res, found, contentsOf(found, found.filePath.startsWith(shellRoot + path.sep) && found.filePath.endsWith('.html')), cacheControl, policyFor);
  return http.createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', ...securityHeaders(policyFor) });
      res.end();
      return;
    }
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');

    if (pathname === '/config.json') {
      const found = fileIfExists(configFile);
      return found ? sendFile(req, res, found, 'no-cache') : notFound(res, policyFor);
    }

    const remoteMatch = /^\/remotes\/([a-z0-9-]+)(\/.*)?$/.exec(pathname);
    if (remoteMatch) {
      const remoteDir = remotes[remoteMatch[1]];
      const target = remoteDir && safeJoin(path.resolve(remoteDir), remoteMatch[2] ?? '/');
      const found = target && fileIfExists(target);
      return found ? sendFile(req, res, found, cacheControlFor(found.filePath)) : notFound(res, policyFor);
    }

    const target = safeJoin(shellRoot, pathname);
    const found = target && fileIfExists(target);
    if (found) return sendFile(req, res, found, cacheControlFor(found.filePath));
    // SPA fallback: client routes (/messages/42) get index.html; missing assets stay 404.
    if (path.extname(pathname) === '') {
      const index = fileIfExists(path.join(shellRoot, 'index.html'));
      if (index) return sendFile(req, res, index, 'no-cache');
    }
    return notFound(res, policyFor);
  });
}
