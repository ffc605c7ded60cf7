import { MessageCircle } from 'lucide-react';
import { Button, Spinner } from '@shalom/shared';
import { Field, Select } from '@shalom/shared/ui/form';
import type { RelationshipChange } from '../relationship-links/relationshipsApi';
import {
  involvementFromSelect,
  involvementOptions,
  involvementToSelect,
  relationLabel,
  relationTypeOptions,
  statusFromSelect,
  statusLabel,
  statusOptions,
  statusToSelect,
} from '../relationship-links/relationOptions';
import type { RelationshipEntry } from './useRelationshipList';

export interface RelationshipCardProps {
  entry: RelationshipEntry;
  saving: boolean;
  openingChat: boolean;
  onChange(change: RelationshipChange): void;
  onStartChat(): void;
}

function Badge({ children, tone }: { children: string; tone: 'primary' | 'accent' }) {
  const colours = tone === 'primary' ? 'bg-primary/10 text-primary' : 'bg-accent-soft text-accent-foreground';
  return <span data-badge className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${colours}`}>{children}</span>;
}

/** One link: who, how related, notes, and the selects that save on change (spec §2). */
export function RelationshipCard({ entry, saving, openingChat, onChange, onStartChat }: RelationshipCardProps) {
  const name = entry.otherName ?? 'Unknown';
  const titleId = `relationship-${entry.id}-name`;
  return (
    <li aria-labelledby={titleId} className="rounded-card border border-border bg-surface p-4 shadow-card sm:p-5" data-testid="relationship-entry">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h3 id={titleId} className="text-lg font-semibold text-foreground">
            {name}
          </h3>
          <p className="text-xs text-muted-foreground">
            ID: <span className="font-mono break-all text-foreground">{entry.otherUserId}</span>
          </p>
          <div className="flex flex-wrap gap-2 pt-1">
            <Badge tone="primary">{relationLabel(entry.relation_type)}</Badge>
            {entry.status && <Badge tone="accent">{statusLabel(entry.status)}</Badge>}
          </div>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <Button variant="secondary" size="sm" onClick={onStartChat} disabled={openingChat} aria-busy={openingChat}>
            <MessageCircle aria-hidden="true" className="size-4" />
            Start chat
          </Button>
          {/* Announced politely so a screen-reader user hears that the change is being saved. */}
          <div aria-live="polite" className="min-h-5">
            {saving && <Spinner label="Saving..." className="justify-end text-xs" />}
          </div>
        </div>
      </div>

      {entry.notes && <p className="mt-3 text-sm whitespace-pre-line text-foreground">{entry.notes}</p>}
      {entry.relationship_status && (
        <p className="mt-2 text-sm text-muted-foreground">
          Relationship status: <span className="text-foreground">{entry.relationship_status}</span>
        </p>
      )}

      <div className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Field label="Relation">
          <Select
            options={relationTypeOptions}
            value={entry.relation_type}
            onValueChange={(value) => value !== entry.relation_type && onChange({ relation_type: value })}
          />
        </Field>
        <Field label="Status">
          <Select
            options={statusOptions}
            value={statusToSelect(entry.status)}
            onValueChange={(value) => value !== statusToSelect(entry.status) && onChange({ status: statusFromSelect(value) })}
          />
        </Field>
        <Field label="Rabbi involved">
          <Select
            options={involvementOptions}
            value={involvementToSelect(entry.rabbi_involved)}
            onValueChange={(value) =>
              value !== involvementToSelect(entry.rabbi_involved) && onChange({ rabbi_involved: involvementFromSelect(value) })
            }
          />
        </Field>
        <Field label="Beit Din involved">
          <Select
            options={involvementOptions}
            value={involvementToSelect(entry.beit_din_involved)}
            onValueChange={(value) =>
              value !== involvementToSelect(entry.beit_din_involved) &&
              onChange({ beit_din_involved: involvementFromSelect(value) })
            }
          />
        </Field>
      </div>
    </li>
  );
}
