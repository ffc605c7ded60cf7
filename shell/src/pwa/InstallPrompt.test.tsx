import '../pages/testing/jsdomPolyfills';
import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InstallPrompt } from './InstallPrompt';
import {
  EARLY_INSTALL_OFFER_KEY,
  INSTALL_DISMISSED_KEY,
  captureInstallPrompt,
  earlyInstallOfferScript,
  resetInstallPromptForTests,
} from './installPromptCapture';

/** The event Chromium fires when the app may be installed. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: jest.Mock;
    userChoice: Promise<{ outcome: string; platform: string }>;
  };
  event.prompt = jest.fn().mockResolvedValue(undefined);
  event.userChoice = Promise.resolve({ outcome, platform: 'web' });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  resetInstallPromptForTests();
  captureInstallPrompt();
});
afterEach(() => {
  jest.useRealTimers();
});

test('the prompt appears 5 seconds after the browser offers installation, not before', () => {
  render(<InstallPrompt />);
  const event = offerInstall();
  expect(event.defaultPrevented).toBe(true);
  act(() => jest.advanceTimersByTime(4999));
  expect(screen.queryByRole('dialog', { name: 'Install Shalom Bayit' })).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole('dialog', { name: 'Install Shalom Bayit' })).toBeInTheDocument();
});

test('Install opens the browser dialog and the prompt goes away', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<InstallPrompt />);
  const event = offerInstall('accepted');
  act(() => jest.advanceTimersByTime(5000));
  await user.click(screen.getByRole('button', { name: 'Install' }));
  expect(event.prompt).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog', { name: 'Install Shalom Bayit' })).not.toBeInTheDocument();
});

test('Not now is remembered: a later offer shows nothing', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<InstallPrompt />);
  offerInstall();
  act(() => jest.advanceTimersByTime(5000));
  await user.click(screen.getAllByRole('button', { name: 'Not now' })[0]!);
  expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).not.toBeNull();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  offerInstall();
  act(() => jest.advanceTimersByTime(10_000));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('once the app is installed the prompt hides and is not offered again', () => {
  render(<InstallPrompt />);
  offerInstall();
  act(() => jest.advanceTimersByTime(5000));
  expect(screen.getByRole('dialog', { name: 'Install Shalom Bayit' })).toBeInTheDocument();
  act(() => {
    window.dispatchEvent(new Event('appinstalled'));
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  offerInstall();
  act(() => jest.advanceTimersByTime(5000));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('an offer made before the app started (held by index.html\'s inline script) is still offered', () => {
  resetInstallPromptForTests();
  // What the head of the built index.html runs before any bundle (shell/build/prerenderLanding.ts).
  new Function(earlyInstallOfferScript())();
  const early = offerInstall();
  expect(early.defaultPrevented).toBe(true);
  captureInstallPrompt();
  expect((window as unknown as Record<string, unknown>)[EARLY_INSTALL_OFFER_KEY]).toBeUndefined();
  render(<InstallPrompt />);
  act(() => jest.advanceTimersByTime(5000));
  expect(screen.getByRole('dialog', { name: 'Install Shalom Bayit' })).toBeInTheDocument();
});
