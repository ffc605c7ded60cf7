// The engine's inputs and outputs. Functions map database rows into these; the engine never reads
// the database itself, so it runs the same in a function, a test or a bench.
import type { CorpusSlice, TorahSource } from '../corpus/index.ts';
import type { ModelConfig } from '../model-adapter/index.ts';
import type { Turn } from './conversation.ts';
import type { SafetyInfo } from './safety.ts';

/** The caller's own profile (spec §3 profiles), as far as the guide uses it. */
export interface GuideProfile {
  first_name?: string | null;
  display_name?: string | null;
  gender?: string | null;
  marital_status?: string | null;
  num_children?: number | null;
  observance_level?: string | null;
  life_stage?: string | null;
  languages?: string[] | null;
  location?: string | null;
}

/** What the guide may know about the partner — passed ONLY when context sharing is Fully enabled. */
export interface PartnerContext {
  name: string;
  relation_type?: string | null;
  relationship_status?: string | null;
  personality?: string | null;
  preferences?: string | null;
  communication_style?: string | null;
  life_stage?: string | null;
  observance_level?: string | null;
}

/** A named configuration of the engine (the test-chat models are personas). */
export interface Persona {
  id: string;
  name: string;
  /** Extra words for retrieval: what this persona leans on. */
  focus?: string;
  /** Added to the model's system prompt. */
  instructions?: string;
}

export interface GuideRequest {
  message: string;
  profile?: GuideProfile | null;
  partnerContext?: PartnerContext | null;
  persona?: Persona | null;
  corpusSlice?: CorpusSlice | null;
  model?: ModelConfig | null;
  /**
   * The private chat's earlier turns, oldest first (this conversation, the user's own). Only a
   * bounded window of it is used (conversation.ts); the current message is not part of it.
   */
  history?: Turn[] | null;
}

export type GuideKind = 'crisis' | 'halachic' | 'ordinary';

export interface GuideAnswer {
  response: string;
  halachic_context_used: boolean;
  relationship_context_used: boolean;
  torah_sources: TorahSource[];
  rabbi_consultation_suggested: boolean;
  safety: SafetyInfo | null;
  /** How the answer was made; never contains the message. */
  engine: {
    kind: GuideKind;
    writer: 'composer' | 'model';
    model: string | null;
    /** Why a configured model's answer was not used. */
    fallback: 'timeout' | 'http' | 'network' | 'bad_response' | 'unresolved_citation' | 'ruling_language' | 'empty' | 'unnatural_hebrew' | null;
    persona: string | null;
  };
}
