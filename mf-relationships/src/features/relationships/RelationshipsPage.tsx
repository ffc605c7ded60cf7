import { Link, Navigate, useLocation } from 'react-router-dom';
import { Lightbulb } from 'lucide-react';
import { PageIntro, Spinner, buttonClassName } from '@shalom/shared';
import { useFeatureServices, type FeatureServices } from '../relationship-links/useFeatureServices';
import { AddRelationshipForm } from './AddRelationshipForm';
import { RelationshipList } from './RelationshipList';
import { ShareConnectLink } from './ShareConnectLink';
import { useRelationshipList } from './useRelationshipList';
import { useRelationshipSaving } from './useRelationshipSaving';
import { useStartChat } from './useStartChat';

const TITLE = 'Family & Relationship Links';
const DESCRIPTION = 'Link family relationships to enable tailored guidance and tools.';

/** /relationships (spec §2). */
export function RelationshipsPage() {
  const services = useFeatureServices();
  const location = useLocation();
  const { session } = services;

  if (session.status === 'signed-out') {
    // The shell's guard normally gets here first; this keeps the page safe when it does not.
    return <Navigate to={`/auth?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  }

  return (
    <PageIntro title={TITLE} description={DESCRIPTION}>
      {session.status === 'loading' ? <Spinner /> : <SignedInRelationships me={session.user.id} services={services} />}
      <PageActions />
    </PageIntro>
  );
}

function SignedInRelationships({ me, services }: { me: string; services: FeatureServices }) {
  const { client, toast } = services;
  const list = useRelationshipList(me, client, toast);
  const saving = useRelationshipSaving(client, toast, list.replace);
  const chat = useStartChat(me, client, toast);

  return (
    <>
      <ShareConnectLink userId={me} toast={toast} />
      <AddRelationshipForm me={me} client={client} toast={toast} onAdded={list.reload} />
      <RelationshipList
        status={list.status}
        entries={list.entries}
        isSaving={saving.isSaving}
        openingChatWith={chat.openingWith}
        onChange={(id, change) => void saving.save(id, change)}
        onStartChat={(otherUserId) => void chat.startChat(otherUserId)}
        onRetry={() => void list.reload()}
      />
      {list.status === 'ready' && list.entries.length === 0 && (
        <p className="flex items-start gap-2 rounded-card border border-accent/40 bg-accent-soft p-4 text-sm text-accent-foreground">
          <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>Tip: Guidance will be more personalized once you connect at least one family relationship.</span>
        </p>
      )}
    </>
  );
}

function PageActions() {
  return (
    <nav aria-label="Next steps" className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">
      <Link to="/dashboard" className={buttonClassName({ variant: 'secondary' })}>
        Skip to Dashboard
      </Link>
      <Link to="/ai" className={buttonClassName({ variant: 'primary' })}>
        Next: AI Guidance
      </Link>
    </nav>
  );
}
