import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import {
  LOCALE_STORAGE_KEY,
  activateLocale,
  activeLocale,
  defineCatalog,
  formatDate,
  localeFromBrowserLanguages,
  rememberLocale,
  rememberedLocale,
  useLocale,
} from './index';
import { Trans } from './Trans';

const en = {
  greeting: 'Hello {name}',
  farewell: 'Goodbye',
  selected: '{count} selected',
  privacy: 'Read our <0>Privacy Policy</0>.',
} as const;

const he = {
  greeting: 'שלום {name}',
  farewell: 'להתראות',
  selected: '{count, plural, one {נבחרה שפה אחת} two {נבחרו שתי שפות} other {נבחרו # שפות}}',
  privacy: 'כדאי לקרוא את <0>מדיניות הפרטיות</0>.',
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

afterEach(async () => {
  await act(() => activateLocale('en'));
  localStorage.clear();
});

describe('choosing the first language', () => {
  it('follows the browser: Hebrew for he and the legacy iw code, English otherwise', () => {
    expect(localeFromBrowserLanguages(['he-IL', 'en-US'])).toBe('he');
    expect(localeFromBrowserLanguages(['iw'])).toBe('he');
    expect(localeFromBrowserLanguages(['fr-FR', 'he'])).toBe('he');
    expect(localeFromBrowserLanguages(['fr-FR', 'de'])).toBe('en');
    expect(localeFromBrowserLanguages([])).toBe('en');
  });

  it('remembers an explicit choice on this device and ignores anything else stored there', () => {
    expect(rememberedLocale()).toBeNull();
    rememberLocale('he');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('he');
    expect(rememberedLocale()).toBe('he');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'klingon');
    expect(rememberedLocale()).toBeNull();
  });
});

describe('a catalog', () => {
  it('speaks English at once, and Hebrew with its own plural forms once activated', async () => {
    const catalog = defineCatalog({ namespace: 'test-plural', en, translations: { he: async () => ({ default: he }) } });
    expect(catalog.t('greeting', { name: 'Dana' })).toBe('Hello Dana');
    expect(catalog.t('selected', { count: 2 })).toBe('2 selected');

    await act(() => activateLocale('he'));
    expect(activeLocale()).toBe('he');
    expect(catalog.t('greeting', { name: 'Dana' })).toBe('שלום Dana');
    expect(catalog.t('selected', { count: 1 })).toBe('נבחרה שפה אחת');
    expect(catalog.t('selected', { count: 2 })).toBe('נבחרו שתי שפות');
    expect(catalog.t('selected', { count: 7 })).toBe('נבחרו 7 שפות');
  });

  it('sets <html lang dir> when the language changes', async () => {
    defineCatalog({ namespace: 'test-dir', en, translations: { he: async () => ({ default: he }) } });
    await act(() => activateLocale('he'));
    expect(document.documentElement).toHaveAttribute('lang', 'he');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await act(() => activateLocale('en'));
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('shows English for a message the translation lacks, and says so in development', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { farewell: _left, ...withoutFarewell } = he;
    const catalog = defineCatalog({ namespace: 'test-missing', en, translations: { he: async () => ({ default: withoutFarewell }) } });
    await act(() => activateLocale('he'));
    expect(catalog.t('farewell')).toBe('Goodbye');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/"test-missing" lacks 1 message.*farewell/));
    warn.mockRestore();
  });

  it('keeps English for a namespace whose translation cannot be downloaded, and tries again on the next switch', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: he });
    const catalog = defineCatalog({ namespace: 'test-offline', en, translations: { he: loader } });
    await act(() => activateLocale('he'));
    expect(catalog.t('greeting', { name: 'Dana' })).toBe('Hello Dana');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('could not load the he messages of "test-offline"'), expect.any(Error));

    await act(() => activateLocale('en'));
    await act(() => activateLocale('he'));
    expect(catalog.t('greeting', { name: 'Dana' })).toBe('שלום Dana');
    error.mockRestore();
  });

  it('does not fetch a translation until its language is chosen', async () => {
    const loader = jest.fn(async () => ({ default: he }));
    defineCatalog({ namespace: 'test-lazy', en, translations: { he: loader } });
    expect(loader).not.toHaveBeenCalled();
    await act(() => activateLocale('he'));
    expect(loader).toHaveBeenCalledTimes(1);
  });
});

describe('in React', () => {
  it('re-renders every component in the new language, with markup from the message', async () => {
    const catalog = defineCatalog({ namespace: 'test-react', en, translations: { he: async () => ({ default: he }) } });
    function Page() {
      const t = catalog.useT();
      const { dir } = useLocale();
      return (
        <div data-testid="page" data-dir={dir}>
          <h1>{t('greeting', { name: 'Dana' })}</h1>
          <Trans catalog={catalog} id="privacy" components={{ 0: <a href="/privacy" /> }} />
        </div>
      );
    }
    render(<Page />);
    expect(screen.getByRole('heading')).toHaveTextContent('Hello Dana');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');

    await act(() => activateLocale('he'));
    expect(screen.getByRole('heading')).toHaveTextContent('שלום Dana');
    expect(screen.getByRole('link', { name: 'מדיניות הפרטיות' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByTestId('page')).toHaveAttribute('data-dir', 'rtl');
  });

  it('waits (Suspense) for a catalog that arrives after the switch, instead of flashing English', async () => {
    await act(() => activateLocale('he'));
    const arrival = deferred<{ default: typeof he }>();
    const catalog = defineCatalog({ namespace: 'test-late', en, translations: { he: () => arrival.promise } });
    function Late() {
      return <p>{catalog.useT()('greeting', { name: 'Dana' })}</p>;
    }
    // Awaited: React 19 only resumes a component suspended inside an awaited act.
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <Late />
        </Suspense>,
      );
    });
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => arrival.resolve({ default: he }));
    expect(await screen.findByText('שלום Dana')).toBeInTheDocument();
  });

  it('formats dates with Intl in the active language', async () => {
    const date = new Date(2026, 10, 21);
    expect(formatDate(date, { dateStyle: 'long' })).toBe('November 21, 2026');
    await act(() => activateLocale('he'));
    expect(formatDate(date, { dateStyle: 'long' })).toBe('21 בנובמבר 2026');
  });
});

describe('a catalog arriving with a lazy chunk', () => {
  it('does not render the translated components already on screen again, and still speaks at once', async () => {
    const shown = defineCatalog({ namespace: 'test-on-screen', en, translations: { he: async () => ({ default: he }) } });
    let renders = 0;
    function OnScreen() {
      const t = shown.useT();
      renders += 1;
      return <p>{t('farewell')}</p>;
    }
    render(<OnScreen />);
    const before = renders;

    // A page's chunk arrives and defines its catalog: nothing on screen uses its messages yet.
    let arriving!: ReturnType<typeof defineCatalog<typeof en>>;
    await act(async () => {
      arriving = defineCatalog({ namespace: 'test-arriving', en, translations: { he: async () => ({ default: he }) } });
    });
    expect(arriving.t('greeting', { name: 'Noa' })).toBe('Hello Noa');
    expect(renders).toBe(before);
    expect(screen.getByText('Goodbye')).toBeInTheDocument();

    // A language change still reaches every component, the arrived catalog's words included.
    await act(() => activateLocale('he'));
    expect(screen.getByText('להתראות')).toBeInTheDocument();
    expect(arriving.t('greeting', { name: 'Noa' })).toBe('שלום Noa');
    expect(renders).toBeGreaterThan(before);
  });
});
