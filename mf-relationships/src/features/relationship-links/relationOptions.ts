import type { MessageIdOf } from '@shalom/shared/i18n';
import { relationshipsCatalog } from '../../i18n/catalog';

/**
 * The enumerations of a relationship (spec §3) with the labels people see, and how the selects
 * carry them. The values are what the database's check constraints accept (never translated); the
 * labels are the spec's words in English, read from the catalog in the active language.
 */

export interface Option {
  value: string;
  label: string;
}

const { msg, t } = relationshipsCatalog;

/** An option whose label is translated when it is read. */
function option(value: string, label: MessageIdOf<typeof relationshipsCatalog>): Option {
  return {
    value,
    get label() {
      return t(label);
    },
  };
}

export const RELATION_TYPES: readonly Option[] = [
  option('partner_pre_marriage', msg('relation.partnerPreMarriage')),
  option('spouse', msg('relation.spouse')),
  option('ex_spouse', msg('relation.exSpouse')),
  option('parent', msg('relation.parent')),
  option('child', msg('relation.child')),
  option('sibling', msg('relation.sibling')),
  option('friend', msg('relation.friend')),
  option('other', msg('relation.other')),
];

/** spec §9: default relation type spouse. */
export const DEFAULT_RELATION_TYPE = 'spouse';

export const RELATIONSHIP_STATUSES: readonly Option[] = [
  option('together', msg('status.together')),
  option('dating', msg('status.dating')),
  option('engaged', msg('status.engaged')),
  option('married', msg('status.married')),
  option('healthy_break', msg('status.healthyBreak')),
  option('separated', msg('status.separated')),
  // The select stores 'divorce'; the database also accepts the older reading 'divorced'.
  option('divorce', msg('status.divorced')),
];

/**
 * Radix Select items cannot have an empty value, so "no status" / "no answer" travel through the
 * selects as this token and are stored as null.
 */
export const NONE = 'none';

export const relationTypeOptions: readonly Option[] = RELATION_TYPES;

/** Status may be cleared to none (spec §3). */
export const statusOptions: readonly Option[] = [option(NONE, msg('status.none')), ...RELATIONSHIP_STATUSES];

/** Rabbi / Beit Din involved: None / No / Yes over a nullable boolean. */
export const involvementOptions: readonly Option[] = [
  option(NONE, msg('involvement.none')),
  option('no', msg('involvement.no')),
  option('yes', msg('involvement.yes')),
];

/** A label for any stored relation type; an unknown value is shown as it is rather than hidden. */
export function relationLabel(value: string): string {
  return RELATION_TYPES.find((o) => o.value === value)?.label ?? value;
}

export function statusLabel(value: string): string {
  return RELATIONSHIP_STATUSES.find((o) => o.value === statusToSelect(value))?.label ?? value;
}

/** Stored status → select value ('divorced', the older reading, is the Divorced option). */
export function statusToSelect(status: string | null): string {
  if (status === null || status === '') return NONE;
  return status === 'divorced' ? 'divorce' : status;
}

/** Select value → stored status. */
export function statusFromSelect(value: string): string | null {
  return value === NONE || value === '' ? null : value;
}

export function involvementToSelect(value: boolean | null): string {
  if (value === null) return NONE;
  return value ? 'yes' : 'no';
}

export function involvementFromSelect(value: string): boolean | null {
  if (value === 'yes') return true;
  if (value === 'no') return false;
  return null;
}
