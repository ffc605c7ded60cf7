/**
 * The enumerations of a relationship (spec §3) with the labels people see, and how the selects
 * carry them. The values are what the database's check constraints accept; the labels are the
 * spec's words.
 */

export interface Option {
  value: string;
  label: string;
}

export const RELATION_TYPES = [
  { value: 'partner_pre_marriage', label: 'Partner (pre-marriage)' },
  { value: 'spouse', label: 'Spouse' },
  { value: 'ex_spouse', label: 'Ex-spouse' },
  { value: 'parent', label: 'Parent' },
  { value: 'child', label: 'Child' },
  { value: 'sibling', label: 'Sibling' },
  { value: 'friend', label: 'Friend' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];

/** spec §9: default relation type spouse. */
export const DEFAULT_RELATION_TYPE = 'spouse';

export const RELATIONSHIP_STATUSES = [
  { value: 'together', label: 'Together' },
  { value: 'dating', label: 'Dating' },
  { value: 'engaged', label: 'Engaged' },
  { value: 'married', label: 'Married' },
  { value: 'healthy_break', label: 'Healthy Break (taking space)' },
  { value: 'separated', label: 'Separated' },
  // The select stores 'divorce'; the database also accepts the older reading 'divorced'.
  { value: 'divorce', label: 'Divorced' },
] as const satisfies readonly Option[];

/**
 * Radix Select items cannot have an empty value, so "no status" / "no answer" travel through the
 * selects as this token and are stored as null.
 */
export const NONE = 'none';

export const relationTypeOptions: readonly Option[] = RELATION_TYPES;

/** Status may be cleared to none (spec §3). */
export const statusOptions: readonly Option[] = [{ value: NONE, label: 'None' }, ...RELATIONSHIP_STATUSES];

/** Rabbi / Beit Din involved: None / No / Yes over a nullable boolean. */
export const involvementOptions: readonly Option[] = [
  { value: NONE, label: 'None' },
  { value: 'no', label: 'No' },
  { value: 'yes', label: 'Yes' },
];

const relationLabels = new Map<string, string>(RELATION_TYPES.map((o) => [o.value, o.label]));
const statusLabels = new Map<string, string>([...RELATIONSHIP_STATUSES.map((o): [string, string] => [o.value, o.label]), ['divorced', 'Divorced']]);

/** A label for any stored relation type; an unknown value is shown as it is rather than hidden. */
export function relationLabel(value: string): string {
  return relationLabels.get(value) ?? value;
}

export function statusLabel(value: string): string {
  return statusLabels.get(value) ?? value;
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
