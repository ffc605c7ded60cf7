import { useMemo, type ReactNode } from 'react';
import { Router, type NavigationType } from 'react-router-dom';
import { toRouterNavigator, useShellNavigation, type ShellNavigation } from '@shalom/shared';

/**
 * This remote's router, driven by the shell's history: it renders the shell's location and
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
