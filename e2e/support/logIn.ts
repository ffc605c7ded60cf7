import { expect, type Page } from '@playwright/test';
import { E2E_PASSWORD } from './testUsers';

/** The login form's words in each language the app speaks, as a user reads them. */
const LOGIN_WORDS = {
  english: { title: 'Login', email: 'Email', password: 'Password' },
  hebrew: { title: 'כניסה', email: 'דוא״ל', password: 'סיסמה' },
} as const;

export interface LogInOptions {
  /** The language the form is shown in (the browser's locale or an earlier choice decides). */
  language?: keyof typeof LOGIN_WORDS;
  password?: string;
  /**
   * Open /auth first (the default). False uses the form already on screen, for journeys where
   * what happened on that page (a log-out, a language choice) is part of the test.
   */
  openAuthPage?: boolean;
  /**
   * Where the app must land after the click: /dashboard by default; null leaves it to the test,
   * which checks a failure, /onboarding or the landing page in its own words.
   */
  landsOn?: RegExp | null;
}

/** Signs in through the login form, the way a person does. */
export async function logIn(page: Page, email: string, options: LogInOptions = {}): Promise<void> {
  const { language = 'english', password = E2E_PASSWORD, openAuthPage = true, landsOn = /\/dashboard$/ } = options;
  const words = LOGIN_WORDS[language];
  if (openAuthPage) await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
  await page.getByLabel(words.email).fill(email);
  await page.getByLabel(words.password).fill(password);
  await page.getByRole('button', { name: words.title, exact: true }).click();
  if (landsOn) await expect(page).toHaveURL(landsOn);
}
