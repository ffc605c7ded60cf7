// A client for the OpenAI-compatible chat-completions protocol (POST {base}/chat/completions),
// which Ollama, llama.cpp server, vLLM and hosted APIs all speak. Portable: fetch and
// AbortController only, so it runs on Deno (Supabase Edge) and Node alike.
//
// Callers treat every failure the same way (fall back to the embedded composer), so this module
// throws one error type with a reason that is safe to log: it never contains the prompt or answer.
import type { FunctionEnv } from '../function-context.ts';

export interface ModelConfig {
  /** e.g. http://127.0.0.1:11434/v1 (Ollama) — the part before /chat/completions. */
  baseUrl: string;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
  /** A short label for the UI badge and logs, e.g. "llama3.1 via 127.0.0.1:11434". */
  label: string;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatOptions {
  temperature?: number;
  maxTokens?: number;
}

export class ModelError extends Error {
  constructor(
    readonly reason: 'timeout' | 'http' | 'network' | 'bad_response',
    detail: string,
  ) {
    super(`model ${reason}: ${detail}`);
    this.name = 'ModelError';
  }
}

export const DEFAULT_MODEL_TIMEOUT_MS = 8000;
export const DEFAULT_MODEL_NAME = 'llama3.1';

/** Null when AI_BASE_URL is unset: the embedded composer answers. */
export function modelConfigFromEnv(env: FunctionEnv): ModelConfig | null {
  const baseUrl = env.get('AI_BASE_URL')?.trim();
  if (!baseUrl) return null;
  const rawTimeout = Number(env.get('AI_TIMEOUT_MS'));
  const timeoutMs = Number.isFinite(rawTimeout) && rawTimeout > 0 ? rawTimeout : DEFAULT_MODEL_TIMEOUT_MS;
  const model = env.get('AI_MODEL')?.trim() || DEFAULT_MODEL_NAME;
  let host = baseUrl;
  try {
    host = new URL(baseUrl).host;
  } catch {
    // An unparsable URL still fails loudly on the first call; the label only names it.
  }
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    apiKey: env.get('AI_API_KEY')?.trim() || null,
    model,
    timeoutMs,
    label: `${model} via ${host}`,
  };
}

/** One chat completion; resolves with the first choice's text or throws ModelError. */
export async function chatComplete(config: ModelConfig, messages: ChatMessage[], options: ChatOptions = {}): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  try {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (config.apiKey) headers.Authorization = `Bearer ${config.apiKey}`;
    let response: Response;
    try {
      response = await fetch(`${config.baseUrl}/chat/completions`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          model: config.model,
          messages,
          temperature: options.temperature ?? 0.6,
          max_tokens: options.maxTokens ?? 700,
          stream: false,
        }),
        signal: controller.signal,
      });
    } catch (error) {
      if (controller.signal.aborted) throw new ModelError('timeout', `no answer within ${config.timeoutMs} ms`);
      throw new ModelError('network', error instanceof Error ? error.message : 'fetch failed');
    }
    let payload: unknown;
    try {
      payload = await response.json();
    } catch {
      if (controller.signal.aborted) throw new ModelError('timeout', `no answer within ${config.timeoutMs} ms`);
      throw new ModelError('bad_response', `status ${response.status}, body is not JSON`);
    }
    if (!response.ok) throw new ModelError('http', `status ${response.status}`);
    const content = firstChoiceText(payload);
    if (content === null) throw new ModelError('bad_response', 'no choices[0].message.content');
    return content;
  } finally {
    clearTimeout(timer);
  }
}

function firstChoiceText(payload: unknown): string | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const choices = (payload as { choices?: unknown }).choices;
  if (!Array.isArray(choices) || choices.length === 0) return null;
  const message = (choices[0] as { message?: { content?: unknown } }).message;
  const content = message?.content;
  return typeof content === 'string' && content.trim() !== '' ? content.trim() : null;
}
