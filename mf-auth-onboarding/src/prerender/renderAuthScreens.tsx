/**
 * Build-time entry (bundled for Node by build/prerenderAuthScreens.ts, never shipped): this
 * remote's /auth screens as a signed-out visitor's first render draws them, for the page's server
 * to put into the shell's prerendered /auth page (the area the shell keeps for this remote). The
 * remote owns this markup: it is built with its code and deployed with it, so a redeploy of this
 * remote alone never leaves an older form on the prerendered page.
 *
 * Every screen the address can choose (`authScreen.ts`: login, sign-up) is one inert <template>,
 * named by `data-screen-template` after the `mode` that chooses it, the first being the screen
 * without one. The shell shows the one the address names before the first paint, and swaps them
 * in place when the visitor follows "Sign up" / "Log in" before this remote runs.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router, createPath, type To } from 'react-router-dom';
import { getEventBus, RemoteServicesProvider, type ShalomSupabaseClient } from '@shalom/shared';
import { activateLocale, type Locale } from '@shalom/shared/i18n';
import type { AuthMode } from '../features/auth/authApi';
import { authHref } from '../features/auth/authScreen';
import { AuthOnboardingRoutes } from '../routes/AuthOnboardingRoutes';

/** The screens prerendered, the one without a `mode` first. */
export const PRERENDERED_SCREENS: readonly AuthMode[] = ['login', 'signup'];

/** One location, no history: what the remote's router renders at that address, minus its effects. */
const staticNavigator = {
  createHref: (to: To) => (typeof to === 'string' ? to : createPath(to)),
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

/**
 * The build has no Supabase client: the sign-in form only needs one to exist (its button is
 * enabled when the shell hands one over) and uses it on submit, which never happens at build time.
 */
const noClientAtBuildTime = new Proxy(
  {},
  {
    get(_target, property) {
      throw new Error(`the prerendered sign-in screen used the Supabase client (${String(property)}) at build time`);
    },
  },
) as ShalomSupabaseClient;

/** One screen as the remote's lifecycles render it (services, a router at its address, the routes). */
function renderScreen(mode: AuthMode): string {
  const address = new URL(authHref(mode, null), 'https://prerender.invalid');
  return renderToString(
    <StrictMode>
      <RemoteServicesProvider services={{ bus: getEventBus(), supabase: noClientAtBuildTime }}>
        <Router location={{ pathname: address.pathname, search: address.search }} navigator={staticNavigator} static>
          <AuthOnboardingRoutes />
        </Router>
      </RemoteServicesProvider>
    </StrictMode>,
  );
}

/** The fragment for `locale`: every prerendered screen, each in its <template>. */
export async function renderAuthScreens(locale: Locale): Promise<string> {
  await activateLocale(locale);
  return PRERENDERED_SCREENS.map((mode) => `<template data-screen-template="${mode}">${renderScreen(mode)}</template>`).join('');
}

/** Every language the screens are prerendered in (the app's languages). */
export { LOCALES } from '@shalom/shared/i18n';
