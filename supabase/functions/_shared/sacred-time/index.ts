// Shabbat and Yom Tov at a recipient's place: see README.md in this folder.
export {
  sacredTimeAt,
  candleLightingOn,
  resolvePlace,
  CANDLE_LIGHTING_MINUTES,
  type SacredTimeKind,
  type SacredTimeStatus,
  type RecipientPlace,
  type ResolvedPlace,
} from './sacred-time.ts';
