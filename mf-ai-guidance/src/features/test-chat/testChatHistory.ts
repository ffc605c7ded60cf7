import type { SafetyInfo, TorahSource } from '../ai-guidance/aiGuidanceApi';
import type { Perspective } from './testChatModels';

/** Spec §3 local flags: the test chat history, kept in this browser only. */
export interface HistoryEntry {
  id: string;
  content: string;
  sender: 'user' | 'ai';
  perspective: Perspective;
  timestamp: string;
  model?: string;
  sources?: TorahSource[];
  safety?: SafetyInfo | null;
  rabbi?: boolean;
}

const KEY = 'shalom-bayit.test-chat-history';

export function readHistory(): HistoryEntry[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as HistoryEntry[]) : [];
  } catch {
    return [];
  }
}

export function writeHistory(entries: HistoryEntry[]): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(entries));
  } catch {
    // storage full or blocked: the history lasts for this page only
  }
}

export function newEntry(fields: Omit<HistoryEntry, 'id' | 'timestamp'>): HistoryEntry {
  return { id: crypto.randomUUID(), timestamp: new Date().toISOString(), ...fields };
}
