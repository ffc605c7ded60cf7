// For the layout's tests: the real AppLayout around a stand-in page, as the router mounts it.
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { markFirstPaint } from '../platform/platform';
import { AppLayout } from './AppLayout';

/** Marks the first paint (so the layout's on-demand pieces load) and renders the layout at /somewhere. */
export function renderAppLayout() {
  markFirstPaint();
  return render(
    <MemoryRouter initialEntries={['/somewhere']}>
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="/somewhere" element={<p>the page</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}
