import type { ReactNode, Ref } from 'react';
import { Button, Spinner } from '@shalom/shared';
import { formatDate as formatLocaleDate } from '@shalom/shared/i18n';
import { linkText } from '../relationship-links/linkMessages';
import { relationshipsText } from './relationshipsText';
import type { ListStatus } from './useRelationshipList';
import { useRelationshipsLanguage } from '../../i18n/catalog';

export interface SectionProps {
  /** Prefix of the ids inside; also the section's anchor. */
  id: string;
  title: string;
  /** Shown beside the title once the list has loaded. */
  count?: number;
  intro?: string;
  /** The heading takes focus when the row whose button opened a dialog is gone. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** A titled part of the page: a region named by its title, the count beside the title. */
export function Section({ id, title, count, intro, headingRef, children }: SectionProps) {
  useRelationshipsLanguage();
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className="space-y-3">
      <div className="space-y-1">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="flex items-center gap-2 rounded-control font-serif text-2xl font-semibold text-foreground focus:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span id={titleId}>{title}</span>
          {count !== undefined && (
            <span className="inline-flex min-w-7 items-center justify-center rounded-full bg-muted px-2 py-0.5 font-sans text-sm font-semibold text-muted-foreground">
              {relationshipsText.count(count)}
            </span>
          )}
        </h2>
        {intro && <p className="text-sm text-muted-foreground">{intro}</p>}
      </div>
      {children}
    </section>
  );
}

export interface ListStateProps {
  status: ListStatus;
  isEmpty: boolean;
  emptyText: string;
  errorText: string;
  onRetry(): void;
  children: ReactNode;
}

/** Loading, the error with Try again, the empty sentence, or the list. */
export function ListState({ status, isEmpty, emptyText, errorText, onRetry, children }: ListStateProps) {
  useRelationshipsLanguage();
  if (status === 'loading') return <Spinner className="justify-start" />;
  if (status === 'error') {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-card border border-border bg-surface p-4 text-sm">
        <span className="text-foreground">{errorText}</span>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {relationshipsText.tryAgain}
        </Button>
      </div>
    );
  }
  if (isEmpty) return <p className="text-sm text-muted-foreground">{emptyText}</p>;
  return <>{children}</>;
}

/** The other person's id, always left to right. */
export function PersonId({ id }: { id: string }) {
  useRelationshipsLanguage();
  return (
    <p className="text-xs text-muted-foreground">
      {linkText.idLabel}{' '}
      <bdi dir="ltr" className="font-mono break-all text-foreground">
        {id}
      </bdi>
    </p>
  );
}

export function Badge({ children, tone }: { children: ReactNode; tone: 'primary' | 'accent' }) {
  const colours = tone === 'primary' ? 'bg-primary/10 text-primary' : 'bg-accent-soft text-accent-foreground';
  return <span data-badge className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${colours}`}>{children}</span>;
}

/** The date a thing happened, in the app's language (Intl). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatLocaleDate(date, { dateStyle: 'medium' });
}
