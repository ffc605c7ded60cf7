// Finds and loads `<supabaseDir>/functions/<name>/handler.ts`, the portable half of a function
// (its index.ts is the Deno.serve wiring for Supabase Edge and is never loaded here). Modules are
// imported once per name and kept: like the edge runtime, a changed function needs a restart.
import { existsSync, realpathSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { FunctionHandler } from '../../../supabase/functions/_shared/function-context';

/** Plain slugs only: no dots, slashes or encodings, and not `_shared`-style private folders. */
const FUNCTION_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export function isFunctionName(name: string): boolean {
  return FUNCTION_NAME.test(name);
}

export class FunctionLoadError extends Error {
  constructor(
    readonly functionName: string,
    cause: unknown,
  ) {
    super(`Function ${functionName} could not be loaded`, { cause });
  }
}

export class FunctionLoader {
  private readonly modules = new Map<string, Promise<FunctionHandler>>();

  constructor(private readonly functionsDir: string) {}

  /** The handler file of `name`, or undefined when there is no such function. */
  handlerPath(name: string): string | undefined {
    if (!isFunctionName(name)) return undefined;
    const file = join(this.functionsDir, name, 'handler.ts');
    if (!existsSync(file) || !statSync(file).isFile()) return undefined;
    // A symlinked folder must still resolve inside the functions directory.
    const root = realpathSync(this.functionsDir);
    return realpathSync(file).startsWith(root + sep) ? file : undefined;
  }

  /** Loads the handler (once). Undefined when the function does not exist. */
  load(name: string): Promise<FunctionHandler> | undefined {
    const cached = this.modules.get(name);
    if (cached) return cached;
    const file = this.handlerPath(name);
    if (!file) return undefined;
    const loading = importHandler(name, file);
    this.modules.set(name, loading);
    // A failed import is not kept: the next call tries again.
    loading.catch(() => this.modules.delete(name));
    return loading;
  }
}

async function importHandler(name: string, file: string): Promise<FunctionHandler> {
  let module: unknown;
  try {
    // tsx (npm start) and jest (swc) both load TypeScript here.
    module = await import(file);
  } catch (error) {
    throw new FunctionLoadError(name, error);
  }
  // ESM namespace { default: fn }, or a CommonJS-compiled module whose exports.default is fn.
  let handler = (module as { default?: unknown }).default;
  if (typeof handler !== 'function' && typeof (handler as { default?: unknown } | undefined)?.default === 'function') {
    handler = (handler as { default: unknown }).default;
  }
  if (typeof handler !== 'function') {
    throw new FunctionLoadError(name, new TypeError('handler.ts must default-export (req, ctx) => Response'));
  }
  return handler as FunctionHandler;
}
