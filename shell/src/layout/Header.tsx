import { Link } from 'react-router-dom';
import { shellCatalog } from '../i18n/catalog';
import { isInstalledMode } from '../pwa/installedMode';
import { useFirstPaintDone, usePlatform, useShellSession } from '../platform/platform';
import { QuietLazy } from './QuietLazy';
import { retryableLazy } from './retryableLazy';

// Signed-in controls need the bus, the client and sonner; they load once a session exists.
const SignedInNav = retryableLazy(() => import('./SignedInNav').then((m) => m.SignedInNav));
// The language picker and the profile sync behind it arrive right after the first paint: the page
// is already in the visitor's language, and the landing page's first download stays small.
const LanguageSwitcher = retryableLazy(() => import(/* webpackChunkName: "visitor-language-switcher" */ './LanguageSwitcher').then((m) => m.LanguageSwitcher));
// Installed / native mode (issue 14): the drawer and banner logo replace Dashboard and Log out.
const InstalledHeaderStart = retryableLazy<{ homeLabel: string; brand: string }>(() =>
  import('../pwa/InstalledHeader').then((m) => m.InstalledHeaderStart),
);
const InstalledHeaderEnd = retryableLazy(() => import('../pwa/InstalledHeader').then((m) => m.InstalledHeaderEnd));

function Logo() {
  const t = shellCatalog.useT();
  return (
    <Link
      to="/"
      aria-label={t('header.home')}
      className="flex min-w-0 items-center gap-1.5 rounded-control sm:gap-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span
        aria-hidden="true"
        className="flex size-9 items-center justify-center rounded-full bg-primary font-serif text-lg font-bold text-primary-foreground shadow-sm"
      >
        ש
      </span>
      <span className="whitespace-nowrap font-serif text-base font-semibold tracking-tight text-foreground min-[400px]:text-lg sm:text-xl">{t('brand.name')}</span>
    </Link>
  );
}

/**
 * Spec §2 header: logo to /, the language picker (issue 10), and for signed-in users the message
 * indicator, Dashboard and Log out. Logical layout: in Hebrew the logo sits on the right.
 */
export function Header() {
  const session = useShellSession();
  // The installed header's pieces read the session: mounted once start-up has run.
  const platformStarted = usePlatform().phase !== 'starting';
  // The language picker needs no platform: a signed-out visitor gets it right after the first paint.
  const painted = useFirstPaintDone();
  const installed = isInstalledMode();
  const t = shellCatalog.useT();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-(--shell-header-height) w-full max-w-6xl items-center justify-between gap-2 px-3 sm:gap-3 sm:px-6">
        {installed && platformStarted ? (
          <QuietLazy>
            <InstalledHeaderStart homeLabel={t('header.home')} brand={t('brand.name')} />
          </QuietLazy>
        ) : (
          <Logo />
        )}
        <div className="flex items-center gap-0.5 sm:gap-2">
          {painted && (
            <QuietLazy>
              <LanguageSwitcher />
            </QuietLazy>
          )}
          {installed
            ? platformStarted && (
                <QuietLazy>
                  <InstalledHeaderEnd />
                </QuietLazy>
              )
            : session.status === 'signed-in' && (
                <QuietLazy>
                  <SignedInNav />
                </QuietLazy>
              )}
        </div>
      </div>
    </header>
  );
}
