// Per-function settings from the project's supabase/config.toml, read as the Supabase CLI reads
// them: `[functions.<name>]` with `verify_jwt` (default true) and `enabled` (default true).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';

export interface FunctionSettings {
  verifyJwt: boolean;
  enabled: boolean;
}

export const DEFAULT_FUNCTION_SETTINGS: FunctionSettings = { verifyJwt: true, enabled: true };

function isTable(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Settings by function name. A missing config.toml means every function uses the defaults. */
export function readFunctionSettings(supabaseDir: string): Map<string, FunctionSettings> {
  const settings = new Map<string, FunctionSettings>();
  const file = join(supabaseDir, 'config.toml');
  if (!existsSync(file)) return settings;
  const config = parse(readFileSync(file, 'utf8'));
  const functions = config.functions;
  if (!isTable(functions)) return settings;
  for (const [name, table] of Object.entries(functions)) {
    if (!isTable(table)) continue;
    settings.set(name, {
      verifyJwt: typeof table.verify_jwt === 'boolean' ? table.verify_jwt : DEFAULT_FUNCTION_SETTINGS.verifyJwt,
      enabled: typeof table.enabled === 'boolean' ? table.enabled : DEFAULT_FUNCTION_SETTINGS.enabled,
    });
  }
  return settings;
}

/** KEY=VALUE lines of supabase/functions/.env (the CLI's local secrets file); # comments. */
export function readFunctionSecrets(supabaseDir: string): Map<string, string> {
  const secrets = new Map<string, string>();
  const file = join(supabaseDir, 'functions', '.env');
  if (!existsSync(file)) return secrets;
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trimStart().startsWith('#')) continue;
    let value = match[2]!;
    if ((value.startsWith('"') && value.endsWith('"')) || (value.startsWith("'") && value.endsWith("'"))) {
      value = value.slice(1, -1);
    }
    secrets.set(match[1]!, value);
  }
  return secrets;
}
