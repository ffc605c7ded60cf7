import type { Database } from '@shalom/shared';
import type { MessageIdOf } from '@shalom/shared/i18n';
import { authOnboardingCatalog } from '../../i18n/catalog';
import { fromIsoDate, toIsoDate } from './birthDate';
import { OBSERVANCE_OTHER, isKnownObservance } from './profileOptions';

export type ProfileRow = Database['public']['Tables']['profiles']['Row'];
export type ProfileInsert = Database['public']['Tables']['profiles']['Insert'];
export type ProfileUpdate = Database['public']['Tables']['profiles']['Update'];

/** What the onboarding form edits. Text fields hold '' for "nothing chosen". */
export interface ProfileFormValues {
  displayName: string;
  firstName: string;
  lastName: string;
  gender: string;
  dateOfBirth: Date | null;
  maritalStatus: string;
  /** Text of the number box, so an emptied box can be told apart from 0. */
  numChildren: string;
  /** One of OBSERVANCE_OPTIONS' values, or ''. */
  observanceChoice: string;
  /** The 'Please specify' text when observanceChoice is Other. */
  observanceOther: string;
  lifeStage: string;
  languages: string[];
  location: string;
  timezone: string;
  consent: boolean;
}

export type ProfileFieldKey = keyof ProfileFormValues;

const { msg } = authOnboardingCatalog;

/** Visible labels (message ids); the required-fields toast names fields by these. */
export const FIELD_LABELS: Record<ProfileFieldKey, MessageIdOf<typeof authOnboardingCatalog>> = {
  displayName: msg('field.displayName'),
  firstName: msg('field.firstName'),
  lastName: msg('field.lastName'),
  gender: msg('field.gender'),
  dateOfBirth: msg('field.dateOfBirth'),
  maritalStatus: msg('field.maritalStatus'),
  numChildren: msg('field.numChildren'),
  observanceChoice: msg('field.observance'),
  observanceOther: msg('field.observanceOther'),
  lifeStage: msg('field.lifeStage'),
  languages: msg('field.languages'),
  location: msg('field.location'),
  timezone: msg('field.timezone'),
  consent: msg('field.consent'),
};

/** Spec §5, in form order. */
export const REQUIRED_FIELDS = [
  'displayName',
  'firstName',
  'lastName',
  'gender',
  'dateOfBirth',
  'maritalStatus',
  'numChildren',
] as const satisfies readonly ProfileFieldKey[];

/**
 * profiles.num_children holds a whole number, 0 or more (the database's check refuses a negative one
 * and its integer column a fraction, both with messages meant for developers). The ceiling keeps an
 * absurd typo (a paste of a long number) from reaching the server as an out-of-range error.
 */
export const MAX_CHILDREN = 99;

/** Whether the number-of-children box holds something the profile can store (empty is a missing field, not this). */
export function isStorableChildrenCount(text: string): boolean {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) && Number(trimmed) <= MAX_CHILDREN;
}

export function browserTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
}

export function emptyProfileForm(timezone: string = browserTimezone()): ProfileFormValues {
  return {
    displayName: '',
    firstName: '',
    lastName: '',
    gender: '',
    dateOfBirth: null,
    maritalStatus: '',
    numChildren: '0',
    observanceChoice: '',
    observanceOther: '',
    lifeStage: '',
    languages: [],
    location: '',
    timezone,
    consent: false,
  };
}

/** A stored observance outside the list is shown as Other with its text filled in (spec §3). */
function observanceFromStored(stored: string | null): Pick<ProfileFormValues, 'observanceChoice' | 'observanceOther'> {
  if (!stored) return { observanceChoice: '', observanceOther: '' };
  if (isKnownObservance(stored)) return { observanceChoice: stored, observanceOther: '' };
  return { observanceChoice: OBSERVANCE_OTHER, observanceOther: stored };
}

