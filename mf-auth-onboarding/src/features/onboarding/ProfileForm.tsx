import { Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@shalom/shared';
import { useLocale } from '@shalom/shared/i18n';
import { Trans } from '@shalom/shared/i18n/trans';
import { CheckboxField, Field, Input, MultiSelectChecklist, Select } from '@shalom/shared/ui/form';
import { authOnboardingCatalog } from '../../i18n/catalog';
import { BirthDateField } from './BirthDateField';
import { ObservanceField } from './ObservanceField';
import {
  FIELD_LABELS,
  MAX_CHILDREN,
  findMissingRequiredFields,
  isNameLocked,
  isStorableChildrenCount,
  type ProfileFieldKey,
  type ProfileFormValues,
  type StoredNames,
} from './profileForm';
import type { OnboardingMode } from './profileApi';
import {
  GENDER_OPTIONS,
  LANGUAGE_OPTIONS,
  LIFE_STAGE_OPTIONS,
  LOCATION_OPTIONS,
  MARITAL_STATUS_OPTIONS,
  OBSERVANCE_OPTIONS,
  translatedOptions,
} from './profileOptions';

export interface ProfileFormProps {
  mode: OnboardingMode;
  initialValues: ProfileFormValues;
  /** The stored row's names (update mode), which decide which name boxes are locked. */
  storedNames: StoredNames | null;
  saving: boolean;
  /** Called with complete values; the parent saves them. */
  onSubmit(values: ProfileFormValues): void;
  /** Called with the labels (active language) of empty required fields instead of onSubmit. */
  onMissing(labels: string[]): void;
  /** "Today" for the date rules (tests pin it). */
  today?: Date;
}

/** Ids of the controls, to move focus to the first missing one. */
const CONTROL_IDS: Partial<Record<ProfileFieldKey, string>> = {
  displayName: 'display-name',
  firstName: 'first-name',
  lastName: 'last-name',
  gender: 'gender',
  dateOfBirth: 'date-of-birth',
  maritalStatus: 'marital-status',
  numChildren: 'num-children',
};

/** The onboarding profile form (spec §2 Onboarding, §3 fields, §5 rules). */
export function ProfileForm({ mode, initialValues, storedNames, saving, onSubmit, onMissing, today }: ProfileFormProps) {
  const [values, setValues] = useState(initialValues);
  const [triedToSave, setTriedToSave] = useState(false);
  const t = authOnboardingCatalog.useT();
  const { locale } = useLocale();

  const set = <K extends ProfileFieldKey>(key: K, value: ProfileFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const missing = new Set(findMissingRequiredFields(values));
  const errorOf = (key: ProfileFieldKey) => (triedToSave && missing.has(key) ? t('form.requiredMark') : undefined);
  // A count the profile cannot store is said at once, as a finished but impossible date is.
  const childrenProblem =
    values.numChildren.trim() !== '' && !isStorableChildrenCount(values.numChildren)
      ? t('form.numChildrenInvalid', { max: String(MAX_CHILDREN) })
      : undefined;
  const label = (key: ProfileFieldKey) => t(FIELD_LABELS[key], { gender: values.gender });
  // Labels Hebrew inflects follow the gender chosen in this form ("נשוי" / "נשואה").
  const options = (list: Parameters<typeof translatedOptions>[0]) => translatedOptions(list, t, values.gender);
  const nameDisabled = (key: 'displayName' | 'firstName' | 'lastName') => mode === 'update' && isNameLocked(storedNames, key);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setTriedToSave(true);
    const missingFields = findMissingRequiredFields(values);
    if (missingFields.length > 0) {
      onMissing(missingFields.map(label));
      const firstKey = missingFields[0];
      const firstId = firstKey ? CONTROL_IDS[firstKey] : undefined;
      const firstControl = firstId ? document.getElementById(firstId) : null;
      // Centre it: at the top it would hide under the sticky header and the toast.
      firstControl?.focus({ preventScroll: true });
      firstControl?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      return;
    }
    if (childrenProblem) {
      // Nothing is sent: the server would refuse it with a developer's message.
      const childrenBox = document.getElementById(CONTROL_IDS.numChildren ?? '');
      childrenBox?.focus({ preventScroll: true });
      childrenBox?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      return;
    }
    onSubmit(values);
  }

  return (
    <section
      aria-labelledby="profile-form-title"
      className="rounded-card border border-border bg-surface px-4 py-6 shadow-card sm:px-8 sm:py-8"
    >
      <header className="space-y-1.5">
        <h2 id="profile-form-title" className="font-serif text-2xl font-semibold text-foreground">
          {t('form.heading')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('form.subtext')}</p>
        <p className="text-xs text-muted-foreground">
          <Trans catalog={authOnboardingCatalog} id="form.requiredNote" components={{ 0: <span className="font-semibold text-destructive" /> }} />
        </p>
      </header>

      <form className="mt-6 grid gap-x-6 gap-y-5 sm:grid-cols-2" onSubmit={submit} noValidate aria-busy={saving}>
        <Field label={label('displayName')} id={CONTROL_IDS.displayName} required error={errorOf('displayName')} className="sm:col-span-2">
          <Input
            autoComplete="nickname"
            dir="auto"
            value={values.displayName}
            disabled={nameDisabled('displayName')}
            onChange={(event) => set('displayName', event.target.value)}
          />
        </Field>
        <Field label={label('firstName')} id={CONTROL_IDS.firstName} required error={errorOf('firstName')}>
          <Input
            autoComplete="given-name"
            dir="auto"
            value={values.firstName}
            disabled={nameDisabled('firstName')}
            onChange={(event) => set('firstName', event.target.value)}
          />
        </Field>
        <Field label={label('lastName')} id={CONTROL_IDS.lastName} required error={errorOf('lastName')}>
          <Input
            autoComplete="family-name"
            dir="auto"
            value={values.lastName}
            disabled={nameDisabled('lastName')}
            onChange={(event) => set('lastName', event.target.value)}
          />
        </Field>

        <Field label={label('gender')} id={CONTROL_IDS.gender} required error={errorOf('gender')}>
          <Select options={options(GENDER_OPTIONS)} value={values.gender} onValueChange={(v) => set('gender', v)} placeholder={t('placeholder.gender')} />
        </Field>
        <BirthDateField
          key={locale}
          label={label('dateOfBirth')}
          id={CONTROL_IDS.dateOfBirth}
          required
          value={values.dateOfBirth}
          onChange={(date) => set('dateOfBirth', date)}
          missingError={errorOf('dateOfBirth')}
          today={today}
        />

        <Field label={label('maritalStatus')} id={CONTROL_IDS.maritalStatus} required error={errorOf('maritalStatus')}>
          <Select
            options={options(MARITAL_STATUS_OPTIONS)}
            value={values.maritalStatus}
            onValueChange={(v) => set('maritalStatus', v)}
            placeholder={t('placeholder.maritalStatus')}
          />
        </Field>
        <Field label={label('numChildren')} id={CONTROL_IDS.numChildren} required error={errorOf('numChildren') ?? childrenProblem}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_CHILDREN}
            step={1}
            value={values.numChildren}
            onChange={(event) => set('numChildren', event.target.value)}
          />
        </Field>

        <ObservanceField
          options={options(OBSERVANCE_OPTIONS)}
          label={label('observanceChoice')}
          specifyLabel={label('observanceOther')}
          placeholder={t('placeholder.observance')}
          choice={values.observanceChoice}
          otherText={values.observanceOther}
          onChoiceChange={(v) => set('observanceChoice', v)}
          onOtherTextChange={(v) => set('observanceOther', v)}
        />
        <Field label={label('lifeStage')} id="life-stage">
          <Select
            options={options(LIFE_STAGE_OPTIONS)}
            value={values.lifeStage}
            onValueChange={(v) => set('lifeStage', v)}
            placeholder={t('placeholder.lifeStage')}
          />
        </Field>

        <Field label={label('languages')} id="languages">
          <MultiSelectChecklist
            options={options(LANGUAGE_OPTIONS)}
            value={values.languages}
            onChange={(v) => set('languages', v)}
            placeholder={t('placeholder.languages')}
            listLabel={label('languages')}
            formatCount={(count) => t('languages.count', { count })}
          />
        </Field>
        <Field label={label('location')} id="location">
          <Select
            options={options(LOCATION_OPTIONS)}
            value={values.location}
            onValueChange={(v) => set('location', v)}
            placeholder={t('placeholder.location')}
          />
        </Field>

        <Field label={label('timezone')} id="timezone" className="sm:col-span-2">
          {/* An IANA name such as Asia/Jerusalem keeps its own direction inside Hebrew. */}
          <Input dir="auto" value={values.timezone} onChange={(event) => set('timezone', event.target.value)} />
        </Field>

        <CheckboxField
          className="sm:col-span-2"
          id="consent"
          label={label('consent')}
          checked={values.consent}
          onCheckedChange={(checked) => set('consent', checked)}
        />

        <div className="flex justify-end pt-2 sm:col-span-2">
          <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={saving}>
            {saving && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
            {t('form.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
