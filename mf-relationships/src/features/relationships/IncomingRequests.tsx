import type { Ref } from 'react';
import { Ban, Check, X } from 'lucide-react';
import { Button } from '@shalom/shared';
import { linkText, nameOr } from '../relationship-links/linkMessages';
import { relationLabel, statusLabel } from '../relationship-links/relationOptions';
import { relationshipsText as text } from './relationshipsText';
import { Badge, ListState, PersonId, Section } from './Section';
import type { ListStatus, RelationshipEntry } from './useRelationshipList';
import { useRelationshipsLanguage } from '../../i18n/catalog';

export interface IncomingRequestsProps {
  status: ListStatus;
  requests: readonly RelationshipEntry[];
  accepting: ReadonlySet<string>;
  headingRef?: Ref<HTMLHeadingElement>;
  onAccept(request: RelationshipEntry): void;
  onDecline(request: RelationshipEntry): void;
  onBlock(request: RelationshipEntry): void;
  onRetry(): void;
}

/** 'Requests for you': who asked, as what, their note, and Accept / Decline / Block. */
export function IncomingRequests({ status, requests, accepting, headingRef, onAccept, onDecline, onBlock, onRetry }: IncomingRequestsProps) {
  useRelationshipsLanguage();
  return (
    <Section
      id="requests-for-you"
      title={text.incomingTitle}
      count={status === 'ready' ? requests.length : undefined}
      intro={text.incomingIntro}
      headingRef={headingRef}
    >
      <ListState status={status} isEmpty={requests.length === 0} emptyText={text.incomingEmpty} errorText={text.incomingLoadFailed} onRetry={onRetry}>
        <ul aria-labelledby="requests-for-you-title" className="space-y-3">
          {requests.map((request) => {
            const name = nameOr(request.otherName, linkText.unknownUser);
            const titleId = `request-${request.id}-name`;
            const busy = accepting.has(request.id);
            return (
              <li key={request.id} aria-labelledby={titleId} data-testid="incoming-request" className="rounded-card border border-border bg-surface p-4 shadow-card sm:p-5">
                <div className="min-w-0 space-y-1">
                  <h3 id={titleId} className="text-lg font-semibold text-foreground [overflow-wrap:anywhere]">
                    <bdi>{name}</bdi>
                  </h3>
                  <PersonId id={request.otherUserId} />
                  <div className="flex flex-wrap gap-2 pt-1">
                    <Badge tone="primary">{text.asksToConnectAs(relationLabel(request.relation_type))}</Badge>
                    {request.status && <Badge tone="accent">{statusLabel(request.status)}</Badge>}
                  </div>
                  {request.notes && (
                    <p dir="auto" className="pt-2 text-sm whitespace-pre-line text-foreground [overflow-wrap:anywhere]">
                      {request.notes}
                    </p>
                  )}
                </div>
                {/* Accept and Decline look alike: the page never nudges towards accepting. */}
                <div className="mt-4 flex flex-wrap gap-2">
                  <Button variant="secondary" size="sm" onClick={() => onAccept(request)} disabled={busy} aria-busy={busy} aria-describedby={titleId}>
                    <Check aria-hidden="true" className="size-4" />
                    {text.accept}
                  </Button>
                  <Button variant="secondary" size="sm" onClick={() => onDecline(request)} disabled={busy} aria-describedby={titleId}>
                    <X aria-hidden="true" className="size-4" />
                    {text.decline}
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => onBlock(request)} disabled={busy} aria-describedby={titleId} className="text-destructive sm:ms-auto">
                    <Ban aria-hidden="true" className="size-4" />
                    {text.block}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      </ListState>
    </Section>
  );
}
