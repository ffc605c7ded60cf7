/** @jest-environment jest-fixed-jsdom */
// What this remote's build writes to dist/prerender/auth.<locale>.html (build/prerenderAuthScreens.ts)
// for the page's server to put into the shell's prerendered /auth page: every screen the address
// chooses, in each language, as the live page first draws it.
import { activateLocale } from '@shalom/shared/i18n';
import en from '../i18n/en.json';
import he from '../i18n/he.json';
import { LOCALES, PRERENDERED_SCREENS, renderAuthScreens } from './renderAuthScreens';

afterAll(() => activateLocale('en'));

function screensOf(html: string) {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return Array.from(holder.children).map((template) => {
    expect(template.tagName).toBe('TEMPLATE');
    const content = (template as HTMLTemplateElement).content;
    return { name: template.getAttribute('data-screen-template'), content };
  });
}

describe('the prerendered /auth screens', () => {
  it('are every language of the app', () => {
    expect([...LOCALES]).toEqual(['en', 'he']);
  });

  it.each([
    ['en', en],
    ['he', he],
  ] as const)('in %s: login first (the screen without a mode), then sign-up, each a template of the real form', async (locale, words) => {
    const screens = screensOf(await renderAuthScreens(locale));
    expect(screens.map((screen) => screen.name)).toEqual([...PRERENDERED_SCREENS]);
    for (const { name, content } of screens) {
      const mode = name as 'login' | 'signup';
      const root = content.firstElementChild as HTMLElement;
      expect(content.children).toHaveLength(1);
      expect(root.getAttribute('data-screen')).toBe(mode);
      expect(content.querySelector('h1')?.textContent).toBe(words[`auth.${mode}.title`]);
      expect([...content.querySelectorAll('form input')].map((input) => input.getAttribute('name'))).toEqual(['email', 'password']);
      const submit = content.querySelector('form button[type="submit"]') as HTMLButtonElement;
      expect(submit.textContent).toBe(words[`auth.${mode}.submit`]);
      // Enabled, as the live form is once the shell hands it the client: it looks the same.
      expect(submit.hasAttribute('disabled')).toBe(false);
      expect(submit.getAttribute('data-busy-label')).toBe(words['auth.busy']);
      // "Sign up" / "Log in" is a real link to the other screen.
      const other = mode === 'login' ? 'signup' : 'login';
      const link = [...content.querySelectorAll('a')].find((a) => a.textContent === words[`auth.${mode}.switchAction`]);
      expect(link?.getAttribute('href')).toBe(`/auth?mode=${other}`);
      expect(content.querySelector('script')).toBeNull();
    }
  });
});
