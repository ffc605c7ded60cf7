import type { SelectOption } from '@shalom/shared/ui/form';

/** Spec §3 enumerations: values are stored as-is (the database checks them); labels are for people. */
export const GENDER_OPTIONS: readonly SelectOption[] = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
  { value: 'prefer_not_to_say', label: 'Prefer not to say' },
];

export const MARITAL_STATUS_OPTIONS: readonly SelectOption[] = [
  { value: 'single', label: 'Single' },
  { value: 'engaged', label: 'Engaged' },
  { value: 'married', label: 'Married' },
  { value: 'separated', label: 'Separated' },
  { value: 'divorced', label: 'Divorced' },
  { value: 'widowed', label: 'Widowed' },
];

export const OBSERVANCE_OTHER = 'other';

export const OBSERVANCE_OPTIONS: readonly SelectOption[] = [
  { value: 'ultra_orthodox', label: 'Ultra-Orthodox' },
  { value: 'hasidic', label: 'Hasidic' },
  { value: 'modern_orthodox', label: 'Modern Orthodox' },
  { value: 'dati_leumi', label: 'Dati Leumi' },
  { value: 'orthodox', label: 'Orthodox' },
  { value: 'conservative', label: 'Conservative' },
  { value: 'reform', label: 'Reform' },
  { value: 'reconstructionist', label: 'Reconstructionist' },
  { value: 'traditional', label: 'Traditional' },
  { value: 'secular', label: 'Secular' },
  { value: 'baal_teshuva', label: 'Baal Teshuva' },
  { value: 'not_sure', label: 'Not sure' },
  { value: OBSERVANCE_OTHER, label: 'Other' },
];

export const LIFE_STAGE_OPTIONS: readonly SelectOption[] = [
  { value: 'young_adult', label: 'Young adult' },
  { value: 'dating_courtship', label: 'Dating / courtship' },
  { value: 'engaged', label: 'Engaged' },
  { value: 'newlywed', label: 'Newlywed' },
  { value: 'young_family', label: 'Young family' },
  { value: 'established_family', label: 'Established family' },
  { value: 'empty_nest', label: 'Empty nest' },
  { value: 'middle_age', label: 'Middle age' },
  { value: 'senior', label: 'Senior' },
  { value: 'divorced_separated', label: 'Divorced / separated' },
  { value: 'widowed', label: 'Widowed' },
  { value: 'remarried', label: 'Remarried' },
];

const asOptions = (values: readonly string[]): readonly SelectOption[] => values.map((value) => ({ value, label: value }));

/** Spec §9: 12 language choices. */
export const LANGUAGE_OPTIONS = asOptions([
  'English', 'Hebrew', 'Yiddish', 'Russian', 'Spanish', 'French',
  'Arabic', 'German', 'Portuguese', 'Amharic', 'Farsi', 'Other',
]);

export const LOCATION_OPTIONS = asOptions([
  'United States', 'Israel', 'United Kingdom', 'Canada', 'Australia', 'South Africa', 'Europe', 'Other',
]);

export function isKnownObservance(value: string): boolean {
  return OBSERVANCE_OPTIONS.some((option) => option.value === value);
}
