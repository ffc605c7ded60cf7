/**
 * Where a remote's own prerendered markup goes in a page the shell prerenders: a comment naming the
 * remote (its key in /config.json) and a file of its build's `prerender/` folder. The page's server
 * replaces it with that file, read from the remote's deployed folder as it serves the page
 * (scripts/lib/remotePrerender.mjs), so the markup is always the deployed remote's. A page served
 * without it (another host, the service worker's offline copy) keeps the comment: an empty area,
 * which the variant switch treats as "nothing prerendered here" (landingGate.ts).
 */
export const remotePrerenderSlot = (remote: string, file: string) => `<!--remote-prerender:${remote}/${file}-->`;
