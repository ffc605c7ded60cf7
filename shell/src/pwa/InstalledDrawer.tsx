import { useState, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import {
  BookOpen,
  FileText,
  LayoutDashboard,
  LogOut,
  Map as MapIcon,
  Menu,
  MessageSquareText,
  MessagesSquare,
  RotateCcw,
  Shield,
  Sparkles,
  Users,
  X,
  type LucideIcon,
} from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useLocale, type MessageIdOf } from '@shalom/shared/i18n';
import { useShellSession } from '../platform/platform';
import { useLogOut } from '../layout/useLogOut';
import { pwaCatalog } from './i18n/catalog';
import { resetApp } from './resetApp';

/** The AI guide's remembered partner (spec §3 local flags), cleared when AI Guidance is opened from the menu. */
export const SELECTED_PARTNER_KEY = 'selectedPartner';

const { msg } = pwaCatalog;

interface DrawerLink {
  to: string;
  label: MessageIdOf<typeof pwaCatalog>;
  icon: LucideIcon;
}

const MAIN_LINKS: DrawerLink[] = [
  { to: '/dashboard', label: msg('drawer.dashboard'), icon: LayoutDashboard },
  { to: '/messages', label: msg('drawer.messages'), icon: MessagesSquare },
  { to: '/relationships', label: msg('drawer.relationships'), icon: Users },
  { to: '/ai', label: msg('drawer.ai'), icon: Sparkles },
];

const MORE_LINKS: DrawerLink[] = [
  { to: '/how-it-works', label: msg('drawer.howItWorks'), icon: BookOpen },
  { to: '/roadmap', label: msg('drawer.roadmap'), icon: MapIcon },
  { to: '/feedback', label: msg('drawer.feedback'), icon: MessageSquareText },
  { to: '/terms', label: msg('drawer.terms'), icon: FileText },
  { to: '/privacy', label: msg('drawer.privacy'), icon: Shield },
];

const itemClass =
  'flex w-full items-center gap-3 rounded-control px-3 py-2.5 text-start text-sm font-medium text-foreground transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title} className="border-t border-border py-3 first:border-t-0">
      <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{title}</p>
      <ul className="space-y-0.5">{children}</ul>
    </nav>
  );
}

/**
 * Installed / native mode (spec §2): a menu button opening a drawer from the start edge with the
 * app's places, the secondary pages, Reset App, and Log out when signed in.
 */
export function InstalledDrawer() {
  const [open, setOpen] = useState(false);
  const t = pwaCatalog.useT();
  const { dir } = useLocale();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useShellSession();
  const { logOut, signingOut } = useLogOut();

  function openAi() {
    try {
      window.sessionStorage.removeItem(SELECTED_PARTNER_KEY);
    } catch {
      // nothing remembered
    }
    setOpen(false);
    // Already on /ai: reload so the guide starts without the old partner.
    if (pathname === '/ai') window.location.reload();
    else navigate('/ai');
  }

  const link = ({ to, label, icon: Icon }: DrawerLink) => (
    <li key={to}>
      {to === '/ai' ? (
        <button type="button" className={itemClass} onClick={openAi}>
          <Icon aria-hidden="true" className="size-4 text-primary" />
          {t(label)}
        </button>
      ) : (
        <Link to={to} className={itemClass} onClick={() => setOpen(false)} aria-current={pathname === to ? 'page' : undefined}>
          <Icon aria-hidden="true" className="size-4 text-primary" />
          {t(label)}
        </Link>
      )}
    </li>
  );

  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger
        aria-label={t('drawer.open')}
        className="inline-flex size-10 items-center justify-center rounded-control text-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Menu aria-hidden="true" className="size-5" />
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-foreground/40" />
        <RadixDialog.Content
          dir={dir}
          aria-describedby={undefined}
          className="fixed inset-y-0 start-0 z-50 flex w-[min(20rem,85vw)] flex-col border-e border-border bg-surface text-foreground shadow-card focus:outline-none"
        >
          <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-3">
            <RadixDialog.Title className="font-serif text-lg font-semibold">{t('drawer.title')}</RadixDialog.Title>
            <RadixDialog.Close
              aria-label={t('drawer.close')}
              className="inline-flex size-9 items-center justify-center rounded-control text-muted-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-2 py-2">
            <Section title={t('drawer.main')}>{MAIN_LINKS.map(link)}</Section>
            <Section title={t('drawer.more')}>{MORE_LINKS.map(link)}</Section>
          </div>
          <div className="space-y-1 border-t border-border px-2 py-3">
            <button type="button" className={itemClass} onClick={() => void resetApp()}>
              <RotateCcw aria-hidden="true" className="size-4 text-primary" />
              {t('drawer.resetApp')}
            </button>
            {session.status === 'signed-in' && (
              <button
                type="button"
                className={itemClass}
                disabled={signingOut}
                onClick={() => {
                  setOpen(false);
                  void logOut();
                }}
              >
                <LogOut aria-hidden="true" className="size-4 text-primary rtl:-scale-x-100" />
                {t('drawer.logOut')}
              </button>
            )}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
