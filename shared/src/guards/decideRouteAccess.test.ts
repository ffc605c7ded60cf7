import { decideRouteAccess, homeForSignedInUser, signInPathFor, type RouteAccessInput } from './decideRouteAccess';

const signedInOnboarded: Omit<RouteAccessInput, 'access' | 'pathname'> = {
  session: 'signed-in',
  onboarding: 'complete',
  staff: 'not-staff',
};

describe('decideRouteAccess', () => {
  describe('public routes (/, /auth, /terms, /feedback, 404 …)', () => {
    it.each(['loading', 'signed-out', 'signed-in'] as const)('render for a %s visitor without waiting', (session) => {
      expect(
        decideRouteAccess({ access: 'public', pathname: '/terms', session, onboarding: 'required', staff: 'unknown' }),
      ).toEqual({ kind: 'render' });
    });

    it('never send a user whose onboarding is required away from /auth', () => {
      expect(
        decideRouteAccess({ access: 'public', pathname: '/auth', session: 'signed-in', onboarding: 'required', staff: 'unknown' }),
      ).toEqual({ kind: 'render' });
    });
  });

  describe('protected routes (/dashboard, /relationships, /ai, /messages …)', () => {
    it('show the Loading spinner while the session is determined', () => {
      expect(
        decideRouteAccess({ access: 'protected', pathname: '/dashboard', session: 'loading', onboarding: 'unknown', staff: 'unknown' }),
      ).toEqual({ kind: 'loading' });
    });

    it('send a visitor with no session to /auth', () => {
      expect(
        decideRouteAccess({ access: 'protected', pathname: '/messages/42', session: 'signed-out', onboarding: 'unknown', staff: 'unknown' }),
      ).toEqual({ kind: 'redirect', to: '/auth' });
    });

    it('show the Loading spinner while the onboarding status loads', () => {
      expect(
        decideRouteAccess({ access: 'protected', pathname: '/ai', session: 'signed-in', onboarding: 'unknown', staff: 'unknown' }),
      ).toEqual({ kind: 'loading' });
    });

    it('send a user whose onboarding is required to /onboarding', () => {
      expect(
        decideRouteAccess({ access: 'protected', pathname: '/relationships', session: 'signed-in', onboarding: 'required', staff: 'unknown' }),
      ).toEqual({ kind: 'redirect', to: '/onboarding' });
    });

    it('render for an onboarded user', () => {
      expect(decideRouteAccess({ access: 'protected', pathname: '/dashboard', ...signedInOnboarded })).toEqual({ kind: 'render' });
    });
  });

  describe('/onboarding (signed in, onboarding not yet required)', () => {
    it('sends a visitor with no session to /auth', () => {
      expect(
        decideRouteAccess({ access: 'signed-in', pathname: '/onboarding', session: 'signed-out', onboarding: 'unknown', staff: 'unknown' }),
      ).toEqual({ kind: 'redirect', to: '/auth' });
    });

    it('waits for the session', () => {
      expect(
        decideRouteAccess({ access: 'signed-in', pathname: '/onboarding', session: 'loading', onboarding: 'unknown', staff: 'unknown' }),
      ).toEqual({ kind: 'loading' });
    });

    it.each(['unknown', 'required', 'complete'] as const)('renders whatever the onboarding status (%s)', (onboarding) => {
      expect(
        decideRouteAccess({ access: 'signed-in', pathname: '/onboarding', session: 'signed-in', onboarding, staff: 'unknown' }),
      ).toEqual({ kind: 'render' });
    });

    it('does not loop a protected /onboarding/ path back to itself', () => {
      expect(
        decideRouteAccess({ access: 'protected', pathname: '/onboarding/', session: 'signed-in', onboarding: 'required', staff: 'unknown' }),
      ).toEqual({ kind: 'render' });
    });
  });

  describe('staff-only /admin/feedback', () => {
    const admin = { access: 'staff', pathname: '/admin/feedback' } as const;

    it('applies the login and onboarding rules first', () => {
      expect(decideRouteAccess({ ...admin, session: 'signed-out', onboarding: 'unknown', staff: 'unknown' })).toEqual({ kind: 'redirect', to: '/auth' });
      expect(decideRouteAccess({ ...admin, session: 'loading', onboarding: 'unknown', staff: 'unknown' })).toEqual({ kind: 'loading' });
      expect(decideRouteAccess({ ...admin, session: 'signed-in', onboarding: 'required', staff: 'staff' })).toEqual({ kind: 'redirect', to: '/onboarding' });
    });

    it('waits for the role check', () => {
      expect(decideRouteAccess({ ...admin, session: 'signed-in', onboarding: 'complete', staff: 'unknown' })).toEqual({ kind: 'loading' });
    });

    it('is forbidden for a signed-in user who is not staff', () => {
      expect(decideRouteAccess({ ...admin, session: 'signed-in', onboarding: 'complete', staff: 'not-staff' })).toEqual({ kind: 'forbidden' });
    });

    it('renders for staff', () => {
      expect(decideRouteAccess({ ...admin, session: 'signed-in', onboarding: 'complete', staff: 'staff' })).toEqual({ kind: 'render' });
    });
  });
});

describe('homeForSignedInUser', () => {
  it('sends a user who must finish onboarding there, everyone else to the dashboard', () => {
    expect(homeForSignedInUser(true)).toBe('/onboarding');
    expect(homeForSignedInUser(false)).toBe('/dashboard');
  });
});

describe('signInPathFor', () => {
  it('carries the wanted path and query to /auth as next', () => {
    expect(signInPathFor('/connect/2b1c2f0e-0000-4000-8000-000000000000')).toBe(
      '/auth?next=%2Fconnect%2F2b1c2f0e-0000-4000-8000-000000000000',
    );
    expect(signInPathFor('/messages', '?c=42')).toBe('/auth?next=%2Fmessages%3Fc%3D42');
  });

  it('sends a visitor from the home page to plain /auth', () => {
    expect(signInPathFor('/')).toBe('/auth');
  });
});
