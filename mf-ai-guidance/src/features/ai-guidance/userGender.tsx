import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import { loadOwnGender } from './aiGuidanceApi';
import type { AiServices } from './useAiServices';
import { useLocale } from '@shalom/shared/i18n';
import { aiGuidanceCatalog } from '../../i18n/catalog';

/**
 * The `gender` value the catalog's `{gender, select, female {…} male {…} other {…}}` messages take:
 * Hebrew addresses the user as the profile states (profiles.gender); 'other' (also "prefer not to
 * say", no profile, a failed read) takes neutral wording, never a slash form.
 */
export type UserGender = 'female' | 'male' | 'other';

export function toUserGender(value: string | null | undefined): UserGender {
  return value === 'female' || value === 'male' ? value : 'other';
}

const UserGenderContext = createContext<UserGender>('other');
export const UserGenderProvider = UserGenderContext.Provider;

/** The user's gender, or null while it loads (the screen waits, so no sentence changes form later). */
export function useUserGender(services: AiServices, me: string | null): UserGender | null {
  const { client } = services;
  const [gender, setGender] = useState<{ me: string; value: UserGender } | null>(null);
  useEffect(() => {
    if (!me) return;
    let cancelled = false;
    loadOwnGender(client(), me)
      .then((value) => !cancelled && setGender({ me, value: toUserGender(value) }))
      .catch((error: unknown) => {
        // Unknown gender is a valid state: the neutral wording.
        console.warn('[mf-ai-guidance] profile gender', error);
        if (!cancelled) setGender({ me, value: 'other' });
      });
    return () => {
      cancelled = true;
    };
  }, [client, me]);
  return gender && gender.me === me ? gender.value : null;
}

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';
/** The values that are people's names, written as their owners wrote them (any script). */
const NAMES = ['partner', 'name'] as const;

/**
 * The catalog's translate function with the user's gender passed to every message, so a sentence
 * addressed to the user is inflected wherever it is shown (toasts from hooks included). In a
 * right-to-left language a name keeps its own direction inside the sentence (Unicode isolation,
 * issue 32 item 5): "Boaz." or "David 2" in a Hebrew line would otherwise be reordered.
 */
export function useGuideT(): ReturnType<typeof aiGuidanceCatalog.useT> {
  const t = aiGuidanceCatalog.useT();
  const gender = useContext(UserGenderContext);
  const { dir } = useLocale();
  return useMemo<ReturnType<typeof aiGuidanceCatalog.useT>>(
    () => (id, values) => {
      const passed: Record<string, string | number> = { gender, ...values };
      if (dir === 'rtl') {
        for (const key of NAMES) {
          const value = passed[key];
          if (typeof value === 'string' && value) passed[key] = `${FIRST_STRONG_ISOLATE}${value}${POP_DIRECTIONAL_ISOLATE}`;
        }
      }
      return t(id, passed);
    },
    [t, gender, dir],
  );
}
