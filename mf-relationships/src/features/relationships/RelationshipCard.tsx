import { Ban, MessageCircle, Unlink } from 'lucide-react';
import { Button, Spinner } from '@shalom/shared';
import { Field, Select } from '@shalom/shared/ui/form';
import { WeddingDateFields } from '../checkin/WeddingDateFields';
import { linkText, nameOr } from '../relationship-links/linkMessages';
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
import { relationshipsText as text } from './relationshipsText';
import { Badge, PersonId } from './Section';
import type { RelationshipEntry } from './useRelationshipList';
import { useRelationshipsLanguage } from '../../i18n/catalog';

export interface RelationshipCardProps {
  entry: RelationshipEntry;
  saving: boolean;
  openingChat: boolean;
  onChange(change: RelationshipChange): void;
  onStartChat(): void;
  onRemove(): void;
  onBlock(): void;
}

/** One accepted link: who, how related, notes, the selects that save on change (spec §2), and ending it. */
export function RelationshipCard({ entry, saving, openingChat, onChange, onStartChat, onRemove, onBlock }: RelationshipCardProps) {
  useRelationshipsLanguage();
  const name = nameOr(entry.otherName, linkText.unknownName);
  const titleId = `relationship-${entry.id}-name`;
  return (
    <li aria-labelledby={titleId} className="rounded-card border border-border bg-surface p-4 shadow-card sm:p-5" data-testid="relationship-entry">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h3 id={titleId} className="text-lg font-semibold text-foreground [overflow-wrap:anywhere]">
            <bdi>{name}</bdi>
          </h3>
          <PersonId id={entry.otherUserId} />
          <div className="flex flex-wrap gap-2 pt-1">
            <Badge tone="primary">{relationLabel(entry.relation_type)}</Badge>
            {entry.status && <Badge tone="accent">{statusLabel(entry.status)}</Badge>}
          </div>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <Button variant="secondary" size="sm" onClick={onStartChat} disabled={openingChat} aria-busy={openingChat} aria-describedby={titleId}>
            <MessageCircle aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {text.startChat}
          </Button>
          {/* Announced politely so a screen-reader user hears that the change is being saved. */}
          <div aria-live="polite" className="min-h-5">
            {saving && <Spinner label={text.saving} className="justify-end text-xs" />}
          </div>
        </div>
      </div>

      {entry.notes && (
        <p dir="auto" className="mt-3 text-sm whitespace-pre-line text-foreground [overflow-wrap:anywhere]">
          {entry.notes}
        </p>
      )}
      {entry.relationship_status && (
        <p className="mt-2 text-sm text-muted-foreground [overflow-wrap:anywhere]">
          {text.relationshipStatus}{' '}
          <bdi className="text-foreground">{entry.relationship_status}</bdi>
        </p>
      )}

      <div className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Field label={text.relation}>
          <Select
            options={relationTypeOptions}
            value={entry.relation_type}
            onValueChange={(value) => value !== entry.relation_type && onChange({ relation_type: value })}
          />
        </Field>
        <Field label={text.status}>
          <Select
            options={statusOptions}
            value={statusToSelect(entry.status)}
            onValueChange={(value) => value !== statusToSelect(entry.status) && onChange({ status: statusFromSelect(value) })}
          />
        </Field>
        <Field label={text.rabbiInvolved}>
          <Select
            options={involvementOptions}
            value={involvementToSelect(entry.rabbi_involved)}
            onValueChange={(value) =>
              value !== involvementToSelect(entry.rabbi_involved) && onChange({ rabbi_involved: involvementFromSelect(value) })
            }
          />
        </Field>
        <Field label={text.beitDinInvolved}>
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

      {entry.relation_type === 'spouse' && (
        <WeddingDateFields
          weddingDate={entry.wedding_date ?? null}
          calendar={entry.anniversary_calendar === 'gregorian' ? 'gregorian' : 'hebrew'}
          onChange={onChange}
        />
      )}

      <div className="mt-4 flex flex-wrap justify-end gap-2 border-t border-border pt-3">
        <Button variant="ghost" size="sm" onClick={onRemove} aria-describedby={titleId}>
          <Unlink aria-hidden="true" className="size-4" />
          {text.removeLink}
        </Button>
        <Button variant="ghost" size="sm" onClick={onBlock} aria-describedby={titleId} className="text-destructive">
          <Ban aria-hidden="true" className="size-4" />
          {text.block}
        </Button>
      </div>
    </li>
  );
}
