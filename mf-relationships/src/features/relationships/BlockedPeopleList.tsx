import type { Ref } from 'react';
import { Button } from '@shalom/shared';
import { linkText, nameOr } from '../relationship-links/linkMessages';
import type { BlockedPerson } from '../relationship-links/relationshipsApi';
import { relationshipsText as text } from './relationshipsText';
import { ListState, formatDate, Section } from './Section';
import type { ListStatus } from './useRelationshipList';
import { useRelationshipsLanguage } from '../../i18n/catalog';

export interface BlockedPeopleListProps {
  status: ListStatus;
  people: readonly BlockedPerson[];
  headingRef?: Ref<HTMLHeadingElement>;
  onUnblock(person: BlockedPerson): void;
  onRetry(): void;
}

/** 'Blocked people': name (or 'Unknown User'), when, and Unblock. */
export function BlockedPeopleList({ status, people, headingRef, onUnblock, onRetry }: BlockedPeopleListProps) {
  useRelationshipsLanguage();
  return (
    <Section
      id="blocked-people"
      title={text.blockedPeopleTitle}
      count={status === 'ready' ? people.length : undefined}
      intro={text.blockedPeopleIntro}
      headingRef={headingRef}
    >
      <ListState status={status} isEmpty={people.length === 0} emptyText={text.blockedPeopleEmpty} errorText={text.blockedPeopleLoadFailed} onRetry={onRetry}>
        <ul aria-labelledby="blocked-people-title" className="divide-y divide-border rounded-card border border-border bg-surface shadow-card">
          {people.map((person) => {
            const titleId = `blocked-${person.userId}-name`;
            return (
              <li key={person.userId} aria-labelledby={titleId} data-testid="blocked-person" className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="min-w-0">
                  <p id={titleId} className="font-semibold text-foreground [overflow-wrap:anywhere]">
                    <bdi>{nameOr(person.displayName, linkText.unknownUser)}</bdi>
                  </p>
                  <p className="text-xs text-muted-foreground">{text.blockedOn(formatDate(person.blockedAt))}</p>
                </div>
                <Button variant="secondary" size="sm" onClick={() => onUnblock(person)} aria-describedby={titleId}>
                  {text.unblock}
                </Button>
              </li>
            );
          })}
        </ul>
      </ListState>
    </Section>
  );
}
