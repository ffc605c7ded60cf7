// @shalom/shared/quick-exit (issue 35): the quick-exit button, its Escape shortcut and the
// "sign me out on quick exit" setting of this device. Not part of the main entry: each app that
// shows the button bundles this small module (the page-wide state lives in storage and history).
export { QuickExitButton, quickExitNow, useQuickExitShortcut, type QuickExitButtonProps } from './QuickExitButton';
export {
  NEUTRAL_PAGES,
  QUICK_EXIT_PENDING_KEY,
  SIGN_OUT_ON_QUICK_EXIT_KEY,
  TRIPLE_ESCAPE_WINDOW_MS,
  leaveIfQuickExitPending,
  listenForTripleEscape,
  neutralPageFor,
  quickExit,
  setSignOutOnQuickExit,
  signOutThisDevice,
  signsOutOnQuickExit,
} from './quickExit';
export { quickExitCatalog } from './i18n/catalog';
