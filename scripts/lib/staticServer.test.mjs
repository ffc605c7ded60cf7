// The static server's security headers (`node --test scripts/lib`, run by `npm test`): every
// response carries them, and an HTML file's Content-Security-Policy allows exactly the inline
// scripts that file holds, by hashes that follow the file and /config.json as they change.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { DEFAULT_DONATION_URL } from './securityHeaders.mjs';
import { createStaticServer } from './staticServer.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// The inline scripts of the fixture page, as a browser hashes them (line endings normalised to
// LF by its parser; the file below has CRLF, as a build on Windows would write it).
const GATE = 'document.documentElement.lang = "he"; document.title = "שלום בית";\n';
const AFTER_TEMPLATE = '!function(d){d.getElementById("root").hidden=false}(document);';
const IN_TEMPLATE = 'console.info("inserted later")';
const hashOf = (text) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const indexHtml = (gate) =>
  [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<script>${gate}</script>`,
    '<style>#root{display:none}</style>',
    '<script defer src="/main.0123abcd.js"></script>',
    '</head><body><div id="root"></div>',
    `<template id="later"><p>later</p><script>${IN_TEMPLATE}</script></template>`,
    `<script>${AFTER_TEMPLATE}</script>`,
    '</body></html>',
  ]
    .join('\n')
    .replace(/\n/g, '\r\n');

const config = {
  supabaseUrl: 'https://api.example.org',
  supabaseAnonKey: 'anon',
  remotes: {
    'mf-here': '/remotes/mf-here/mf-manifest.json',
    'mf-elsewhere': 'https://cdn.example.net/mf-elsewhere/mf-manifest.json',
  },
  donation: { url: 'https://pay.example.com/give' },
};

/** The policy as directive name -> its sources. */
function directives(policy) {
  assert.ok(policy, 'a Content-Security-Policy header');
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** The hashes of every inline <script> in html, found by a plain scan independent of the server's parser. */
function inlineScriptsOf(html) {
  return [...html.replace(/\r\n/g, '\n').matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => hashOf(match[1]));
}

describe('static server security headers', () => {
  let folder;
  let server;
  let origin;
  const file = (...parts) => path.join(folder, ...parts);
  const get = (urlPath) => fetch(`${origin}${urlPath}`);
  /** Writes a file with an mtime clearly after the previous one (a rebuild within the same ms). */
  const rewrite = (target, text) => {
    const before = fs.statSync(target).mtimeMs;
    fs.writeFileSync(target, text);
    const later = new Date(before + 2000);
    fs.utimesSync(target, later, later);
  };

  before(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shalom-static-'));
    fs.mkdirSync(file('shell'));
    fs.mkdirSync(file('mf-here'));
    fs.writeFileSync(file('shell', 'index.html'), indexHtml(GATE));
    fs.writeFileSync(
      file('shell', 'offline.html'),
      '<!doctype html><html><body><button onclick="location.reload()">Try again</button></body></html>',
    );
    fs.writeFileSync(file('shell', 'sw.js'), 'self.addEventListener("fetch", () => {});');
    fs.writeFileSync(file('mf-here', 'remoteEntry.js'), 'var mf_here = {};');
    fs.writeFileSync(file('config.json'), JSON.stringify(config));
    server = createStaticServer({
      shellDir: file('shell'),
      remotes: { 'mf-here': file('mf-here') },
      configFile: file('config.json'),
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${server.address().port}`;
  });

  after(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(folder, { recursive: true, force: true });
  });

  test('index.html allows its own inline scripts by hash, and nothing inline besides', async () => {
    const response = await get('/');
    assert.equal(response.status, 200);
    const html = await response.text();
    const csp = directives(response.headers.get('content-security-policy'));
    const served = inlineScriptsOf(html);
    assert.deepEqual(served.sort(), [hashOf(GATE), hashOf(IN_TEMPLATE), hashOf(AFTER_TEMPLATE)].sort());
    assert.deepEqual(csp['script-src'].sort(), ["'self'", 'https://cdn.example.net', ...served].sort());
    for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", '*', 'data:', 'blob:']) {
      assert.ok(!csp['script-src'].includes(unsafe), `script-src has no ${unsafe}`);
    }
  });

  test('the policy names the backend, its realtime socket, remotes elsewhere and the donation target', async () => {
    const csp = directives((await get('/')).headers.get('content-security-policy'));
    assert.deepEqual(csp['default-src'], ["'self'"]);
    assert.deepEqual(csp['connect-src'], [
      "'self'",
      'https://api.example.org',
      'wss://api.example.org',
      'https://cdn.example.net',
    ]);
    assert.deepEqual(csp['img-src'], ["'self'", 'data:', 'blob:', 'https://api.example.org', 'https://cdn.example.net']);
    assert.deepEqual(csp['style-src'], ["'self'", "'unsafe-inline'", 'https://cdn.example.net']);
    assert.deepEqual(csp['worker-src'], ["'self'"]);
    assert.deepEqual(csp['manifest-src'], ["'self'"]);
    assert.deepEqual(csp['form-action'], ["'self'", 'https://pay.example.com']);
    assert.deepEqual(csp['frame-ancestors'], ["'none'"]);
    assert.deepEqual(csp['base-uri'], ["'self'"]);
    assert.deepEqual(csp['object-src'], ["'none'"]);
  });

  test('every response carries the hardening headers', async () => {
    for (const urlPath of ['/', '/messages/42', '/sw.js', '/config.json', '/remotes/mf-here/remoteEntry.js', '/missing.js']) {
      const response = await get(urlPath);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', urlPath);
      assert.equal(response.headers.get('referrer-policy'), 'same-origin', urlPath);
      assert.equal(response.headers.get('x-frame-options'), 'DENY', urlPath);
      const permissions = response.headers.get('permissions-policy') ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        assert.match(permissions, new RegExp(`(^|, )${feature}=\\(\\)(,|$)`), `${urlPath}: ${feature} off`);
      }
      assert.doesNotMatch(permissions, /clipboard-write/, 'the connect link is still copied');
      assert.ok(response.headers.get('content-security-policy'), `${urlPath}: a policy`);
    }
    const refused = await fetch(`${origin}/`, { method: 'POST' });
    assert.equal(refused.status, 405);
    assert.equal(refused.headers.get('x-frame-options'), 'DENY');
  });

  test('a client route gets index.html with its policy; the worker and other files allow no inline script', async () => {
    const index = (await get('/')).headers.get('content-security-policy');
    assert.equal((await get('/messages/42')).headers.get('content-security-policy'), index);
    for (const urlPath of ['/sw.js', '/remotes/mf-here/remoteEntry.js', '/missing.js']) {
      const csp = directives((await get(urlPath)).headers.get('content-security-policy'));
      assert.deepEqual(csp['script-src'], ["'self'", 'https://cdn.example.net'], urlPath);
      assert.deepEqual(csp['connect-src'], directives(index)['connect-src'], urlPath);
    }
  });

  test("an inline event handler is allowed by its hash with 'unsafe-hashes', in its own file only", async () => {
    const csp = directives((await get('/offline.html')).headers.get('content-security-policy'));
    assert.deepEqual(csp['script-src'], [
      "'self'",
      'https://cdn.example.net',
      "'unsafe-hashes'",
      hashOf('location.reload()'),
    ]);
  });

  test('a rebuilt index.html is served with the hashes of its new scripts', async () => {
    const changed = 'document.title = "rebuilt";';
    rewrite(file('shell', 'index.html'), indexHtml(changed));
    const response = await get('/');
    const csp = directives(response.headers.get('content-security-policy'));
    assert.ok(csp['script-src'].includes(hashOf(changed)));
    assert.ok(!csp['script-src'].includes(hashOf(GATE)), 'the old script is no longer allowed');
    assert.deepEqual(
      csp['script-src'].filter((source) => source.startsWith("'sha256-")).sort(),
      inlineScriptsOf(await response.text()).sort(),
    );
    rewrite(file('shell', 'index.html'), indexHtml(GATE));
  });

  test('a rewritten /config.json moves the backend in the policy; a broken one leaves only the own origin', async () => {
    rewrite(file('config.json'), JSON.stringify({ ...config, supabaseUrl: 'http://localhost:54321', donation: undefined }));
    let csp = directives((await get('/')).headers.get('content-security-policy'));
    assert.deepEqual(csp['connect-src'].slice(0, 3), ["'self'", 'http://localhost:54321', 'ws://localhost:54321']);
    assert.deepEqual(csp['form-action'], ["'self'", new URL(DEFAULT_DONATION_URL).origin]);

    rewrite(file('config.json'), '{"supabaseUrl": "https://api.exa');
    csp = directives((await get('/')).headers.get('content-security-policy'));
    assert.deepEqual(csp['connect-src'], ["'self'"]);
    assert.ok(csp['script-src'].includes(hashOf(GATE)), 'the inline scripts still run');

    rewrite(file('config.json'), JSON.stringify(config));
  });

  test('a config value that is not a plain http(s) origin never reaches the header', async () => {
    rewrite(
      file('config.json'),
      JSON.stringify({
        ...config,
        // The URL parser takes these as hosts.
        supabaseUrl: 'http://a;script-src',
        remotes: { x: 'javascript:alert(1)', y: 'data:text/javascript,1' },
        donation: { url: 'https://pay.example.com,*' },
      }),
    );
    const policy = (await get('/')).headers.get('content-security-policy');
    assert.equal(policy.split(';').length, 12, 'the twelve directives, no injected one');
    assert.doesNotMatch(policy, /http:\/\/a|javascript:|data:text|\*/);
    const csp = directives(policy);
    assert.deepEqual(csp['connect-src'], ["'self'"]);
    assert.deepEqual(csp['form-action'], ["'self'"]);
    rewrite(file('config.json'), JSON.stringify(config));
  });

  test("the default donation target is the shell's", () => {
    const source = fs.readFileSync(path.join(repo, 'shell/src/pages/donation/DonationConfig.ts'), 'utf8');
    const shellDefault = /defaultDonationConfig[^{]*\{[^}]*?\burl:\s*'([^']+)'/.exec(source)?.[1];
    assert.equal(DEFAULT_DONATION_URL, shellDefault);
  });
});

