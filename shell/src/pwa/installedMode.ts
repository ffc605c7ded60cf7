// Native or installed mode (spec §2): the app runs as an installed web app (display-mode
// standalone, fullscreen, minimal-ui or window-controls-overlay; iOS home screen), or inside a
// native wrapper that opens it with ?source=pwa / an android-app:// referrer.

const INSTALLED_DISPLAY_MODES = ['standalone', 'fullscreen', 'minimal-ui', 'window-controls-overlay'];
const INSTALLED_FLAG = 'shalom-bayit.installed-launch';

export function isInstalledMode(win: Window = window): boolean {
  const media = INSTALLED_DISPLAY_MODES.some((mode) => win.matchMedia?.(`(display-mode: ${mode})`).matches);
  const iosHomeScreen = (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  const androidWrapper = win.document.referrer.startsWith('android-app://');
  let launchedInstalled = false;
  try {
    // The manifest's start_url carries ?source=pwa; remembered for the whole visit (tab session).
    if (new URLSearchParams(win.location.search).get('source') === 'pwa') win.sessionStorage.setItem(INSTALLED_FLAG, '1');
    launchedInstalled = win.sessionStorage.getItem(INSTALLED_FLAG) === '1';
  } catch {
    launchedInstalled = false;
  }
  return media || iosHomeScreen || androidWrapper || launchedInstalled;
}
