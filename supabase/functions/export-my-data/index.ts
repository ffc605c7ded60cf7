// Supabase Edge entry: only wires the portable handler to Deno.serve.
import { serveFunction } from '../_shared/deno-entry.ts';
import handler from './handler.ts';

serveFunction(handler);
