// The security headers the static server sends: a Content-Security-Policy built from the files it
// serves (each inline <script> of an HTML file allowed by its SHA-256, read from that very file)
// and from /config.json (the backend's REST, storage and realtime origins, remotes on other
// origins, the donation form's target), plus the usual hardening headers.
import crypto from 'node:crypto';
import { parse } from 'parse5';

/**
 * Where the donate form posts when /config.json names no `donation.url`: the shell's default
 * (`shell/src/pages/donation/DonationConfig.ts`, `defaultDonationConfig.url`; a test holds the two
 * together).
 */
export const DEFAULT_DONATION_URL = 'https://www.paypal.com/donate';

/**
 * Browser features the app never uses, switched off for it and anything it might embed. Left
 * alone: notifications and push (not governed by Permissions-Policy) and clipboard-write (the
 * relationships remote copies the connect link).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Sent with every response, whatever its type. */
export const HARDENING_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  // The app's only cross-origin destinations are the deployer's backend, which reads no Referer,
  // and the donation page; neither needs to learn which page of the app a visitor came from.
  'Referrer-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': PERMISSIONS_POLICY,
};

const sha256 = (text) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The CSP hash sources an HTML document needs: one per inline <script> (its text exactly as the
 * browser's parser sees it, which parse5 reproduces: line endings normalised, entities left as
 * they are in script data), and one per inline event-handler attribute (onclick="…"), which only
 * count together with 'unsafe-hashes'. Scripts inside <template>s are included: a template's
 * content may be inserted into the page and then runs.
 * @param {string} html
 * @returns {{ scripts: string[], handlers: string[] }}
 */
export function inlineScriptHashes(html) {
  const scripts = new Set();
  const handlers = new Set();
  const visit = (node) => {
    if (node.attrs) {
      for (const attribute of node.attrs) {
        if (/^on/i.test(attribute.name)) handlers.add(sha256(attribute.value));
      }
      if (node.tagName === 'script' && !node.attrs.some((attribute) => attribute.name === 'src')) {
        scripts.add(sha256(node.childNodes.map((child) => child.value ?? '').join('')));
      }
    }
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(parse(html));
  return { scripts: [...scripts], handlers: [...handlers] };
}

/**
 * The origin of an absolute http(s) URL, or null for a relative, malformed or other-scheme one.
 * Anything that could not stand as one CSP source (a host with ';' or ',') is refused too.
 */
function httpOrigin(value) {
  if (typeof value !== 'string' || value === '') return null;
  let url;
  try {
    url = new URL(value);
  } catch {
    // A path such as /remotes/x/mf-manifest.json: the app's own origin, already 'self'.
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return /^https?:\/\/[A-Za-z0-9.\-[\]:]+$/.test(url.origin) ? url.origin : null;
}

const websocketOrigin = (origin) => origin.replace(/^http/, 'ws');

/**
 * The origins the app reaches, read from its /config.json (the deployers' contract, see
 * runtimeConfig.mjs): the backend (REST, auth, storage, functions; realtime on its ws(s):
 * twin), remotes served from another origin, and the donation form's target.
 * @param {unknown} config the parsed /config.json, or null when there is none
 */
export function originsFromConfig(config) {
  const object = config && typeof config === 'object' ? config : {};
  const backend = httpOrigin(object.supabaseUrl);
  const remotes = new Set();
  if (object.remotes && typeof object.remotes === 'object') {
    for (const url of Object.values(object.remotes)) {
      const origin = httpOrigin(url);
      if (origin) remotes.add(origin);
    }
  }
  const donationUrl =
    object.donation && typeof object.donation === 'object' && typeof object.donation.url === 'string'
      ? object.donation.url
      : DEFAULT_DONATION_URL;
  return { backend, remotes: [...remotes], donation: httpOrigin(donationUrl) };
}

/**
 * @param {{ scripts?: string[], handlers?: string[] }} hashes from inlineScriptHashes (none for a
 *   response that is not an HTML document)
 * @param {{ backend: string | null, remotes: string[], donation: string | null }} origins
 */
export function contentSecurityPolicy({ scripts = [], handlers = [] }, { backend, remotes, donation }) {
  const backendSources = backend ? [backend] : [];
  const handlerSources = handlers.length > 0 ? ["'unsafe-hashes'", ...handlers] : [];
  const directives = [
    ['default-src', "'self'"],
    // The federation runtime loads each remote's remoteEntry.js and chunks by <script> from the
    // remote's origin (here /remotes/<name>/, the app's own).
    ['script-src', "'self'", ...remotes, ...scripts, ...handlerSources],
    // 'unsafe-inline': sonner (toasts) and react-remove-scroll (Radix dialogs, selects) insert
    // <style> elements at run time, and the prerendered index.html carries one. A hash would
    // turn 'unsafe-inline' off for all of them; styles cannot run script.
    ['style-src', "'self'", "'unsafe-inline'", ...remotes],
    // data: the favicon; blob: the feedback form's previews of picked images; the backend: the
    // storage's signed URLs.
    ['img-src', "'self'", 'data:', 'blob:', ...backendSources, ...remotes],
    ['font-src', "'self'", ...remotes],
    [
      'connect-src',
      "'self'",
      ...backendSources,
      ...backendSources.map(websocketOrigin),
      // mf-manifest.json is fetched.
      ...remotes,
    ],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['form-action', "'self'", ...(donation ? [donation] : [])],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['object-src', "'none'"],
  ];
  return directives.map((directive) => [...new Set(directive)].join(' ')).join('; ');
}
