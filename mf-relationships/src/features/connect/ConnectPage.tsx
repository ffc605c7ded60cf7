import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Hourglass, Link2Off, MailQuestion, UserRound } from 'lucide-react';
import { Button, PageIntro, Spinner, buttonClassName } from '@shalom/shared';
import { Field, Select } from '@shalom/shared/ui/form';
import { toDataError, UNIQUE_VIOLATION } from '../relationship-links/dataError';
import { ALREADY_CONNECTED, linkText, REQUEST_ALREADY_SENT, REQUEST_SENT, THEY_ASKED_YOU, type ToastMessage } from '../relationship-links/linkMessages';
import { classifyRefusal, refusalDescription } from '../relationship-links/refusals';
import { requestLink } from '../relationship-links/requestLink';
import {
  DEFAULT_RELATION_TYPE,
  NONE,
  relationTypeOptions,
  statusFromSelect,
  statusOptions,
} from '../relationship-links/relationOptions';
import { connectWithInvite, type ConnectionProfile } from '../relationship-links/relationshipsApi';
import { useFeatureServices, type FeatureServices } from '../relationship-links/useFeatureServices';
import { usePageMeta } from '../relationship-links/usePageMeta';
import { isUserId } from '../relationship-links/userId';
import { connectText as text } from './connectText';
import { useConnectTarget, type ConnectMode } from './useConnectTarget';
import { useRelationshipsLanguage } from '../../i18n/catalog';

