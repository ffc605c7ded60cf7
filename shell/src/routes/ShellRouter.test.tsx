import '../pages/testing/jsdomPolyfills';
import { act, render, screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { ShellRouter } from './ShellRouter';
import { shellNavigation } from './shellNavigation';

function renderShell() {
  return render(
    <ShellRouter>
      <Routes>
        <Route path="/" element={<Link to="/terms">Terms</Link>} />
        <Route path="/terms" element={<h1>Terms page</h1>} />
        <Route path="/privacy" element={<h1>Privacy page</h1>} />
      </Routes>
    </ShellRouter>,
  );
}

describe('ShellRouter on the shell history', () => {
  it('renders what shellNavigation navigates to, and tells its subscribers (the remotes, the guards)', async () => {
    renderShell();
    const seen: string[] = [];
    const stop = shellNavigation.subscribe(() => {
      const { location, action } = shellNavigation.getSnapshot();
      seen.push(`${action} ${location.pathname}`);
    });

    await act(async () => screen.getByRole('link', { name: 'Terms' }).click());
    expect(await screen.findByRole('heading', { name: 'Terms page' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/terms');

    // Relative targets resolve against the current location, as a link would.
    expect(shellNavigation.createHref('privacy?x=1')).toBe('/privacy?x=1');
    await act(async () => shellNavigation.navigate('privacy', { replace: true }));
    expect(await screen.findByRole('heading', { name: 'Privacy page' })).toBeInTheDocument();

    await act(async () => {
      shellNavigation.go(-1);
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(await screen.findByRole('link', { name: 'Terms' })).toBeInTheDocument();
    expect(seen).toEqual(['PUSH /terms', 'REPLACE /privacy', 'POP /']);
    stop();
  });
});
