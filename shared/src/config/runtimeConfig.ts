/**
 * /config.json is a public contract for deployers: the shell reads it at start, so pointing the
 * app at another Supabase project or moving a remote needs no rebuild. More keys may be added.
 */
export interface DonationConfigOverride {
  url?: string;
  business?: string;
  itemName?: string;
}

export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** Remote key (folder name, e.g. "mf-messages") -> URL of its mf-manifest.json. */
  remotes: Record<string, string>;
  donation?: DonationConfigOverride;
}

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requireString(raw: Record<string, unknown>, key: string): string {
  const value = raw[key];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new RuntimeConfigError(`config.json: "${key}" must be a non-empty string`);
  }
  return value;
}

export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!isRecord(raw)) throw new RuntimeConfigError('config.json must contain a JSON object');
  const remotesRaw = raw.remotes ?? {};
  if (!isRecord(remotesRaw)) throw new RuntimeConfigError('config.json: "remotes" must be an object');
  const remotes: Record<string, string> = {};
  for (const [name, url] of Object.entries(remotesRaw)) {
    if (typeof url !== 'string' || url === '') {
      throw new RuntimeConfigError(`config.json: remote "${name}" must map to a manifest URL`);
    }
    remotes[name] = url;
  }
  const config: RuntimeConfig = {
    supabaseUrl: requireString(raw, 'supabaseUrl'),
    supabaseAnonKey: requireString(raw, 'supabaseAnonKey'),
    remotes,
  };
  if (isRecord(raw.donation)) {
    const donation: DonationConfigOverride = {};
    for (const key of ['url', 'business', 'itemName'] as const) {
      const value = raw.donation[key];
      if (typeof value === 'string' && value !== '') donation[key] = value;
    }
    config.donation = donation;
  }
  return config;
}

/** Reads the deployment's config; never cached, because deployers change it without a rebuild. */
export async function fetchRuntimeConfig(
  url = '/config.json',
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<RuntimeConfig> {
  const response = await fetchImpl(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new RuntimeConfigError(`${url} answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
