import { useMemo, type ReactNode } from 'react';
import { Router, type NavigationType } from 'react-router-dom';
// Through the package name, not a relative path: @shalom/shared is a federation singleton, and this
// subpath is bundled into each remote, so it must reach the page's one copy of the main entry.
import { toRouterNavigator, useShellNavigation, type ShellNavigation } from '@shalom/shared';

/**
 * A remote's router, driven by the shell's history: it renders the shell's location and
 * navigates through the shell, so every React root on the page sees one history.
 */
export function ShellSyncedRouter({ navigation, children }: { navigation: ShellNavigation; children: ReactNode }) {
  const { location, action } = useShellNavigation(navigation);
  const navigator = useMemo(() => toRouterNavigator(navigation), [navigation]);
  return (
    <Router location={location} navigationType={action as NavigationType} navigator={navigator}>
      {children}
    </Router>
  );
}