export function profileToForm(row: ProfileRow, fallbackTimezone: string = browserTimezone()): ProfileFormValues {
  return {
    displayName: row.display_name ?? '',
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    gender: row.gender ?? '',
    dateOfBirth: fromIsoDate(row.date_of_birth),
    maritalStatus: row.marital_status ?? '',
    numChildren: String(row.num_children ?? 0),
    ...observanceFromStored(row.observance_level),
    lifeStage: row.life_stage ?? '',
    languages: row.languages ?? [],
    location: row.location ?? '',
    timezone: row.timezone || fallbackTimezone,
    consent: row.consent,
  };
}

/** The required fields left empty (trimmed), in form order. */
export function findMissingRequiredFields(values: ProfileFormValues): ProfileFieldKey[] {
  return REQUIRED_FIELDS.filter((field) => {
    const value = values[field];
    if (value === null) return true;
    return typeof value === 'string' && value.trim() === '';
  });
}

/** Labels (in the active language) of the required fields left empty, in form order. */
export function findMissingRequired(values: ProfileFormValues): string[] {
  return findMissingRequiredFields(values).map((field) => authOnboardingCatalog.t(FIELD_LABELS[field]));
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** Other stores what the user typed (or 'other' when they typed nothing). */
function observanceToStore(values: ProfileFormValues): string | null {
  if (values.observanceChoice === OBSERVANCE_OTHER) return orNull(values.observanceOther) ?? OBSERVANCE_OTHER;
  return orNull(values.observanceChoice);
}

function birthFields(values: ProfileFormValues): Pick<ProfileInsert, 'birth_year' | 'date_of_birth'> {
  return {
    birth_year: values.dateOfBirth ? values.dateOfBirth.getFullYear() : null,
    date_of_birth: values.dateOfBirth ? toIsoDate(values.dateOfBirth) : null,
  };
}

/** What both modes store from the form, empty text as null. */
function editableFields(values: ProfileFormValues) {
  return {
    ...birthFields(values),
    marital_status: orNull(values.maritalStatus),
    num_children: Number(values.numChildren),
    observance_level: observanceToStore(values),
    life_stage: orNull(values.lifeStage),
    languages: values.languages.length > 0 ? values.languages : null,
    location: orNull(values.location),
    timezone: orNull(values.timezone),
    consent: values.consent,
  } satisfies ProfileUpdate;
}

/** Spec §7 insert: every field, empty ones as null. */
export function buildProfileInsert(userId: string, values: ProfileFormValues): ProfileInsert {
  return {
    id: userId,
    display_name: orNull(values.displayName),
    first_name: orNull(values.firstName),
    last_name: orNull(values.lastName),
    gender: orNull(values.gender),
    ...editableFields(values),
  };
}

/** Names that were stored empty stay editable in update mode, so a half-finished profile can be completed. */
export type StoredNames = Pick<ProfileRow, 'display_name' | 'first_name' | 'last_name'>;

export function isNameLocked(stored: StoredNames | null, field: 'displayName' | 'firstName' | 'lastName'): boolean {
  if (!stored) return false;
  const column = { displayName: 'display_name', firstName: 'first_name', lastName: 'last_name' } as const;
  return (stored[column[field]] ?? '').trim() !== '';
}

/**
 * Update mode sends every field the form lets the user edit. Spec §4 lists only marital_status,
 * observance_level, life_stage, location, timezone, gender (if set), birth_year and date_of_birth,
 * which silently dropped edits to the number of children, languages and consent (issue 18: the
 * screen must save what the user changed; the README's notes on the spec say so). Names are locked;
 * a name the stored profile lacks is the one exception (sent only then), otherwise such a profile
 * could never leave onboarding.
 */
export function buildProfileUpdate(values: ProfileFormValues, stored: StoredNames): ProfileUpdate {
  const update: ProfileUpdate = editableFields(values);
  const gender = orNull(values.gender);
  if (gender) update.gender = gender;
  if (!isNameLocked(stored, 'displayName')) update.display_name = orNull(values.displayName);
  if (!isNameLocked(stored, 'firstName')) update.first_name = orNull(values.firstName);
  if (!isNameLocked(stored, 'lastName')) update.last_name = orNull(values.lastName);
  return update;
}
