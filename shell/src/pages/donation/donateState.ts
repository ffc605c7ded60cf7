// The location state the intro's Donate Now leaves on /donate, so the page can lead back to the
// step the visitor left (the intro's own entry keeps that step in its state).
export const FROM_INTRO_STATE = { fromIntro: true } as const;

export function cameFromIntro(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { fromIntro?: unknown }).fromIntro === true;
}