/** /connect/:id?invite=… (spec §2). */
export function ConnectPage() {
  useRelationshipsLanguage();
  usePageMeta(text.documentTitle, text.description);
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const services = useFeatureServices();
  const { session } = services;
  const targetId = id.trim();
  const invite = searchParams.get('invite')?.trim() || null;

  if (session.status === 'signed-out') {
    // The shell's guard normally gets here first; the link must survive the trip through /auth.
    return <Navigate to={`/auth?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  }
  if (!isUserId(targetId)) {
    return (
      <PageIntro title={text.title}>
        <Notice heading={text.invalidLinkHeading} text={text.invalidLinkText} />
      </PageIntro>
    );
  }
  if (session.status === 'loading') {
    return (
      <PageIntro title={text.title}>
        <Spinner />
      </PageIntro>
    );
  }
  if (targetId.toLowerCase() === session.user.id.toLowerCase()) {
    return (
      <PageIntro title={text.title}>
        <Notice heading={text.ownLinkHeading} text={text.ownLinkText} />
      </PageIntro>
    );
  }
  return (
    <PageIntro title={text.title} description={text.description}>
      <ConnectWith me={session.user.id} targetId={targetId} invite={invite} services={services} />
    </PageIntro>
  );
}

/** A dead end with the way back (invalid link, own link). */
function Notice({ heading, text: body }: { heading: string; text: string }) {
  useRelationshipsLanguage();
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
      <p className="text-sm text-muted-foreground">{body}</p>
      <Link to="/relationships" className={buttonClassName()}>
        {text.goToRelationships}
      </Link>
    </section>
  );
}

function displayNameOf(profile: ConnectionProfile | null): string {
  const fullName = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ');
  return profile ? (profile.displayName ?? (fullName || text.unknownName)) : text.unknownName;
}

function ConnectWith({ me, targetId, invite, services }: { me: string; targetId: string; invite: string | null; services: FeatureServices }) {
  useRelationshipsLanguage();
  const { client, toast } = services;
  const target = useConnectTarget(me, targetId, invite, client, toast);
  // An invite refused when Connect is pressed (renewed meanwhile) turns the page into a request.
  const [inviteRefused, setInviteRefused] = useState(false);

  if (target.status === 'loading') return <Spinner />;

  const name = displayNameOf(target.profile);
  return (
    <section aria-labelledby="connect-person-title" className="rounded-card border border-border bg-surface p-4 shadow-card sm:p-6">
      <PersonSummary profile={target.profile} targetId={targetId} />
      {target.status === 'request-waiting' && <Waiting icon="waiting" sentence={text.requestWaiting(name)} />}
      {target.status === 'they-asked' && <Waiting icon="asked" sentence={text.theyAskedYou(name)} />}
      {target.status === 'ready' && (
        <ConnectForm
          me={me}
          targetId={targetId}
          invite={invite}
          mode={inviteRefused ? 'request' : target.mode}
          services={services}
          onInviteRefused={() => setInviteRefused(true)}
        />
      )}
    </section>
  );
}

function Waiting({ icon, sentence }: { icon: 'waiting' | 'asked'; sentence: string }) {
  useRelationshipsLanguage();
  const Icon = icon === 'waiting' ? Hourglass : MailQuestion;
  return (
    <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <p role="status" className="flex items-start gap-2 text-sm text-foreground">
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
        <span className="min-w-0 [overflow-wrap:anywhere]">{sentence}</span>
      </p>
      <Link to="/relationships" className={buttonClassName({ variant: 'secondary', className: 'shrink-0' })}>
        {text.goToRelationships}
      </Link>
    </div>
  );
}

interface ConnectFormProps {
  me: string;
  targetId: string;
  invite: string | null;
  mode: ConnectMode;
  services: FeatureServices;
  onInviteRefused(): void;
}

function connectionFailed(description: string | undefined): ToastMessage {
  return { title: linkText.connectionFailedTitle, description: description || linkText.connectionFailedFallback, variant: 'destructive' };
}

/** spec §2: relationship type, optional status, Cancel and Connect (or Send request without a valid invite). */
function ConnectForm({ me, targetId, invite, mode, services, onInviteRefused }: ConnectFormProps) {
  useRelationshipsLanguage();
  const { client, toast } = services;
  const navigate = useNavigate();
  const [relationType, setRelationType] = useState<string>(DEFAULT_RELATION_TYPE);
  const [status, setStatus] = useState<string>(NONE);
  const [busy, setBusy] = useState(false);

  /** Connects at once through the invite; false when the page stays. */
  const connectNow = async (token: string): Promise<boolean> => {
    try {
      await connectWithInvite(client(), { inviter: targetId, invite: token, relationType, status: statusFromSelect(status) });
      toast({ title: text.connectedSuccessfully, variant: 'success' });
      return true;
    } catch (caught) {
      const error = toDataError(caught);
      if (error.code === UNIQUE_VIOLATION) {
        toast(ALREADY_CONNECTED);
        return true;
      }
      toast(connectionFailed(refusalDescription(error)));
      if (classifyRefusal(error) === 'invite-invalid') onInviteRefused();
      return false;
    }
  };

  /** Asks them, as typing their id does; false when the page stays. */
  const askThem = async (): Promise<boolean> => {
    const outcome = await requestLink(client(), {
      userId: me,
      relatedUserId: targetId,
      relationType,
      status: statusFromSelect(status),
      notes: null,
      rabbiInvolved: null,
    });
    switch (outcome.kind) {
      case 'sent':
        toast(REQUEST_SENT);
        return true;
      case 'already-connected':
        toast(ALREADY_CONNECTED);
        return true;
      case 'already-requested':
        toast(REQUEST_ALREADY_SENT);
        return true;
      case 'they-asked':
        toast(THEY_ASKED_YOU);
        return true;
      case 'failed':
        toast(connectionFailed(refusalDescription(outcome.error)));
        return false;
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const leave = mode === 'invite' && invite ? await connectNow(invite) : await askThem();
    if (leave) {
      navigate('/relationships');
      return;
    }
    setBusy(false);
  };

  return (
    <>
      <p role="status" className={`mt-6 rounded-control p-3 text-sm ${mode === 'invite' ? 'bg-primary/10 text-foreground' : 'bg-accent-soft text-accent-foreground'}`}>
        {mode === 'invite' ? text.inviteNote : text.notAnInviteNote}
      </p>
      <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="connect-person-title" className="mt-6 grid gap-4 sm:grid-cols-2">
        <Field label={text.relationshipType}>
          <Select options={relationTypeOptions} value={relationType} onValueChange={setRelationType} />
        </Field>
        <Field label={text.statusOptional}>
          <Select options={statusOptions} value={status} onValueChange={setStatus} />
        </Field>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:col-span-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => navigate('/relationships')} disabled={busy}>
            {text.cancel}
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {mode === 'invite' ? text.connect : text.sendRequest}
          </Button>
        </div>
      </form>
    </>
  );
}

function PersonSummary({ profile, targetId }: { profile: ConnectionProfile | null; targetId: string }) {
  useRelationshipsLanguage();
  const fullName = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ');
  return (
    <div className="flex items-start gap-4">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
        <UserRound aria-hidden="true" className="size-6" />
      </span>
      <div className="min-w-0 space-y-1">
        <h2 id="connect-person-title" className="font-serif text-2xl font-semibold text-foreground [overflow-wrap:anywhere]">
          <bdi>{displayNameOf(profile)}</bdi>
        </h2>
        {profile ? (
          // Below a display name only: without one the full name is the heading already.
          profile.displayName &&
          fullName && (
            <p className="text-sm text-foreground [overflow-wrap:anywhere]">
              <bdi>{fullName}</bdi>
            </p>
          )
        ) : (
          <p role="status" className="text-sm text-muted-foreground">
            {text.profileNotFound}
          </p>
        )}
        <p className="text-xs text-muted-foreground">
          {linkText.idLabel}{' '}
          <bdi dir="ltr" className="font-mono break-all text-foreground">
            {targetId}
          </bdi>
        </p>
      </div>
    </div>
  );
}
