import { Button, Spinner } from '@shalom/shared';
import type { RelationshipChange } from '../relationship-links/relationshipsApi';
import { RelationshipCard } from './RelationshipCard';
import type { ListStatus, RelationshipEntry } from './useRelationshipList';

export interface RelationshipListProps {
  status: ListStatus;
  entries: readonly RelationshipEntry[];
  isSaving(id: string): boolean;
  openingChatWith: string | null;
  onChange(id: string, change: RelationshipChange): void;
  onStartChat(otherUserId: string): void;
  onRetry(): void;
}

/** spec §2: 'Your Relationships' — Loading, 'No relationships yet.', or the links newest first. */
export function RelationshipList({ status, entries, isSaving, openingChatWith, onChange, onStartChat, onRetry }: RelationshipListProps) {
  return (
    <section aria-labelledby="your-relationships-title" className="space-y-4">
      <h2 id="your-relationships-title" className="font-serif text-2xl font-semibold text-foreground">
        Your Relationships
      </h2>
      {status === 'loading' && <Spinner className="justify-start" />}
      {status === 'error' && (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-card border border-border bg-surface p-4 text-sm">
          <span className="text-foreground">Error loading relationships</span>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </div>
      )}
      {status === 'ready' && entries.length === 0 && <p className="text-sm text-muted-foreground">No relationships yet.</p>}
      {status === 'ready' && entries.length > 0 && (
        <ul aria-labelledby="your-relationships-title" className="space-y-4">
          {entries.map((entry) => (
            <RelationshipCard
              key={entry.id}
              entry={entry}
              saving={isSaving(entry.id)}
              openingChat={openingChatWith === entry.otherUserId}
              onChange={(change) => onChange(entry.id, change)}
              onStartChat={() => onStartChat(entry.otherUserId)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
