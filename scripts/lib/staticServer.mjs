// Serves the production builds: the shell at /, each remote under /remotes/<name>/ (so every
// remote stays a self-contained deployable folder), and the runtime /config.json. Every response
// carries a Content-Security-Policy and the hardening headers of securityHeaders.mjs; an HTML
// file's policy allows its own inline scripts by hash, computed from the file as served.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
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

const gzipCache = new Map();
function gzipped(filePath, stat) {
  const key = `${filePath}:${stat.mtimeMs}:${stat.size}`;
  let body = gzipCache.get(key);
  if (!body) {
    body = zlib.gzipSync(fs.readFileSync(filePath));
    gzipCache.set(key, body);
  }
  return body;
}

const versionOf = (found) => (found ? `${found.stat.mtimeMs}:${found.stat.size}` : 'none');

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

function send(req, res, found, cacheControl, policyFor) {
  const ext = path.extname(found.filePath).toLowerCase();
  const headers = {
    'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
    'Last-Modified': found.stat.mtime.toUTCString(),
    // The worker (sw.js) runs under the policy of its own response; a document under its file's.
    ...securityHeaders(policyFor, ext === '.html' ? found : null),
    // Remotes may be fetched from another origin (a shell deployed elsewhere).
    'Access-Control-Allow-Origin': '*',
    Vary: 'Accept-Encoding',
  };
  const acceptsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  let body;
  if (acceptsGzip && COMPRESSIBLE.has(ext) && found.stat.size > 512) {
    body = gzipped(found.filePath, found.stat);
    headers['Content-Encoding'] = 'gzip';
  } else {
    body = fs.readFileSync(found.filePath);
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
  return http.createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', ...securityHeaders(policyFor) });
      res.end();
      return;
    }
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');

    if (pathname === '/config.json') {
      const found = fileIfExists(configFile);
      return found ? send(req, res, found, 'no-cache', policyFor) : notFound(res, policyFor);
    }

    const remoteMatch = /^\/remotes\/([a-z0-9-]+)(\/.*)?$/.exec(pathname);
    if (remoteMatch) {
      const remoteDir = remotes[remoteMatch[1]];
      const target = remoteDir && safeJoin(path.resolve(remoteDir), remoteMatch[2] ?? '/');
      const found = target && fileIfExists(target);
      return found ? send(req, res, found, cacheControlFor(found.filePath), policyFor) : notFound(res, policyFor);
    }

    const target = safeJoin(shellRoot, pathname);
    const found = target && fileIfExists(target);
    if (found) return send(req, res, found, cacheControlFor(found.filePath), policyFor);
    // SPA fallback: client routes (/messages/42) get index.html; missing assets stay 404.
    if (path.extname(pathname) === '') {
      const index = fileIfExists(path.join(shellRoot, 'index.html'));
      if (index) return send(req, res, index, 'no-cache', policyFor);
    }
    return notFound(res, policyFor);
  });
}
