import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, type NavigationType } from 'react-router-dom';
import { shellHistory, shellNavigation } from './shellNavigation';

/**
 * The browser's router: react-router's declarative <Router> on the shell's one history (what
 * <BrowserRouter> does, but sharing the history with the remotes, the guards and the platform).
 * Location changes render in a transition, as the data router did, so a screen that is already
 * shown stays until the next one is ready.
 */
export function ShellRouter({ children }: { children: ReactNode }) {
  const [snapshot, setSnapshot] = useState(shellNavigation.getSnapshot);
  useLayoutEffect(() => {
    const update = () => startTransition(() => setSnapshot(shellNavigation.getSnapshot()));
    // A navigation between the first render and this subscription is picked up here.
    update();
    return shellNavigation.subscribe(update);
  }, []);
  return (
    <Router location={snapshot.location} navigationType={snapshot.action as NavigationType} navigator={shellHistory()}>
      {children}
    </Router>
  );
}
