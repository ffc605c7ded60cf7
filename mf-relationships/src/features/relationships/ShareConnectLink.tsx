import { Copy, Link2 } from 'lucide-react';
import { Button } from '@shalom/shared';
import type { ToastMessage } from '../relationship-links/linkMessages';

export interface ShareConnectLinkProps {
  userId: string;
  toast(message: ToastMessage): void;
}

/** spec §2: the link another person opens to connect with me. */
export function connectLinkFor(userId: string, origin: string = window.location.origin): string {
  return `${origin}/connect/${userId}`;
}

async function copyText(text: string): Promise<void> {
  // Missing in insecure contexts and some webviews: that is a copy failure like any other.
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
}

/** The user's own ID and connect link, with a copy button. */
export function ShareConnectLink({ userId, toast }: ShareConnectLinkProps) {
  const link = connectLinkFor(userId);

  const copy = async () => {
    try {
      await copyText(link);
      toast({ title: 'Link copied!', variant: 'success' });
    } catch {
      toast({ title: 'Copy failed', description: 'Please copy the link manually.', variant: 'destructive' });
    }
  };

  return (
    <section aria-labelledby="share-link-title" className="rounded-card border border-border bg-surface p-4 shadow-card sm:p-6">
      <h2 id="share-link-title" className="flex items-center gap-2 font-serif text-xl font-semibold text-foreground">
        <Link2 aria-hidden="true" className="size-5 text-primary" />
        Your connect link
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Share this link with a family member or partner. When they open it, they can connect with you.
      </p>
      <dl className="mt-4 grid gap-3 text-sm">
        <div className="grid gap-1">
          <dt className="font-medium text-foreground">Your ID</dt>
          <dd className="font-mono text-sm break-all text-foreground" data-testid="own-user-id">
            {userId}
          </dd>
        </div>
        <div className="grid gap-1">
          <dt className="font-medium text-foreground">Connect link</dt>
          <dd className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <code
              className="min-w-0 flex-1 rounded-control border border-border bg-muted px-3 py-2 font-mono text-sm break-all text-foreground"
              data-testid="connect-link"
            >
              {link}
            </code>
            <Button variant="secondary" onClick={() => void copy()} className="shrink-0">
              <Copy aria-hidden="true" className="size-4" />
              Copy link
            </Button>
          </dd>
        </div>
      </dl>
    </section>
  );
}
