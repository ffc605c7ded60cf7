// ai-guidance-secure: see ../_shared/guide/guidance-handler.ts for the contract and the consent rule.
// @ts-ignore TS5097: Deno needs the .ts extension (backend/tsconfig lacks allowImportingTsExtensions)
import { guidanceHandler } from '../_shared/guide/guidance-handler.ts';

export default guidanceHandler('secure');
