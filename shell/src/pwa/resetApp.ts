// Reset App (spec §2 drawer): clears cookies, local and session storage and the caches, then goes
// to / with source=pwa and first-launch=1. The service worker stays registered (it is the app
// itself, and an installed app without it would not start offline); its caches are emptied and
// refilled on the next load.

export const RESET_APP_TARGET = '/?source=pwa&first-launch=1';

function clearCookies(doc: Document): void {
  for (const cookie of doc.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

export async function resetApp(win: Window = window): Promise<void> {
  clearCookies(win.document);
  try {
    win.localStorage.clear();
    win.sessionStorage.clear();
  } catch {
    // storage unavailable: nothing stored either
  }
  if ('caches' in win) {
    const names = await win.caches.keys();
    await Promise.all(names.map((name) => win.caches.delete(name)));
  }
  win.location.assign(RESET_APP_TARGET);
}
