/**
 * /onboarding's page in its own chunk: its form (the date picker, date-fns, Radix select and
 * popover, the picker's CSS) is most of this remote's code, and /auth — the page a visitor opens
 * first — uses none of it. One promise, so the sign-up form can start the download while its
 * request runs (a new account goes to /onboarding next) and the route finds it under way.
 */
let page: Promise<typeof import('./OnboardingPage')> | undefined;

export function loadOnboardingPage(): Promise<typeof import('./OnboardingPage')> {
  page ??= import(/* webpackChunkName: "onboarding" */ './OnboardingPage').catch((error: unknown) => {
    // A failed download (offline, a redeploy) is tried again by the next caller.
    page = undefined;
    throw error;
  });
  return page;
}
