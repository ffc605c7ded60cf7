// Writing an AI message to a partner: see README.md in this folder.
// @ts-ignore TS5097: Deno needs the .ts extension (backend/tsconfig lacks allowImportingTsExtensions)
export { composePartnerMessage, type PartnerMessageInput } from './compose.ts';
// @ts-ignore TS5097: Deno needs the .ts extension (backend/tsconfig lacks allowImportingTsExtensions)
export { containsBoundaryKeyword } from './boundaries.ts';
// @ts-ignore TS5097: Deno needs the .ts extension (backend/tsconfig lacks allowImportingTsExtensions)
export { communicatorNow, FIXED_NOW_ENV } from './clock.ts';
// @ts-ignore TS5097: Deno needs the .ts extension (backend/tsconfig lacks allowImportingTsExtensions)
export { TRIGGER_TYPES, isTriggerType, type TriggerType } from './triggers.ts';
// @ts-ignore TS5097: Deno needs the .ts extension (backend/tsconfig lacks allowImportingTsExtensions)
export { json, errorResponse, isUuid, readJsonObject } from './http.ts';
