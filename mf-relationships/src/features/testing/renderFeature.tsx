import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { renderRemoteScreen, type TestSession } from '@shalom/shared/remote/testing';
import { SUPABASE_URL } from './fakeSupabaseBackend';

export { findLocation } from '@shalom/shared/remote/testing';

export interface RenderFeatureOptions {
  /** The route pattern the page is mounted on, e.g. '/connect/:id'. */
  path: string;
  /** The address to start at. */
  at: string;
  /** The signed-in user, or 'signed-out' / 'loading'. */
  session: TestSession;
}

/** Renders a page as the shell would, against the msw backend; toasts are collected. */
export function renderFeature(page: ReactElement, { path, at, session }: RenderFeatureOptions) {
  return renderRemoteScreen({ supabaseUrl: SUPABASE_URL, at, session, routes: <Route path={path} element={page} /> });
}

/** Opens a (Radix) select by its label and picks an option, the way a pointer user does. */
export async function chooseOption(user: ReturnType<typeof userEvent.setup>, scope: HTMLElement, label: string, option: string) {
  await user.click(within(scope).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}
