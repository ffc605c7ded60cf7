import type { MessageIdOf, Translate } from '@shalom/shared/i18n';
import type { SelectOption } from '@shalom/shared/ui/form';
import { authOnboardingCatalog } from '../../i18n/catalog';

type MessageId = MessageIdOf<typeof authOnboardingCatalog>;

/** A choice of a spec §3 enumeration: the value is stored as-is (the database checks it), the label is for people. */
export interface ProfileOption {
  value: string;
  label: MessageId;
}

const { msg } = authOnboardingCatalog;

export const GENDER_OPTIONS: readonly ProfileOption[] = [
  { value: 'male', label: msg('gender.male') },
  { value: 'female', label: msg('gender.female') },
  { value: 'other', label: msg('gender.other') },
  { value: 'prefer_not_to_say', label: msg('gender.preferNotToSay') },
];

// Hebrew inflects these for the person's gender (the form passes the gender chosen above them).
export const MARITAL_STATUS_OPTIONS: readonly ProfileOption[] = [
  { value: 'single', label: msg('marital.single') },
  { value: 'engaged', label: msg('marital.engaged') },
  { value: 'married', label: msg('marital.married') },
  { value: 'separated', label: msg('marital.separated') },
  { value: 'divorced', label: msg('marital.divorced') },
  { value: 'widowed', label: msg('marital.widowed') },
];

export const OBSERVANCE_OTHER = 'other';

export const OBSERVANCE_OPTIONS: readonly ProfileOption[] = [
  { value: 'ultra_orthodox', label: msg('observance.ultraOrthodox') },
  { value: 'hasidic', label: msg('observance.hasidic') },
  { value: 'modern_orthodox', label: msg('observance.modernOrthodox') },
  { value: 'dati_leumi', label: msg('observance.datiLeumi') },
  { value: 'orthodox', label: msg('observance.orthodox') },
  { value: 'conservative', label: msg('observance.conservative') },
  { value: 'reform', label: msg('observance.reform') },
  { value: 'reconstructionist', label: msg('observance.reconstructionist') },
  { value: 'traditional', label: msg('observance.traditional') },
  { value: 'secular', label: msg('observance.secular') },
  { value: 'baal_teshuva', label: msg('observance.baalTeshuva') },
  { value: 'not_sure', label: msg('observance.notSure') },
  { value: OBSERVANCE_OTHER, label: msg('observance.other') },
];

export const LIFE_STAGE_OPTIONS: readonly ProfileOption[] = [
  { value: 'young_adult', label: msg('lifeStage.youngAdult') },
  { value: 'dating_courtship', label: msg('lifeStage.datingCourtship') },
  { value: 'engaged', label: msg('lifeStage.engaged') },
  { value: 'newlywed', label: msg('lifeStage.newlywed') },
  { value: 'young_family', label: msg('lifeStage.youngFamily') },
  { value: 'established_family', label: msg('lifeStage.establishedFamily') },
  { value: 'empty_nest', label: msg('lifeStage.emptyNest') },
  { value: 'middle_age', label: msg('lifeStage.middleAge') },
  { value: 'senior', label: msg('lifeStage.senior') },
  { value: 'divorced_separated', label: msg('lifeStage.divorcedSeparated') },
  { value: 'widowed', label: msg('lifeStage.widowed') },
  { value: 'remarried', label: msg('lifeStage.remarried') },
];

/** Spec §9: 12 language choices; the stored values are these English names. */
export const LANGUAGE_OPTIONS: readonly ProfileOption[] = [
  { value: 'English', label: msg('language.english') },
  { value: 'Hebrew', label: msg('language.hebrew') },
  { value: 'Yiddish', label: msg('language.yiddish') },
  { value: 'Russian', label: msg('language.russian') },
  { value: 'Spanish', label: msg('language.spanish') },
  { value: 'French', label: msg('language.french') },
  { value: 'Arabic', label: msg('language.arabic') },
  { value: 'German', label: msg('language.german') },
  { value: 'Portuguese', label: msg('language.portuguese') },
  { value: 'Amharic', label: msg('language.amharic') },
  { value: 'Farsi', label: msg('language.farsi') },
  { value: 'Other', label: msg('language.other') },
];

/** The stored values are these English names. */
export const LOCATION_OPTIONS: readonly ProfileOption[] = [
  { value: 'United States', label: msg('location.unitedStates') },
  { value: 'Israel', label: msg('location.israel') },
  { value: 'United Kingdom', label: msg('location.unitedKingdom') },
  { value: 'Canada', label: msg('location.canada') },
  { value: 'Australia', label: msg('location.australia') },
  { value: 'South Africa', label: msg('location.southAfrica') },
  { value: 'Europe', label: msg('location.europe') },
  { value: 'Other', label: msg('location.other') },
];

/** Options for a select, in the active language; `gender` inflects the labels that depend on it. */
export function translatedOptions(options: readonly ProfileOption[], t: Translate<MessageId>, gender = ''): SelectOption[] {
  return options.map((option) => ({ value: option.value, label: t(option.label, { gender }) }));
}

export function isKnownObservance(value: string): boolean {
  return OBSERVANCE_OPTIONS.some((option) => option.value === value);
}
