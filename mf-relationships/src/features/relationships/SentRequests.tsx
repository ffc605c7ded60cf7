import type { Ref } from 'react';
import { Hourglass } from 'lucide-react';
import { Button } from '@shalom/shared';
import { linkText, nameOr } from '../relationship-links/linkMessages';
import { relationLabel } from '../relationship-links/relationOptions';
import { relationshipsText as text } from './relationshipsText';
import { Badge, ListState, PersonId, Section } from './Section';
import type { ListStatus, RelationshipEntry } from './useRelationshipList';
import { useRelationshipsLanguage } from '../../i18n/catalog';

export interface SentRequestsProps {
  status: ListStatus;
  requests: readonly RelationshipEntry[];
  cancelling: ReadonlySet<string>;
  headingRef?: Ref<HTMLHeadingElement>;
  onCancel(request: RelationshipEntry): void;
  onRetry(): void;
}

/** 'Sent requests': waiting for the other person, with Cancel request. */
export function SentRequests({ status, requests, cancelling, headingRef, onCancel, onRetry }: SentRequestsProps) {
  useRelationshipsLanguage();
  return (
    <Section
      id="sent-requests"
      title={text.outgoingTitle}
      count={status === 'ready' ? requests.length : undefined}
      intro={text.outgoingIntro}
      headingRef={headingRef}
    >
      <ListState status={status} isEmpty={requests.length === 0} emptyText={text.outgoingEmpty} errorText={text.outgoingLoadFailed} onRetry={onRetry}>
        <ul aria-labelledby="sent-requests-title" className="space-y-3">
          {requests.map((request) => {
            const titleId = `sent-${request.id}-name`;
            const busy = cancelling.has(request.id);
            return (
              <li
                key={request.id}
                aria-labelledby={titleId}
                data-testid="sent-request"
                className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 shadow-card sm:flex-row sm:items-center sm:justify-between sm:p-5"
              >
                <div className="min-w-0 space-y-1 sm:flex-1">
                  <p id={titleId} className="flex items-center gap-2 font-semibold text-foreground">
                    <Hourglass aria-hidden="true" className="size-4 shrink-0 text-accent" />
                    <span className="min-w-0 [overflow-wrap:anywhere]">{text.waitingFor(nameOr(request.otherName, linkText.unknownUser))}</span>
                  </p>
                  <PersonId id={request.otherUserId} />
                  <div className="flex flex-wrap gap-2 pt-1">
                    <Badge tone="primary">{relationLabel(request.relation_type)}</Badge>
                  </div>
                  {/* The sender's own notes (issue 33): the person asked never sees them. */}
                  {request.notes && (
                    <p dir="auto" className="pt-2 text-sm whitespace-pre-line text-foreground [overflow-wrap:anywhere]">
                      {request.notes}
                    </p>
                  )}
                </div>
                <Button variant="secondary" size="sm" onClick={() => onCancel(request)} disabled={busy} aria-busy={busy} aria-describedby={titleId} className="self-start sm:self-center">
                  {text.cancelRequest}
                </Button>
              </li>
            );
          })}
        </ul>
      </ListState>
    </Section>
  );
}
