import { QuickExitButton, useQuickExitShortcut } from '@shalom/shared/quick-exit';

/**
 * Quick exit on every signed-in screen (issue 35): the header's button and, while it is mounted,
 * Escape pressed three times. Loaded with the signed-in header, never on a visitor's landing page.
 */
export function HeaderQuickExit() {
  useQuickExitShortcut();
  return <QuickExitButton placement="header" />;
}
