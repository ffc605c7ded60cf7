import { Link } from 'react-router-dom';
import { useShellSession } from '../platform/platform';
import { QuietLazy } from './QuietLazy';
import { retryableLazy } from './retryableLazy';

// Signed-in controls need the bus, the client and sonner; they load once a session exists.
const SignedInNav = retryableLazy(() => import('./SignedInNav').then((m) => m.SignedInNav));

function Logo() {
  return (
    <Link
      to="/"
      aria-label="Shalom Bayit home"
      className="flex items-center gap-2 rounded-control focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span
        aria-hidden="true"
        className="flex size-9 items-center justify-center rounded-full bg-primary font-serif text-lg font-bold text-primary-foreground shadow-sm"
      >
        ש
      </span>
      <span className="font-serif text-lg font-semibold tracking-tight text-foreground sm:text-xl">Shalom Bayit</span>
    </Link>
  );
}

/** Spec §2 header: logo to /, and for signed-in users the message indicator, Dashboard and Log out. */
export function Header() {
  const session = useShellSession();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Logo />
        {session.status === 'signed-in' && (
          <QuietLazy>
            <SignedInNav />
          </QuietLazy>
        )}
      </div>
    </header>
  );
}
