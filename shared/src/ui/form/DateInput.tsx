import { CalendarDays } from 'lucide-react';
import { useEffect, useRef, useState, type Ref } from 'react';
import { useLocale } from '../../i18n';
import { cn } from '../cn';
import { controlClassName, controlHeightClassName } from './controlStyles';
import { useFieldControl, withFieldControl } from './Field';
import { formCatalog } from './i18n/catalog';

/**
 * Which number comes first: month/day/year in English, day/month/year in Hebrew, as dates are
 * written in Israel. A native `<input type="date">` shows the browser's own order whatever the
 * page's language (mm/dd/yyyy on a Hebrew page in an English browser), so the text is ours.
 */
export type DateOrder = 'mdy' | 'dmy';

const pad = (n: number): string => String(n).padStart(2, '0');

/** yyyy-MM-dd as the box shows it ("" for none or anything unreadable). */
export function formatIsoDate(iso: string, order: DateOrder): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return '';
  const [, y, m, d] = match;
  return order === 'dmy' ? `${d}/${m}/${y}` : `${m}/${d}/${y}`;
}

/**
 * The box's text as yyyy-MM-dd: D/M/YYYY or M/D/YYYY by the order (slashes, dots or dashes, as
 * typed in Israel), a real calendar date (no 31/02), the year in four digits; null otherwise.
 */
export function parseTypedDate(text: string, order: DateOrder): string | null {
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [first, second, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [month, day] = order === 'dmy' ? [second, first] : [first, second];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

export interface DateInputProps {
  /** yyyy-MM-dd, or "" for no date (the value a native date input has). */
  value: string;
  /** A complete, real date inside min/max as yyyy-MM-dd, or "" when the box is emptied. */
  onValueChange(value: string): void;
  min?: string;
  max?: string;
  onBlur?(): void;
  disabled?: boolean;
  className?: string;
  id?: string;
  'aria-describedby'?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A date in the page's language: a text box in that language's order (DD/MM/YYYY in Hebrew) and a
 * calendar button that opens the browser's own picker, kept in step. Inside a Field it takes the
 * Field's id, description and required state, like Input.
 */
export function DateInput({ value, onValueChange, min, max, onBlur, disabled, className, ...own }: DateInputProps) {
  const t = formCatalog.useT();
  const { locale } = useLocale();
  const order: DateOrder = locale === 'he' ? 'dmy' : 'mdy';
  const [text, setText] = useState(() => formatIsoDate(value, order));
  const picker = useRef<HTMLInputElement>(null);
  // A new value from outside (the picker, a reset, another language) rewrites the box; what the
  // person is typing is left alone while it still means the same date.
  useEffect(() => {
    setText((held) => (parseTypedDate(held, order) === value && value !== '' ? held : formatIsoDate(value, order)));
  }, [value, order]);

  const inRange = (iso: string): boolean => (!min || iso >= min) && (!max || iso <= max);

  function type(next: string) {
    setText(next);
    if (next.trim() === '') {
      if (value !== '') onValueChange('');
      return;
    }
    const iso = parseTypedDate(next, order);
    if (iso && inRange(iso) && iso !== value) onValueChange(iso);
  }

  function openPicker() {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      input.focus();
      input.click();
    }
  }

  const fieldProps = withFieldControl(useFieldControl(), own);
  return (
    <div className={cn('flex gap-2', className)}>
      <input
        {...fieldProps}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        // Digits and slashes read left to right, in Hebrew too.
        dir="ltr"
        className={cn(controlClassName, controlHeightClassName, 'min-w-0 flex-1 py-2 rtl:text-end')}
        placeholder={order === 'dmy' ? t('date.placeholder.dmy') : t('date.placeholder.mdy')}
        value={text}
        disabled={disabled}
        onChange={(event) => type(event.target.value)}
        onBlur={() => {
          // A finished date is shown whole (4/5/2026 → 04/05/2026); an unusable one goes back to the value.
          setText(formatIsoDate(value, order));
          onBlur?.();
        }}
      />
      {/* The browser's picker sits under the button as its sibling, not inside it: an input nested in
          a button is an interactive control inside another, which screen readers may still reach. */}
      <div className="relative shrink-0">
        <button
          type="button"
          disabled={disabled}
          aria-label={t('date.pick')}
          onClick={openPicker}
          className={cn(
            'flex size-11 items-center justify-center rounded-control border border-border bg-surface text-foreground shadow-xs sm:size-10',
            'hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50',
          )}
        >
          <CalendarDays aria-hidden="true" className="size-5" />
        </button>
        {/* Opened by the button, placed over it so the picker appears there; the box is what is read and typed. */}
        <input
          ref={picker}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 opacity-0"
          value={value}
          min={min}
          max={max}
          disabled={disabled}
          onChange={(event) => {
            const iso = event.target.value;
            setText(formatIsoDate(iso, order));
            onValueChange(iso);
            onBlur?.();
          }}
        />
      </div>
    </div>
  );
}
