import { useEffect, useState } from 'react';
import { useLocale } from '@shalom/shared/i18n';
import { DateInput, Field, Select } from '@shalom/shared/ui/form';
import { relationshipsCatalog } from '../../i18n/catalog';
import type { RelationshipChange } from '../relationship-links/relationshipsApi';

/** The Hebrew date of a 'YYYY-MM-DD' day, by the browser's own Hebrew calendar (Intl). */
export function hebrewDateOf(day: string, locale: string): string | null {
  const date = new Date(`${day}T12:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(`${locale === 'he' ? 'he' : 'en'}-u-ca-hebrew`, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

interface Props {
  weddingDate: string | null;
  calendar: 'hebrew' | 'gregorian';
  onChange(change: RelationshipChange): void;
}

/**
 * A spouse link's wedding date, with its Hebrew date beside it, and the couple's choice of
 * calendar for the anniversary note (issue 34). Saved like the card's selects; the database
 * refuses a future date or a date on another kind of link, in words the card's toast shows.
 */
export function WeddingDateFields({ weddingDate, calendar, onChange }: Props) {
  const t = relationshipsCatalog.useT();
  const { locale } = useLocale();
  const [draft, setDraft] = useState(weddingDate ?? '');
  useEffect(() => setDraft(weddingDate ?? ''), [weddingDate]);
  const hebrew = draft ? hebrewDateOf(draft, locale) : null;

  const save = () => {
    const next = draft === '' ? null : draft;
    if (next !== weddingDate && (next === null || hebrewDateOf(next, locale))) onChange({ wedding_date: next });
  };

  return (
    <div className="mt-3 grid gap-3 sm:grid-cols-2">
      <Field label={t('wedding.date')} hint={hebrew ? t('wedding.hebrewDate', { date: hebrew }) : t('wedding.hint')}>
        <DateInput value={draft} onValueChange={setDraft} onBlur={save} />
      </Field>
      <Field label={t('wedding.calendar')}>
        <Select
          options={[
            { value: 'hebrew', label: t('wedding.calendar.hebrew') },
            { value: 'gregorian', label: t('wedding.calendar.gregorian') },
          ]}
          value={calendar}
          onValueChange={(value) => value !== calendar && onChange({ anniversary_calendar: value })}
        />
      </Field>
    </div>
  );
}
