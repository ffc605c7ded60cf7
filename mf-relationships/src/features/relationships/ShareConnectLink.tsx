import { Copy, Link2, RefreshCw } from 'lucide-react';
import { Button, Spinner } from '@shalom/shared';
import type { ToastMessage } from '../relationship-links/linkMessages';
import { relationshipsText as text } from './relationshipsText';
import type { ConnectInvite } from './useConnectInvite';
import { useRelationshipsLanguage } from '../../i18n/catalog';

export interface ShareConnectLinkProps {
  userId: string;
  invite: ConnectInvite;
  toast(message: ToastMessage): void;
  onRetry(): void;
  /** Asks to confirm, then makes a new link. */
  onRenew(): void;
}

/** The link another person opens to connect with me at once: {origin}/connect/{userId}?invite={token}. */
export function connectLinkFor(userId: string, token: string, origin: string = window.location.origin): string {
  return `${origin}/connect/${userId}?invite=${encodeURIComponent(token)}`;
}

async function copyText(value: string): Promise<void> {
  // Missing in insecure contexts and some webviews: that is a copy failure like any other.
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(value);
}

/** The user's own ID and connect link, with Copy link and Make a new link (spec §2). */
export function ShareConnectLink({ userId, invite, toast, onRetry, onRenew }: ShareConnectLinkProps) {
  useRelationshipsLanguage();
  const link = invite.status === 'ready' ? connectLinkFor(userId, invite.token) : null;

  const copy = async () => {
    if (!link) return;
    try {
      await copyText(link);
      toast({ title: text.linkCopied, variant: 'success' });
    } catch {
      toast({ title: text.copyFailedTitle, description: text.copyFailedDescription, variant: 'destructive' });
    }
  };

  return (
    <section aria-labelledby="share-link-title" className="rounded-card border border-border bg-surface p-4 shadow-card sm:p-6">
      <h2 id="share-link-title" className="flex items-center gap-2 font-serif text-xl font-semibold text-foreground">
        <Link2 aria-hidden="true" className="size-5 text-primary" />
        {text.shareTitle}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{text.shareIntro}</p>
      <dl className="mt-4 grid gap-3 text-sm">
        <div className="grid gap-1">
          <dt className="font-medium text-foreground">{text.yourId}</dt>
          <dd className="font-mono text-sm break-all text-foreground">
            <bdi dir="ltr" data-testid="own-user-id">
              {userId}
            </bdi>
          </dd>
        </div>
        <div className="grid gap-1">
          <dt className="font-medium text-foreground">{text.connectLink}</dt>
          <dd className="grid gap-3">
            {invite.status === 'loading' && <Spinner label={text.linkLoading} className="justify-start" />}
            {invite.status === 'error' && (
              <div role="alert" className="flex flex-wrap items-center gap-3">
                <span className="text-foreground">{text.linkLoadFailed}</span>
                <Button variant="secondary" size="sm" onClick={onRetry}>
                  {text.tryAgain}
                </Button>
              </div>
            )}
            {link && (
              <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
                <code
                  dir="ltr"
                  className="min-w-0 flex-1 rounded-control border border-border bg-muted px-3 py-2 text-start font-mono text-sm break-all text-foreground"
                  data-testid="connect-link"
                >
                  {link}
                </code>
                <Button variant="secondary" onClick={() => void copy()} className="shrink-0">
                  <Copy aria-hidden="true" className="size-4" />
                  {text.copyLink}
                </Button>
              </div>
            )}
            {link && (
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Button variant="ghost" size="sm" onClick={onRenew} aria-describedby="make-new-link-hint" className="-ms-3">
                  <RefreshCw aria-hidden="true" className="size-4" />
                  {text.makeNewLink}
                </Button>
                <span id="make-new-link-hint" className="text-xs text-muted-foreground">
                  {text.makeNewLinkHint}
                </span>
              </div>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
