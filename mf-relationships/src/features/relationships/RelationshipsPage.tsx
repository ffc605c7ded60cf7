import { useCallback, useRef, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { Inbox, Lightbulb } from 'lucide-react';
import { Button, PageIntro, Spinner, buttonClassName } from '@shalom/shared';
import { ConfirmDialog, type Confirmation } from '../relationship-links/ConfirmDialog';
import { linkText, nameOr } from '../relationship-links/linkMessages';
import { useFeatureServices, type FeatureServices } from '../relationship-links/useFeatureServices';
import { usePageMeta } from '../relationship-links/usePageMeta';
import { AddRelationshipForm } from './AddRelationshipForm';
import { BlockedPeopleList } from './BlockedPeopleList';
import { IncomingRequests } from './IncomingRequests';
import { RelationshipList } from './RelationshipList';
import { relationshipsText as text } from './relationshipsText';
import { SentRequests } from './SentRequests';
import { ShareConnectLink } from './ShareConnectLink';
import { useBlockedPeople } from './useBlockedPeople';
import { useConnectInvite } from './useConnectInvite';
import { useLinkActions } from './useLinkActions';
import { useRelationshipList, type RelationshipEntry } from './useRelationshipList';
import { useRelationshipSaving } from './useRelationshipSaving';
import { useStartChat } from './useStartChat';
import { useRelationshipsLanguage } from '../../i18n/catalog';

/** /relationships (spec §2). */
export function RelationshipsPage() {
  useRelationshipsLanguage();
  usePageMeta(text.documentTitle, text.description);
  const services = useFeatureServices();
  const location = useLocation();
  const { session } = services;

  if (session.status === 'signed-out') {
    // The shell's guard normally gets here first; this keeps the page safe when it does not.
    return <Navigate to={`/auth?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  }

  return (
    <PageIntro title={text.title} description={text.description}>
      {session.status === 'loading' ? <Spinner /> : <SignedInRelationships me={session.user.id} services={services} />}
      <PageActions />
    </PageIntro>
  );
}

function SignedInRelationships({ me, services }: { me: string; services: FeatureServices }) {
  useRelationshipsLanguage();
  const { client, toast } = services;
  const list = useRelationshipList(me, client, toast);
  const blocked = useBlockedPeople(client);
  const invite = useConnectInvite(client, toast);
  const saving = useRelationshipSaving(client, toast, list.replace);
  const chat = useStartChat(me, client, toast);
  const { reload: reloadLinks } = list;
  const { reload: reloadBlocked } = blocked;
  const onBlocksChanged = useCallback(() => {
    void reloadLinks();
    void reloadBlocked();
  }, [reloadBlocked, reloadLinks]);
  const actions = useLinkActions({ me, client, toast, onAccepted: list.replace, onRemoved: list.remove, onBlocksChanged });

  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const incomingHeading = useRef<HTMLHeadingElement>(null);
  const relationshipsHeading = useRef<HTMLHeadingElement>(null);
  const blockedHeading = useRef<HTMLHeadingElement>(null);

  const confirmBlock = (entry: RelationshipEntry, heading: React.RefObject<HTMLHeadingElement | null>) => {
    const name = nameOr(entry.otherName, linkText.unknownUser);
    setConfirmation({
      title: text.blockDialogTitle(name),
      description: text.blockDialogDescription,
      confirmLabel: text.block,
      run: () => actions.block(entry.otherUserId, name),
      focusAfterSuccess: () => heading.current,
    });
  };

  return (
    <>
      {list.status === 'ready' && list.incoming.length > 0 && (
        // The requests are further down; a request must not go unnoticed.
        <div role="status" className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-primary/30 bg-primary/5 p-4 text-sm">
          <p className="flex items-center gap-2 text-foreground">
            <Inbox aria-hidden="true" className="size-4 shrink-0 text-primary" />
            {text.requestsWaiting(list.incoming.length)}
          </p>
          <Button variant="secondary" size="sm" onClick={() => incomingHeading.current?.focus()}>
            {text.seeRequests}
          </Button>
        </div>
      )}
      <ShareConnectLink
        userId={me}
        invite={invite.invite}
        toast={toast}
        onRetry={() => void invite.reload()}
        onRenew={() =>
          setConfirmation({
            title: text.renewDialogTitle,
            description: text.renewDialogDescription,
            confirmLabel: text.makeNewLink,
            tone: 'primary',
            run: invite.renew,
          })
        }
      />
      <AddRelationshipForm me={me} client={client} toast={toast} onSent={list.reload} />
      <IncomingRequests
        status={list.status}
        requests={list.incoming}
        accepting={actions.working}
        headingRef={incomingHeading}
        onAccept={(request) => void actions.accept(request.id, nameOr(request.otherName, linkText.unknownUser))}
        onDecline={(request) =>
          setConfirmation({
            title: text.declineDialogTitle(nameOr(request.otherName, linkText.unknownUser)),
            description: text.declineDialogDescription,
            confirmLabel: text.decline,
            run: () => actions.decline(request.id),
            focusAfterSuccess: () => incomingHeading.current,
          })
        }
        onBlock={(request) => confirmBlock(request, incomingHeading)}
        onRetry={() => void list.reload()}
      />
      <SentRequests
        status={list.status}
        requests={list.outgoing}
        cancelling={actions.working}
        onCancel={(request) => void actions.cancel(request.id)}
        onRetry={() => void list.reload()}
      />
      <RelationshipList
        status={list.status}
        entries={list.accepted}
        headingRef={relationshipsHeading}
        isSaving={saving.isSaving}
        openingChatWith={chat.openingWith}
        onChange={(id, change) => void saving.save(id, change)}
        onStartChat={(otherUserId) => void chat.startChat(otherUserId)}
        onRemove={(entry) => {
          const name = nameOr(entry.otherName, linkText.unknownName);
          setConfirmation({
            title: text.removeDialogTitle(name),
            description: text.removeDialogDescription,
            confirmLabel: text.removeLink,
            run: () => actions.removeLink(entry.id, name),
            focusAfterSuccess: () => relationshipsHeading.current,
          });
        }}
        onBlock={(entry) => confirmBlock(entry, relationshipsHeading)}
        onRetry={() => void list.reload()}
      />
      {list.status === 'ready' && list.accepted.length === 0 && (
        <p className="flex items-start gap-2 rounded-card border border-accent/40 bg-accent-soft p-4 text-sm text-accent-foreground">
          <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{text.tip}</span>
        </p>
      )}
      <BlockedPeopleList
        status={blocked.status}
        people={blocked.people}
        headingRef={blockedHeading}
        onUnblock={(person) => {
          const name = nameOr(person.displayName, linkText.unknownUser);
          setConfirmation({
            title: text.unblockDialogTitle(name),
            description: text.unblockDialogDescription,
            confirmLabel: text.unblock,
            tone: 'primary',
            run: () => actions.unblock(person.userId, name),
            focusAfterSuccess: () => blockedHeading.current,
          });
        }}
        onRetry={() => void blocked.reload()}
      />
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </>
  );
}

function PageActions() {
  useRelationshipsLanguage();
  return (
    <nav aria-label={text.nextStepsLabel} className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">
      <Link to="/dashboard" className={buttonClassName({ variant: 'secondary' })}>
        {text.skipToDashboard}
      </Link>
      <Link to="/ai" className={buttonClassName({ variant: 'primary' })}>
        {text.nextAiGuidance}
      </Link>
    </nav>
  );
}
