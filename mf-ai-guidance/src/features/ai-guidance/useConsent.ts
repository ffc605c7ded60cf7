import { useCallback, useEffect, useRef, useState } from 'react';
import {
  loadConsentStatus,
  loadOwnConsent,
  loadPartnerConsent,
  saveConsent,
  type ConsentRecord,
  type ConsentStatus,
  type PartnerConsent,
} from './aiGuidanceApi';
import type { AiServices } from './useAiServices';
import { useGuideT } from './userGender';

export interface ConsentState {
  status: ConsentStatus | null;
  own: ConsentRecord | null;
  partner: PartnerConsent | null;
  /** My record toward this partner is known (loaded, or known to be none): only then may it be saved. */
  ready: boolean;
  /** Upserts my record; false when the save failed (the caller says so in its own words). */
  save(next: ConsentRecord): Promise<boolean>;
  reload(): Promise<void>;
}

const NO_STATUS: ConsentStatus = { selfConsent: false, partnerConsent: false, fullyEnabled: false };

/** Consent toward the selected partner: the status line, my record (editable) and theirs (read-only). */
export function useConsent(services: AiServices, me: string | null, partner: string | null): ConsentState {
  const { client, toast } = services;
  const t = useGuideT();
  const [status, setStatus] = useState<ConsentStatus | null>(null);
  const [own, setOwn] = useState<ConsentRecord | null>(null);
  const [partnerConsent, setPartnerConsent] = useState<PartnerConsent | null>(null);
  const [ready, setReady] = useState(false);
  // The pair the state belongs to: answers for an earlier partner are dropped, never shown (or
  // saved) as the new one's.
  const pair = useRef(`${me}:${partner}`);

  const reload = useCallback(async () => {
    if (!me || !partner) {
      setReady(false);
      setStatus(null);
      setOwn(null);
      setPartnerConsent(null);
      return;
    }
    const asked = `${me}:${partner}`;
    const [statusResult, ownResult, partnerResult] = await Promise.allSettled([
      loadConsentStatus(client(), partner),
      loadOwnConsent(client(), me, partner),
      loadPartnerConsent(client(), partner),
    ]);
    if (pair.current !== asked) return;
    if (statusResult.status === 'fulfilled') setStatus(statusResult.value);
    else {
      // Spec §8: other load errors are only logged; the line then reads Limited.
      console.warn('[mf-ai-guidance] consent status', statusResult.reason);
      setStatus(NO_STATUS);
    }
    setReady(ownResult.status === 'fulfilled');
    if (ownResult.status === 'fulfilled') setOwn(ownResult.value);
    else {
      setOwn(null);
      toast({ title: t('toast.error'), description: t('toast.consentLoadFailed'), variant: 'destructive' });
    }
    if (partnerResult.status === 'fulfilled') setPartnerConsent(partnerResult.value);
    else console.warn('[mf-ai-guidance] partner consent', partnerResult.reason);
  }, [client, me, partner, t, toast]);

  useEffect(() => {
    // A new partner starts from nothing known, not from the previous partner's records.
    if (pair.current !== `${me}:${partner}`) {
      pair.current = `${me}:${partner}`;
      setReady(false);
      setStatus(null);
      setOwn(null);
      setPartnerConsent(null);
    }
    void reload();
  }, [me, partner, reload]);

  const save = useCallback(
    async (next: ConsentRecord): Promise<boolean> => {
      if (!me || !partner || !ready) return false;
      // Shown at once (a switch follows the finger); put back if the server refuses.
      const before = own;
      setOwn(next);
      try {
        await saveConsent(client(), me, partner, next);
      } catch (error) {
        console.warn('[mf-ai-guidance] save consent', error);
        setOwn(before);
        return false;
      }
      await reload();
      return true;
    },
    [client, me, own, partner, ready, reload],
  );

  return { status, own, partner: partnerConsent, ready, save, reload };
}