// Issue 33: a page the shell prerenders keeps slots for remotes' own prerendered markup, which the
// server fills from the remote's deployed folder as it serves the page.
describe("static server: remotes' prerendered markup in the shell's pages", () => {
  const SLOT_EN = '<!--remote-prerender:mf-here/auth.en.html-->';
  const SLOT_OTHER = '<!--remote-prerender:mf-unknown/auth.en.html-->';
  const page = `<!doctype html><html><head><script>${GATE}</script></head><body><div id="root"></div><template id="t"><div data-remote="mf-here"><div>${SLOT_EN}</div></div><div>${SLOT_OTHER}</div></template></body></html>`;
  let folder;
  let server;
  let origin;
  const file = (...parts) => path.join(folder, ...parts);
  const text = async (urlPath, init) => (await fetch(`${origin}${urlPath}`, init)).text();
  /** Writes a file with an mtime clearly after the previous one (a redeploy within the same ms). */
  const deploy = (target, contents) => {
    const before = fs.existsSync(target) ? fs.statSync(target).mtimeMs : Date.now();
    fs.writeFileSync(target, contents);
    const later = new Date(before + 2000);
    fs.utimesSync(target, later, later);
  };

  before(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shalom-prerender-'));
    fs.mkdirSync(file('shell'));
    fs.mkdirSync(file('mf-here', 'prerender'), { recursive: true });
    fs.writeFileSync(file('shell', 'index.html'), page);
    fs.writeFileSync(file('mf-here', 'prerender', 'auth.en.html'), '<template data-screen-template="login"><form>first</form></template>');
    fs.writeFileSync(file('config.json'), JSON.stringify(config));
    server = createStaticServer({ shellDir: file('shell'), remotes: { 'mf-here': file('mf-here') }, configFile: file('config.json') });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${server.address().port}`;
  });

  after(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(folder, { recursive: true, force: true });
  });

  test("fills a slot with the remote's file, on every path the page answers, gzipped or not", async () => {
    for (const urlPath of ['/', '/auth', '/index.html']) {
      for (const encoding of ['gzip', 'identity']) {
        const html = await text(urlPath, { headers: { 'accept-encoding': encoding } });
        assert.ok(html.includes('<div data-remote="mf-here"><div><template data-screen-template="login"><form>first</form></template></div></div>'), `${urlPath} ${encoding}`);
        assert.ok(!html.includes(SLOT_EN), urlPath);
      }
    }
  });

  test('a slot of a remote this server does not serve stays empty (a comment)', async () => {
    assert.ok((await text('/auth')).includes(`<div>${SLOT_OTHER}</div>`));
  });

  test('a remote deployed alone is in the next response; a removed file leaves the slot empty', async () => {
    deploy(file('mf-here', 'prerender', 'auth.en.html'), '<template data-screen-template="login"><form>second</form></template>');
    const html = await text('/auth');
    assert.ok(html.includes('<form>second</form>'));
    assert.ok(!html.includes('<form>first</form>'));
    fs.rmSync(file('mf-here', 'prerender', 'auth.en.html'));
    assert.ok((await text('/auth')).includes(`<div data-remote="mf-here"><div>${SLOT_EN}</div></div>`));
    deploy(file('mf-here', 'prerender', 'auth.en.html'), '<template data-screen-template="login"><form>first</form></template>');
  });

  test("a script in a remote's file is not allowed by the page's policy", async () => {
    deploy(file('mf-here', 'prerender', 'auth.en.html'), `<p>x</p><script>${IN_TEMPLATE}</script>`);
    const response = await fetch(`${origin}/auth`);
    const html = await response.text();
    assert.ok(html.includes(IN_TEMPLATE));
    const csp = directives(response.headers.get('content-security-policy'));
    assert.ok(csp['script-src'].includes(hashOf(GATE)));
    assert.ok(!csp['script-src'].includes(hashOf(IN_TEMPLATE)));
    deploy(file('mf-here', 'prerender', 'auth.en.html'), '<template data-screen-template="login"><form>first</form></template>');
  });

  test("a remote's own files are served as stored", async () => {
    const fragment = await text('/remotes/mf-here/prerender/auth.en.html');
    assert.equal(fragment, '<template data-screen-template="login"><form>first</form></template>');
  });
});
