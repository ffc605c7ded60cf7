import { NavLink } from 'react-router-dom';
import { shellCatalog } from '../../i18n/catalog';

const { msg } = shellCatalog;

/** The four informational pages every public surface links to (spec §2 footer links). */
export const staticPageLinks = [
  { to: '/how-it-works', label: msg('links.howItWorks') },
  { to: '/roadmap', label: msg('links.roadmap') },
  { to: '/terms', label: msg('links.terms') },
  { to: '/privacy', label: msg('links.privacy') },
] as const;

type StaticPageLinksProps = {
  /** Names the navigation landmark, so several of them on one page stay distinguishable. */
  ariaLabel: string;
  className?: string;
  linkClassName?: string;
};

export function StaticPageLinks({ ariaLabel, className = '', linkClassName = '' }: StaticPageLinksProps) {
  const t = shellCatalog.useT();
  return (
    <nav aria-label={ariaLabel} className={className}>
      <ul className="flex flex-wrap items-center gap-x-6 gap-y-2">
        {staticPageLinks.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                `rounded-sm text-sm underline-offset-4 transition-colors hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ${
                  isActive ? 'font-semibold text-primary' : 'text-muted-foreground'
                } ${linkClassName}`
              }
            >
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
