// Per-user rate limits for the AI functions: see README.md in this folder.
// @ts-ignore TS5097: Deno needs the .ts extension (backend/tsconfig lacks allowImportingTsExtensions)
export { enforceRateLimit, resolveRateLimit, DEFAULT_AI_RATE_LIMIT, type RateLimit } from './rate-limit.ts';
