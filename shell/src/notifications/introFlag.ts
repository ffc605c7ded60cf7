// The intro walkthrough's seen flag (spec §2, §3 local flags): version v1. A later intro with new
// steps bumps the version, so everyone sees it once more.
export const INTRO_SEEN_KEY = 'shalom-bayit.intro-seen';
export const INTRO_VERSION = 'v1';

export function introSeen(): boolean {
  try {
    return localStorage.getItem(INTRO_SEEN_KEY) === INTRO_VERSION;
  } catch {
    return true;
  }
}

export function markIntroSeen(): void {
  try {
    localStorage.setItem(INTRO_SEEN_KEY, INTRO_VERSION);
  } catch {
    // storage unavailable: the intro may show again next visit
  }
}

export function resetIntro(): void {
  try {
    localStorage.removeItem(INTRO_SEEN_KEY);
  } catch {
    // nothing stored
  }
}
