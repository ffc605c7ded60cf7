import type { Ref } from 'react';
import type { RelationshipChange } from '../relationship-links/relationshipsApi';
import { RelationshipCard } from './RelationshipCard';
import { relationshipsText as text } from './relationshipsText';
import { ListState, Section } from './Section';
import type { ListStatus, RelationshipEntry } from './useRelationshipList';
import { useRelationshipsLanguage } from '../../i18n/catalog';

export interface RelationshipListProps {
  status: ListStatus;
  entries: readonly RelationshipEntry[];
  headingRef?: Ref<HTMLHeadingElement>;
  isSaving(id: string): boolean;
  openingChatWith: string | null;
  onChange(id: string, change: RelationshipChange): void;
  onStartChat(otherUserId: string): void;
  onRemove(entry: RelationshipEntry): void;
  onBlock(entry: RelationshipEntry): void;
  onRetry(): void;
}

/** spec §2: 'Your Relationships' — the accepted links: Loading, 'No relationships yet.', or the links newest first. */
export function RelationshipList({
  status,
  entries,
  headingRef,
  isSaving,
  openingChatWith,
  onChange,
  onStartChat,
  onRemove,
  onBlock,
  onRetry,
}: RelationshipListProps) {
  useRelationshipsLanguage();
  return (
    <Section id="your-relationships" title={text.yourRelationships} count={status === 'ready' ? entries.length : undefined} headingRef={headingRef}>
      <ListState status={status} isEmpty={entries.length === 0} emptyText={text.noRelationships} errorText={text.errorLoading} onRetry={onRetry}>
        <ul aria-labelledby="your-relationships-title" className="space-y-4">
          {entries.map((entry) => (
            <RelationshipCard
              key={entry.id}
              entry={entry}
              saving={isSaving(entry.id)}
              openingChat={openingChatWith === entry.otherUserId}
              onChange={(change) => onChange(entry.id, change)}
              onStartChat={() => onStartChat(entry.otherUserId)}
              onRemove={() => onRemove(entry)}
              onBlock={() => onBlock(entry)}
            />
          ))}
        </ul>
      </ListState>
    </Section>
  );
}
