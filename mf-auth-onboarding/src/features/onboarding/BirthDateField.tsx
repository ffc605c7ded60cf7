import * as Popover from '@radix-ui/react-popover';
import { CalendarDays } from 'lucide-react';
import { useMemo, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { cn } from '@shalom/shared';
import { useLocale } from '@shalom/shared/i18n';
import { Field, Input } from '@shalom/shared/ui/form';
import { authOnboardingCatalog } from '../../i18n/catalog';
import './birthDatePicker.css';
import { useDayPickerLocale } from './dayPickerLocale';
import {
  EARLIEST_BIRTH_DATE,
  formatTypedBirthDate,
  parseTypedBirthDate,
  typedBirthDateProblem,
  type DateFieldOrder,
  type TypedBirthDate,
} from './birthDate';

export interface BirthDateFieldProps {
  value: Date | null;
  onChange(date: Date | null): void;
  label: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  /** Shown when the field is empty after a save attempt (a problem with the typed text wins). */
  missingError?: string;
  /** "Today" for the future-date rules (tests pin it). */
  today?: Date;
}

/** A typical adult's decade, so the first calendar page is not the current month of an infant. */
const FIRST_MONTH_SHOWN = new Date(1990, 0, 1);

/**
 * Date of birth as an MM/DD/YYYY text box and a calendar, kept in step (spec §2, §5): a typed date
 * that passes the rules moves the calendar; picking a day fills the box. In Hebrew the box reads
 * DD/MM/YYYY and the calendar runs right to left with Hebrew names (the week still starts on
 * Sunday). The parent remounts it when the language changes, so the box is rewritten in the new order.
 */
export function BirthDateField({ value, onChange, label, id = 'date-of-birth', required, disabled, missingError, today: todayProp }: BirthDateFieldProps) {
  const today = useMemo(() => todayProp ?? new Date(), [todayProp]);
  const t = authOnboardingCatalog.useT();
  const { locale, dir } = useLocale();
  const order: DateFieldOrder = locale === 'he' ? 'dmy' : 'mdy';
  const calendarLocale = useDayPickerLocale(locale);
  const [text, setText] = useState(() => (value ? formatTypedBirthDate(value, order) : ''));
  const [parsed, setParsed] = useState<TypedBirthDate>(() => parseTypedBirthDate(text, today, order));
  const [leftBox, setLeftBox] = useState(false);
  const [month, setMonth] = useState<Date>(value ?? FIRST_MONTH_SHOWN);
  const [open, setOpen] = useState(false);

  function typeText(next: string) {
    setText(next);
    const result = parseTypedBirthDate(next, today, order);
    setParsed(result);
    if (result.kind === 'valid') {
      onChange(result.date);
      setMonth(result.date);
    } else {
      // The saved date must never disagree with what the box shows.
      onChange(null);
    }
  }

  function pickDay(date: Date | undefined) {
    if (!date) return;
    const formatted = formatTypedBirthDate(date, order);
    setText(formatted);
    setParsed({ kind: 'valid', date });
    setLeftBox(false);
    onChange(date);
    setOpen(false);
  }

  // Half-typed text is only flagged once the user leaves the box; a finished but wrong date at once.
  const problem = parsed.kind === 'incomplete' && !leftBox ? null : typedBirthDateProblem(parsed);

  return (
    <Field label={label} id={id} required={required} hint={<span className="sr-only">{t('birthDate.hint')}</span>} error={problem ?? missingError}>
      <div className="flex gap-2">
        <Input
          inputMode="numeric"
          autoComplete="bday"
          placeholder={t('birthDate.placeholder')}
          // Digits and slashes read left to right, in Hebrew too.
          dir="ltr"
          className="rtl:text-end"
          value={text}
          disabled={disabled}
          onChange={(event) => typeText(event.target.value)}
          onBlur={() => {
            setLeftBox(true);
            // Show the full date the rules produced (e.g. 4/5/19 becomes 04/05/1919).
            if (parsed.kind === 'valid') setText(formatTypedBirthDate(parsed.date, order));
          }}
        />
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger
            type="button"
            disabled={disabled}
            aria-label={t('birthDate.calendar')}
            className={cn(
              'flex size-11 shrink-0 items-center justify-center rounded-control border border-border bg-surface text-foreground shadow-xs sm:size-10',
              'hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50',
            )}
          >
            <CalendarDays aria-hidden="true" className="size-5" />
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              align="end"
              sideOffset={6}
              collisionPadding={8}
              className="z-50 rounded-card border border-border bg-surface p-3 shadow-card"
            >
              <DayPicker
                mode="single"
                selected={value ?? undefined}
                onSelect={pickDay}
                month={month}
                onMonthChange={setMonth}
                captionLayout="dropdown"
                startMonth={EARLIEST_BIRTH_DATE}
                endMonth={today}
                disabled={[{ before: EARLIEST_BIRTH_DATE }, { after: today }]}
                weekStartsOn={0}
                dir={dir}
                locale={calendarLocale}
                autoFocus
              />
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      </div>
    </Field>
  );
}
