// Per-user rate limits for the AI functions: see README.md in this folder.
export { enforceRateLimit, resolveRateLimit, DEFAULT_AI_RATE_LIMIT, type RateLimit } from './rate-limit.ts';
