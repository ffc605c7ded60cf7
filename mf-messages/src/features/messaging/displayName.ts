import { messagesCatalog } from '../../i18n/catalog';

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** A name keeps its own direction inside a sentence of the other direction (toasts too). */
export function isolate(name: string): string {
  return `${FIRST_STRONG_ISOLATE}${name}${POP_DIRECTIONAL_ISOLATE}`;
}

/** Spec §7: the display name, or 'Unknown User'. */
export function nameOf(names: Map<string, string | null>, id: string | null): string {
  const name = id ? names.get(id) : null;
  return name && name.trim() ? name : messagesCatalog.t('name.unknown');
}
