import '../pages/testing/jsdomPolyfills';
import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { activateLocale } from '@shalom/shared/i18n';
import { NotAuthorised } from './NotAuthorised';

afterEach(async () => {
  await act(() => activateLocale('en'));
});

test("a staff-only screen refused names the tab after the refusal, in the page's language", async () => {
  document.title = 'Shalom Bayit — strengthen your marriage and family';
  render(
    <MemoryRouter initialEntries={['/admin/feedback']}>
      <NotAuthorised />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Not authorised' })).toBeInTheDocument();
  expect(document.title).toBe('Not authorised · Shalom Bayit');
  await act(() => activateLocale('he'));
  expect(await screen.findByRole('heading', { level: 1, name: 'אין הרשאה' })).toBeInTheDocument();
  expect(document.title).toBe('אין הרשאה · שלום בית');
});
