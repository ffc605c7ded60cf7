import { needsPlatformAtOnce } from './platformRoutes';

describe('needsPlatformAtOnce (App starts the platform at its first commit, not after the paint)', () => {
  const visitor = { installed: false, maybeSignedIn: false };

  it('starts at once on the pages whose first paint reads the session', () => {
    for (const path of ['/auth', '/dashboard', '/onboarding', '/messages', '/admin']) {
      expect(needsPlatformAtOnce(path, visitor)).toBe(true);
    }
  });

  it('starts at once on any page when the device may hold a session, and in the installed app', () => {
    expect(needsPlatformAtOnce('/', { installed: false, maybeSignedIn: true })).toBe(true);
    expect(needsPlatformAtOnce('/', { installed: true, maybeSignedIn: false })).toBe(true);
  });

  it("leaves a visitor's landing and static pages without it", () => {
    for (const path of ['/', '/terms', '/privacy', '/how-it-works', '/roadmap']) {
      expect(needsPlatformAtOnce(path, visitor)).toBe(false);
    }
  });
});
