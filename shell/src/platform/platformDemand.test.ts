import type { ShellNavigationSnapshot } from '@shalom/shared';
import { remoteOpenedBy, startPlatformOnDemand } from './platformDemand';
import { hasAuthResultInUrl, hasStoredSession } from './storedSession';

function fakeNavigation(pathname: string) {
  let snapshot = { location: { pathname, search: '', hash: '', state: null, key: 'k' }, action: 'POP' } as unknown as ShellNavigationSnapshot;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => snapshot,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(to: string) {
      snapshot = { ...snapshot, location: { ...snapshot.location, pathname: to } } as ShellNavigationSnapshot;
      for (const listener of [...listeners]) listener();
    },
  };
}

function linkTo(href: string): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = href;
  link.textContent = href;
  document.body.append(link);
  return link;
}

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('maybe signed in, without the client', () => {
  it('finds the session supabase-js keeps under sb-<ref>-auth-token', () => {
    expect(hasStoredSession(localStorage)).toBe(false);
    localStorage.setItem('shalom-bayit.ui-language', 'he');
    expect(hasStoredSession(localStorage)).toBe(false);
    localStorage.setItem('sb-127-auth-token', '{"access_token":"x"}');
    expect(hasStoredSession(localStorage)).toBe(true);
  });

  it('sees a sign-in result in the URL (email link, OAuth or PKCE)', () => {
    expect(hasAuthResultInUrl({ hash: '', search: '' })).toBe(false);
    expect(hasAuthResultInUrl({ hash: '#section', search: '?lang=he' })).toBe(false);
    expect(hasAuthResultInUrl({ hash: '#access_token=a&refresh_token=b&type=signup', search: '' })).toBe(true);
    expect(hasAuthResultInUrl({ hash: '', search: '?code=abc' })).toBe(true);
    expect(hasAuthResultInUrl({ hash: '#error=access_denied&error_description=expired', search: '' })).toBe(true);
  });
});

describe('startPlatformOnDemand', () => {
  it('leaves a signed-out visitor on the landing page without the platform until a route needs it', () => {
    const navigation = fakeNavigation('/');
    const start = jest.fn();
    const stop = startPlatformOnDemand({ navigation, start, preloadRemote: jest.fn() });
    navigation.go('/terms');
    expect(start).not.toHaveBeenCalled();
    navigation.go('/auth');
    expect(start).toHaveBeenCalled();
    stop();
  });

  it('starts at once when the device keeps a session (the signed-in header needs it)', () => {
    localStorage.setItem('sb-127-auth-token', '{"access_token":"x"}');
    const start = jest.fn();
    startPlatformOnDemand({ navigation: fakeNavigation('/'), start, preloadRemote: jest.fn() })();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once on a route that needs it, and in the installed app', () => {
    const onDashboard = jest.fn();
    startPlatformOnDemand({ navigation: fakeNavigation('/dashboard'), start: onDashboard, preloadRemote: jest.fn() })();
    expect(onDashboard).toHaveBeenCalledTimes(1);
    const installed = jest.fn();
    startPlatformOnDemand({ navigation: fakeNavigation('/'), always: true, start: installed, preloadRemote: jest.fn() })();
    expect(installed).toHaveBeenCalledTimes(1);
  });

  it('starts when another tab signs in', () => {
    const start = jest.fn();
    const stop = startPlatformOnDemand({ navigation: fakeNavigation('/'), start, preloadRemote: jest.fn() });
    window.dispatchEvent(new StorageEvent('storage', { key: 'shalom-bayit.ui-language', newValue: 'he' }));
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: 'sb-127-auth-token', newValue: '{}' }));
    expect(start).toHaveBeenCalled();
    stop();
  });

  it('fetches the remote a link opens when the pointer or focus reaches it, not for static pages', () => {
    const start = jest.fn();
    const preloadRemote = jest.fn();
    const stop = startPlatformOnDemand({ navigation: fakeNavigation('/'), start, preloadRemote });
    linkTo('/terms').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(start).not.toHaveBeenCalled();
    linkTo('/auth').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(start).toHaveBeenCalled();
    expect(preloadRemote).toHaveBeenCalledWith('mf-auth-onboarding');
    stop();
    linkTo('/feedback').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloadRemote).toHaveBeenCalledTimes(1);
  });
});

describe('remoteOpenedBy', () => {
  it('names the remote behind a path, or sign-in for a visitor on a guarded one', () => {
    expect(remoteOpenedBy('/auth', false)).toBe('mf-auth-onboarding');
    expect(remoteOpenedBy('/ai', false)).toBe('mf-auth-onboarding');
    expect(remoteOpenedBy('/ai', true)).toBe('mf-ai-guidance');
    expect(remoteOpenedBy('/messages/42', true)).toBe('mf-messages');
    expect(remoteOpenedBy('/feedback', false)).toBe('mf-admin');
    expect(remoteOpenedBy('/dashboard', false)).toBe('mf-auth-onboarding');
    expect(remoteOpenedBy('/dashboard', true)).toBeNull();
    expect(remoteOpenedBy('/terms', false)).toBeNull();
  });
});
