import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Link2Off, UserRound } from 'lucide-react';
import { Button, PageIntro, Spinner, buttonClassName } from '@shalom/shared';
import { Field, Select } from '@shalom/shared/ui/form';
import { linkPeople } from '../relationship-links/linkPeople';
import { ALREADY_CONNECTED, SELF_LINK_DESCRIPTION } from '../relationship-links/linkMessages';
import {
  DEFAULT_RELATION_TYPE,
  NONE,
  relationTypeOptions,
  statusFromSelect,
  statusOptions,
} from '../relationship-links/relationOptions';
import type { ConnectionProfile } from '../relationship-links/relationshipsApi';
import { useFeatureServices, type FeatureServices } from '../relationship-links/useFeatureServices';
import { isUserId } from '../relationship-links/userId';
import { useConnectTarget } from './useConnectTarget';

const TITLE = 'Connect';
const DESCRIPTION = 'Someone shared their connect link with you. Choose how you are related, then connect.';

/** /connect/:id (spec §2). */
export function ConnectPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const services = useFeatureServices();
  const { session } = services;
  const targetId = id.trim();

  if (session.status === 'signed-out') {
    // The shell's guard normally gets here first; the link must survive the trip through /auth.
    return <Navigate to={`/auth?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  }
  if (!isUserId(targetId)) {
    return (
      <PageIntro title={TITLE}>
        <Notice heading="Invalid Link" text="This connect link is incomplete or broken. Ask the person to copy it again." />
      </PageIntro>
    );
  }
  if (session.status === 'loading') {
    return (
      <PageIntro title={TITLE}>
        <Spinner />
      </PageIntro>
    );
  }
  if (targetId.toLowerCase() === session.user.id.toLowerCase()) {
    return (
      <PageIntro title={TITLE}>
        <Notice
          heading="This is your own link"
          text={`${SELF_LINK_DESCRIPTION} Share this link with the person you want to connect with.`}
        />
      </PageIntro>
    );
  }
  return (
    <PageIntro title={TITLE} description={DESCRIPTION}>
      <ConnectWith me={session.user.id} targetId={targetId} services={services} />
    </PageIntro>
  );
}

/** A dead end with the way back (invalid link, own link). */
function Notice({ heading, text }: { heading: string; text: string }) {
  return (
    <section
      aria-labelledby="connect-notice-title"
      className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-card border border-border bg-surface px-6 py-8 text-center shadow-card"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-foreground">
        <Link2Off aria-hidden="true" className="size-6" />
      </span>
      <h2 id="connect-notice-title" className="font-serif text-2xl font-semibold text-foreground">
        {heading}
      </h2>
      <p className="text-sm text-muted-foreground">{text}</p>
      <Link to="/relationships" className={buttonClassName()}>
        Go to Relationships
      </Link>
    </section>
  );
}

function ConnectWith({ me, targetId, services }: { me: string; targetId: string; services: FeatureServices }) {
  const { client, toast } = services;
  const navigate = useNavigate();
  const target = useConnectTarget(me, targetId, client, toast);
  const [relationType, setRelationType] = useState<string>(DEFAULT_RELATION_TYPE);
  const [status, setStatus] = useState<string>(NONE);
  const [busy, setBusy] = useState(false);

  if (target.status === 'loading') return <Spinner />;

  const connect = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const outcome = await linkPeople(client(), {
      userId: me,
      relatedUserId: targetId,
      relationType,
      status: statusFromSelect(status),
      notes: null,
      rabbiInvolved: null,
    });
    if (outcome.kind === 'failed') {
      toast({ title: 'Connection failed', description: outcome.error.message || 'Could not connect to this person.', variant: 'destructive' });
      setBusy(false);
      return;
    }
    toast(outcome.kind === 'linked' ? { title: 'Connected successfully!', variant: 'success' } : ALREADY_CONNECTED);
    navigate('/relationships');
  };

  return (
    <section aria-labelledby="connect-person-title" className="rounded-card border border-border bg-surface p-4 shadow-card sm:p-6">
      <PersonSummary profile={target.profile} targetId={targetId} />
      <form noValidate onSubmit={(event) => void connect(event)} aria-labelledby="connect-person-title" className="mt-6 grid gap-4 sm:grid-cols-2">
        <Field label="Relationship type">
          <Select options={relationTypeOptions} value={relationType} onValueChange={setRelationType} />
        </Field>
        <Field label="Status (optional)">
          <Select options={statusOptions} value={status} onValueChange={setStatus} />
        </Field>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:col-span-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => navigate('/relationships')} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            Connect
          </Button>
        </div>
      </form>
    </section>
  );
}

function PersonSummary({ profile, targetId }: { profile: ConnectionProfile | null; targetId: string }) {
  const fullName = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ');
  const heading = profile ? (profile.displayName ?? (fullName || 'Unknown')) : 'Unknown';
  return (
    <div className="flex items-start gap-4">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
        <UserRound aria-hidden="true" className="size-6" />
      </span>
      <div className="min-w-0 space-y-1">
        <h2 id="connect-person-title" className="font-serif text-2xl font-semibold text-foreground">
          {heading}
        </h2>
        {profile ? (
          fullName && <p className="text-sm text-foreground">{fullName}</p>
        ) : (
          <p role="status" className="text-sm text-muted-foreground">
            Profile not found - they may need to complete their profile first
          </p>
        )}
        <p className="text-xs text-muted-foreground">
          ID: <span className="font-mono break-all text-foreground">{targetId}</span>
        </p>
      </div>
    </div>
  );
}
