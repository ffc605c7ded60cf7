import { useCallback, useEffect, useRef, useState } from 'react';
import { decidePartnerProposal, proposePartnerCommunication, type CommunicationRequest, type PartnerProposal } from './aiGuidanceApi';
import type { AiServices } from './useAiServices';
import { aiGuidanceCatalog } from '../../i18n/catalog';
import { useGuideT } from './userGender';

/**
 * Where a proposal came from: a trigger rule after a reply, the user's explicit "send it now"
 * (forceBypassLimits), or one of the panel's test buttons. Each says "sent" in its own words.
 */
export type ProposalOrigin = 'automatic' | 'manual' | 'test';

export interface PendingProposal extends PartnerProposal {
  origin: ProposalOrigin;
  partnerUserId: string;
}

export interface PartnerProposals {
  /** The note waiting for Send or Not now (one at a time; a newer one replaces it). */
  pending: PendingProposal | null;
  sending: boolean;
  propose(request: CommunicationRequest, origin: ProposalOrigin): Promise<void>;
  /** Sends the pending note; a second call while the first is on its way does nothing. */
  send(): Promise<void>;
  /** Not now: the card goes at once, the server is told in the background. */
  dismiss(): void;
  /** Drops the pending note without a word (a new question, another partner). */
  clear(): void;
}

const REFUSED_BODY = {
  proposal_expired: aiGuidanceCatalog.msg('proposal.refused.expired'),
  proposal_dismissed: aiGuidanceCatalog.msg('proposal.refused.expired'),
  proposal_not_found: aiGuidanceCatalog.msg('proposal.refused.expired'),
  proposal_used: aiGuidanceCatalog.msg('proposal.refused.used'),
  daily_limit_reached: aiGuidanceCatalog.msg('proposal.refused.limit'),
  not_connected: aiGuidanceCatalog.msg('proposal.refused.notConnected'),
  no_consent: aiGuidanceCatalog.msg('proposal.refused.consent'),
  trigger_not_enabled: aiGuidanceCatalog.msg('proposal.refused.consent'),
  consent_expired: aiGuidanceCatalog.msg('proposal.refused.consent'),
  partner_no_consent: aiGuidanceCatalog.msg('proposal.refused.consent'),
  partner_trigger_not_enabled: aiGuidanceCatalog.msg('proposal.refused.consent'),
  partner_consent_expired: aiGuidanceCatalog.msg('proposal.refused.consent'),
  boundary_keyword: aiGuidanceCatalog.msg('proposal.refused.boundary'),
  safety_concern: aiGuidanceCatalog.msg('proposal.refused.nothingSent'),
} as const;

function refusedBody(reason: string) {
  return REFUSED_BODY[reason as keyof typeof REFUSED_BODY] ?? aiGuidanceCatalog.msg('proposal.refused.nothingSent');
}

/**
 * Nothing reaches a partner unseen (issue 31): a trigger only asks ai-partner-communicator for a
 * proposal, shown in the chat with its exact text; Send sends that proposal, Not now dismisses it.
 * A proposal the server refuses after a reply shows nothing at all (a boundary topic or a safety
 * concern is not something to announce); a test button's refusal says why.
 */
export function usePartnerProposal(services: AiServices, partner: string | null, partnerName: string | null, onSent: () => void): PartnerProposals {
  const { client, toast } = services;
  const t = useGuideT();
  const [pending, setPending] = useState<PendingProposal | null>(null);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const latest = useRef({ pending, partner, partnerName, onSent });
  latest.current = { pending, partner, partnerName, onSent };
  // Answers to a request made for an earlier partner or an earlier question are dropped.
  const generation = useRef(0);

  const forget = useCallback(
    (proposal: PendingProposal | null) => {
      if (!proposal) return;
      decidePartnerProposal(client(), proposal.id, 'dismiss').catch((error: unknown) => console.warn('[mf-ai-guidance] dismiss proposal', error));
    },
    [client],
  );

  const clear = useCallback(() => {
    generation.current += 1;
    forget(latest.current.pending);
    setPending(null);
  }, [forget]);

  // Another partner chosen: the note meant for the previous one goes.
  useEffect(() => clear, [partner, clear]);

  const propose = useCallback(
    async (request: CommunicationRequest, origin: ProposalOrigin) => {
      const asked = ++generation.current;
      const name = latest.current.partnerName ?? '';
      try {
        const result = await proposePartnerCommunication(client(), request);
        if (asked !== generation.current || latest.current.partner !== request.partnerUserId) return;
        if (result.proposal) {
          const previous = latest.current.pending;
          if (previous && previous.id !== result.proposal.id) forget(previous);
          setPending({ ...result.proposal, origin, partnerUserId: request.partnerUserId });
        } else if (origin === 'test') {
          const why = refusedBody(result.reason);
          toast({ title: t('toast.requestFailed'), description: t(why, { partner: name }), variant: 'destructive' });
        }
      } catch (error) {
        console.warn('[mf-ai-guidance] partner communication proposal', error);
        // After a reply nobody asked for a note: only an explicit request hears that it failed.
        if (origin !== 'automatic') toast({ title: t('toast.error'), description: t('toast.requestCommunicationFailed'), variant: 'destructive' });
      }
    },
    [client, forget, t, toast],
  );

  const send = useCallback(async () => {
    const proposal = latest.current.pending;
    if (!proposal || inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    const name = latest.current.partnerName ?? '';
    try {
      const result = await decidePartnerProposal(client(), proposal.id, 'send');
      setPending((current) => (current?.id === proposal.id ? null : current));
      if (result.success) {
        if (proposal.origin === 'test') toast({ title: t('toast.testSent') });
        else toast({ title: t('toast.communicationSent'), description: proposal.origin === 'manual' ? t('toast.manualRequest') : undefined });
        latest.current.onSent();
      } else {
        const why = refusedBody(result.reason);
        toast({ title: t('toast.communicationFailed'), description: t(why, { partner: name }), variant: 'destructive' });
      }
    } catch (error) {
      // The card stays: Send may be pressed again.
      console.warn('[mf-ai-guidance] partner communication send', error);
      toast(
        proposal.origin === 'test'
          ? { title: t('toast.error'), description: t('toast.requestCommunicationFailed'), variant: 'destructive' }
          : { title: t('toast.communicationFailed'), description: t('toast.communicationFailedBody'), variant: 'destructive' },
      );
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }, [client, t, toast]);

  const dismiss = useCallback(() => {
    if (inFlight.current) return;
    forget(latest.current.pending);
    setPending(null);
  }, [forget]);

  return { pending, sending, propose, send, dismiss, clear };
}
