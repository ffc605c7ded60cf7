import { NavLink } from 'react-router-dom';

/** The four informational pages every public surface links to (spec §2 footer links). */
export const staticPageLinks = [
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/roadmap', label: 'Roadmap' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
] as const;

type StaticPageLinksProps = {
  /** Names the navigation landmark, so several of them on one page stay distinguishable. */
  ariaLabel: string;
  className?: string;
  linkClassName?: string;
};

export function StaticPageLinks({ ariaLabel, className = '', linkClassName = '' }: StaticPageLinksProps) {
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
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
