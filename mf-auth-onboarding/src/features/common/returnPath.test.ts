import { destinationAfterOnboarding, destinationAfterSignIn, safeNextPath } from './returnPath';

describe('safeNextPath', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeNextPath('/messages?c=42')).toBe('/messages?c=42');
    expect(safeNextPath('/connect/abc')).toBe('/connect/abc');
  });

  it.each([null, '', 'dashboard', '//evil.example', '/\\evil.example', 'https://evil.example/', '/a\nb'])(
    'refuses %p',
    (raw) => {
      expect(safeNextPath(raw)).toBeNull();
    },
  );
});

describe('destinations', () => {
  it('sends a user who must onboard to /onboarding, carrying next along', () => {
    expect(destinationAfterSignIn(true, null)).toBe('/onboarding');
    expect(destinationAfterSignIn(true, '/messages?c=1')).toBe('/onboarding?next=%2Fmessages%3Fc%3D1');
  });

  it('sends an onboarded user to next, else /dashboard', () => {
    expect(destinationAfterSignIn(false, '/ai')).toBe('/ai');
    expect(destinationAfterSignIn(false, null)).toBe('/dashboard');
  });

  it('sends a saved profile to next, else /relationships', () => {
    expect(destinationAfterOnboarding('/ai')).toBe('/ai');
    expect(destinationAfterOnboarding(null)).toBe('/relationships');
  });
});
