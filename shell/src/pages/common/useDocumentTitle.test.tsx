import '../testing/jsdomPolyfills';
import '@testing-library/jest-dom';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { activateLocale } from '@shalom/shared/i18n';
import { IntroWalkthrough } from '../../intro/IntroWalkthrough';
import { OpenFileScreen } from '../../minimal-screens/OpenFileScreen';
import { ShareTargetScreen } from '../../minimal-screens/ShareTargetScreen';
import { useDocumentTitle } from './useDocumentTitle';
import { useProductTitle } from './useProductTitle';

const USUAL_TITLE = 'Shalom Bayit — strengthen your marriage and family';

function Titled({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

function Untitled() {
  useProductTitle();
  return null;
}

beforeEach(() => {
  document.title = USUAL_TITLE;
});

afterEach(async () => {
  await act(() => activateLocale('en'));
});

test("leaving a titled page puts the product's name back, so the next screen does not show the old title", () => {
  const view = render(<Titled title="Dashboard" />);
  expect(document.title).toBe('Dashboard · Shalom Bayit');
  view.rerender(<Untitled />);
  expect(document.title).toBe('Shalom Bayit');
});

test("a screen without a title of its own shows the product's name in the page's language, and follows a language change", async () => {
  render(<Untitled />);
  expect(document.title).toBe('Shalom Bayit');
  await act(() => activateLocale('he'));
  expect(document.title).toBe('שלום בית');
});

test('the product title does not replace a title a screen set for itself on a language change', async () => {
  render(<Untitled />);
  document.title = 'AI Relationship Guidance';
  await act(() => activateLocale('he'));
  expect(document.title).toBe('AI Relationship Guidance');
});

test.each([
  ['/intro-apk', <IntroWalkthrough key="intro" services={{ supabase: null, userId: null }} />, 'Welcome walkthrough · Shalom Bayit'],
  ['/share-target?text=hi', <ShareTargetScreen key="share" />, 'Shared content · Shalom Bayit'],
  ['/open-file', <OpenFileScreen key="open" />, 'Opened files · Shalom Bayit'],
])("%s names itself in the tab, in the page's language", async (path, element, title) => {
  render(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);
  expect(document.title).toBe(title);
  await act(() => activateLocale('he'));
  expect(document.title).not.toBe(title);
  expect(document.title).toMatch(/ · שלום בית$/);
});
