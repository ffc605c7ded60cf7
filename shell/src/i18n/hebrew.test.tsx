import '../pages/testing/jsdomPolyfills';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { LOCALE_STORAGE_KEY, activateLocale } from '@shalom/shared/i18n';
import { LanguageSwitcher } from '../layout/LanguageSwitcher';
import { DashboardPage, LandingPage, NotFoundPage, TermsPage, defaultDonationConfig } from '../pages';

function renderAt(path: string, element: React.ReactElement) {
  return render(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);
}

afterEach(async () => {
  await act(() => activateLocale('en'));
  localStorage.clear();
});

describe('the shell in Hebrew', () => {
  it('shows the landing page in Hebrew, right to left, with the same links', async () => {
    await act(() => activateLocale('he'));
    renderAt('/', <LandingPage sessionStatus="signed-out" donation={defaultDonationConfig} />);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('לחזק את הקשרים החשובים לכם באמת');
    expect(screen.getByRole('link', { name: 'כניסה / הרשמה' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'לנסות את מדריך ה־AI' })).toHaveAttribute('href', '/ai');
    expect(within(screen.getByRole('navigation', { name: 'קישורים בתחתית העמוד' })).getByRole('link', { name: 'מדיניות פרטיות' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(document.title).toBe('לחזק את הקשרים שלכם · שלום בית');
    // The product's English name keeps its own direction inside the Hebrew page.
    expect(screen.getAllByText('Shalom Bayit')[0]).toHaveAttribute('dir', 'ltr');
  });

  it('switches a page already on screen to Hebrew and back', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/no/such/page', <NotFoundPage />);
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    await act(() => activateLocale('he'));
    expect(await screen.findByRole('heading', { name: 'אופס! הדף לא נמצא' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'חזרה לדף הבית' })).toHaveAttribute('href', '/');
    await act(() => activateLocale('en'));
    expect(screen.getByRole('link', { name: 'Return to Home' })).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it.each([
    ['female', 'ברוכה השבה'],
    ['male', 'ברוך השב'],
    [null, 'ברוכים השבים'],
  ])('greets a %s user in the right grammatical gender', async (gender, greeting) => {
    await act(() => activateLocale('he'));
    renderAt('/dashboard', <DashboardPage donation={defaultDonationConfig} gender={gender} />);
    expect(await screen.findByText(greeting)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'לוח הבקרה' })).toBeInTheDocument();
  });

  it('keeps links inside translated legal text, and dates in Hebrew', async () => {
    await act(() => activateLocale('he'));
    renderAt('/terms', <TermsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'תנאי שימוש' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'מדיניות הפרטיות' })[0]).toHaveAttribute('href', '/privacy');
    expect(screen.getByText('עודכן לאחרונה: 29 בנובמבר 2026')).toBeInTheDocument();
  });
});

describe('the language switcher', () => {
  it('is named in both languages, lists each language in its own name, and remembers the choice', async () => {
    renderAt('/', <LanguageSwitcher />);
    const picker = screen.getByRole('combobox', { name: 'Language · שפה' });
    expect(within(picker).getByRole('option', { name: 'עברית' })).toHaveAttribute('lang', 'he');
    await userEvent.selectOptions(picker, 'he');
    expect(await screen.findByRole('combobox', { name: 'שפה · Language' })).toHaveValue('he');
    expect(document.documentElement).toHaveAttribute('lang', 'he');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('he');
  });
});
