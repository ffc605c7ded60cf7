// A page the shell prerenders can hold a remote's own prerendered markup (issue 33): the shell's
// build leaves a slot, `<!--remote-prerender:<remote>/<file>-->`, where a remote's area is (the
// sign-in form of /auth is mf-auth-onboarding's), and the remote's build writes that file into its
// own dist/prerender/. The server puts the file into the slot as it serves the page, read from the
// remote's deployed folder: deploying a remote alone changes its prerendered markup with its code,
// and no build ever compiles one app's sources into another's output.
//
// A slot whose file is not there (a remote built before it had one, a remote without that file)
// stays a comment: the area is empty, and the page treats it as "nothing prerendered" (the shell's
// prerender/landingGate.ts and authHandover.ts), so the app renders that visit as without a
// prerender. A remote's file adds markup only: the page's Content-Security-Policy allows the
// shell's own inline scripts by hash, computed from the shell's file, so a script in a fragment
// would not run. Another host must do the same (see the root README, "Prerendered remote screens").
import fs from 'node:fs';
import path from 'node:path';

/** `<!--remote-prerender:mf-auth-onboarding/auth.en.html-->`: a remote key and a file of its prerender/ folder. */
export const REMOTE_PRERENDER_SLOT = /<!--remote-prerender:([a-z0-9-]+)\/([a-z0-9][a-z0-9.-]*\.html)-->/g;

/**
 * `html` with every slot replaced by `readFragment(remote, file)`, or left as it is where that
 * gives null.
 * @param {string} html
 * @param {(remote: string, file: string) => string | null} readFragment
 */
export function fillRemotePrerenders(html, readFragment) {
  return html.replace(REMOTE_PRERENDER_SLOT, (slot, remote, file) => readFragment(remote, file) ?? slot);
}

/** The files a page's slots name, as [remote, file] pairs. */
export function remotePrerenderSlots(html) {
  return [...html.matchAll(REMOTE_PRERENDER_SLOT)].map(([, remote, file]) => [remote, file]);
}

/**
 * Where a remote's prerendered file is on disk: `<remote dist>/prerender/<file>`, or null for a
 * remote this server does not serve. The slot's pattern already keeps the name inside the folder.
 * @param {Record<string, string>} remotes remote key -> its dist folder
 */
export function remotePrerenderFile(remotes, remote, file) {
  const dir = Object.hasOwn(remotes, remote) ? remotes[remote] : undefined;
  return dir ? path.join(path.resolve(dir), 'prerender', file) : null;
}

/** A file's text, or null when it is not there. */
export function readIfExists(filePath) {
  try {
    return fs.readFileSync(filePath, 'utf8');
  } catch {
    return null;
  }
}
