import * as RadixPopover from '@radix-ui/react-popover';
import { ChevronDown, X } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../cn';
import { Checkbox } from './Checkbox';
import { controlClassName, controlHeightClassName } from './controlStyles';
import { useFieldControl, withFieldControl } from './Field';
import { formCatalog } from './i18n/catalog';
import type { SelectOption } from './Select';

export interface MultiSelectChecklistProps {
  options: readonly SelectOption[];
  /** Chosen option values, kept in the order of `options`. */
  value: readonly string[];
  onChange(value: string[]): void;
  /** Trigger text while nothing is chosen. */
  placeholder?: string;
  /** Text of the trigger once something is chosen; default 'N selected' in the active language. */
  formatCount?(count: number): string;
  /** Accessible name of the list inside the popover (defaults to the placeholder). */
  listLabel?: string;
  id?: string;
  disabled?: boolean;
  'aria-label'?: string;
  'aria-describedby'?: string;
  className?: string;
}

/**
 * Several choices from a fixed list: a trigger showing how many are chosen opens a checklist, and
 * each choice also appears as a chip with its own remove button, so choices can be dropped without
 * reopening the list (useful on phones).
 */
export function MultiSelectChecklist({
  options,
  value,
  onChange,
  placeholder,
  formatCount,
  listLabel,
  disabled,
  className,
  ...own
}: MultiSelectChecklistProps) {
  const { required: _required, ...trigger } = withFieldControl(useFieldControl(), own);
  const t = formCatalog.useT();
  const emptyText = placeholder ?? t('select.placeholder');
  const countText = (count: number) => (formatCount ? formatCount(count) : t('checklist.count', { count }));
  const listId = useId();
  const chosen = new Set(value);
  const chosenOptions = options.filter((option) => chosen.has(option.value));

  const setChosen = (optionValue: string, isChosen: boolean) => {
    const next = new Set(chosen);
    if (isChosen) next.add(optionValue);
    else next.delete(optionValue);
    // Keep the options' order so the saved list does not depend on click order.
    onChange(options.map((option) => option.value).filter((v) => next.has(v)));
  };

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <RadixPopover.Root>
        <RadixPopover.Trigger
          type="button"
          disabled={disabled}
          {...trigger}
          className={cn(controlClassName, controlHeightClassName, 'items-center justify-between gap-2 text-start')}
        >
          <span className={cn('truncate', chosenOptions.length === 0 && 'text-muted-foreground')}>
            {chosenOptions.length === 0 ? emptyText : countText(chosenOptions.length)}
          </span>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 opacity-60" />
        </RadixPopover.Trigger>
        <RadixPopover.Portal>
          <RadixPopover.Content
            align="start"
            sideOffset={4}
            aria-label={listLabel ?? emptyText}
            className="z-50 max-h-[min(22rem,var(--radix-popover-content-available-height))] w-(--radix-popover-trigger-width) min-w-56 overflow-y-auto rounded-control border border-border bg-surface p-1 text-foreground shadow-card focus-visible:outline-none"
          >
            <ul role="group" aria-label={listLabel ?? emptyText} className="grid gap-0.5">
              {options.map((option) => {
                const boxId = `${listId}-${option.value}`;
                return (
                  <li key={option.value} className="flex min-h-10 items-center gap-3 rounded-md px-2 hover:bg-muted">
                    <Checkbox
                      id={boxId}
                      checked={chosen.has(option.value)}
                      onCheckedChange={(isChosen) => setChosen(option.value, isChosen)}
                    />
                    <label htmlFor={boxId} className="flex-1 cursor-pointer py-2 text-sm">
                      {option.label}
                    </label>
                  </li>
                );
              })}
            </ul>
          </RadixPopover.Content>
        </RadixPopover.Portal>
      </RadixPopover.Root>
      {chosenOptions.length > 0 && (
        <ul aria-label={t('checklist.chosen')} className="flex flex-wrap gap-2">
          {chosenOptions.map((option) => (
            <li
              key={option.value}
              className="inline-flex items-center gap-1 rounded-full border border-primary/20 bg-primary/10 py-1 pe-1 ps-3 text-sm text-primary"
            >
              {option.label}
              <button
                type="button"
                disabled={disabled}
                onClick={() => setChosen(option.value, false)}
                aria-label={t('checklist.remove', { label: option.label })}
                className="flex size-6 items-center justify-center rounded-full hover:bg-primary/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
