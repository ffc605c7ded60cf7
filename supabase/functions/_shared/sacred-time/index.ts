// Shabbat and Yom Tov at a recipient's place: see README.md in this folder.
export {
  sacredTimeAt,
  resolvePlace,
  CANDLE_LIGHTING_MINUTES,
  type SacredTimeKind,
  type SacredTimeStatus,
  type RecipientPlace,
  type ResolvedPlace,
// @ts-ignore TS5097: Deno needs the .ts extension (backend/tsconfig lacks allowImportingTsExtensions)
} from './sacred-time.ts';
