import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { MessageIdOf } from '@shalom/shared/i18n';
import { pagesCatalog } from '../i18n/catalog';

export type DashboardDestination = {
  to: string;
  title: MessageIdOf<typeof pagesCatalog>;
  description: MessageIdOf<typeof pagesCatalog>;
  icon: LucideIcon;
};

/**
 * A whole-card link: one large target on touch screens, read as "title, description" by screen
 * readers. On phones the icon sits beside the text so six cards fit in about two screens.
 */
export function DashboardCard({ to, title, description, icon: Icon }: DashboardDestination) {
  const t = pagesCatalog.useT();
  return (
    <Link
      to={to}
      className="group flex h-full gap-4 rounded-card border border-border bg-surface p-4 shadow-card transition-all hover:-translate-y-0.5 hover:border-primary/30 hover:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:flex-col sm:gap-0 sm:p-6"
    >
      <span className="flex shrink-0 items-start justify-between">
        <span className="flex size-11 items-center justify-center rounded-control bg-primary/10 text-primary transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <ArrowRight
          aria-hidden="true"
          className="hidden size-5 text-muted-foreground/60 transition-transform group-hover:translate-x-0.5 group-hover:text-primary sm:block rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
        />
      </span>
      <span className="flex min-w-0 flex-col sm:mt-4">
        <span className="font-serif text-lg font-semibold text-foreground">{t(title)}</span>
        <span className="mt-1 text-sm leading-6 text-muted-foreground sm:mt-1.5">{t(description)}</span>
      </span>
    </Link>
  );
}
