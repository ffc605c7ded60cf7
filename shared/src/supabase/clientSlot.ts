// Where the page's one supabase client is kept (supabaseClient.ts) and what quick exit reads from
// it without loading supabase-js: the project's URL and anon key, known before the client resolves.
export const CLIENT_KEY = Symbol.for('shalom-bayit.supabase-client.v1');

export interface ClientSlot<Client = unknown> {
  url: string;
  anonKey: string;
  client: Promise<Client>;
}

export function slotHolder<Client = unknown>(): { [CLIENT_KEY]?: ClientSlot<Client> } {
  return globalThis as typeof globalThis & { [CLIENT_KEY]?: ClientSlot<Client> };
}

/** The project of the page's client (its URL and anon key), for a request that must outlive the page. */
export function supabaseProjectOfPage(): { url: string; anonKey: string } | undefined {
  const slot = slotHolder()[CLIENT_KEY];
  return slot ? { url: slot.url, anonKey: slot.anonKey } : undefined;
}
