import { useEffect, useState } from 'react';
import { loadPartners, type Partner } from './aiGuidanceApi';
import type { AiServices } from './useAiServices';

export function usePartners(services: AiServices, me: string | null): { partners: Partner[] | null } {
  const { client } = services;
  const [partners, setPartners] = useState<Partner[] | null>(null);
  useEffect(() => {
    if (!me) return;
    let cancelled = false;
    loadPartners(client(), me)
      .then((rows) => {
        if (!cancelled) setPartners(rows);
      })
      .catch((error: unknown) => {
        // The guide works without a partner; a failed list only means none to choose.
        console.warn('[mf-ai-guidance] partners', error);
        if (!cancelled) setPartners([]);
      });
    return () => {
      cancelled = true;
    };
  }, [client, me]);
  return { partners };
}
