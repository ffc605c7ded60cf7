import * as RadixSelect from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { useLocale } from '@shalom/shared/i18n';
import { cn } from '../cn';
import { controlClassName, controlHeightClassName } from './controlStyles';
import { useFieldControl, withFieldControl } from './Field';
import { formCatalog } from './i18n/catalog';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  options: readonly SelectOption[];
  /** '' shows the placeholder (nothing chosen). */
  value: string;
  onValueChange(value: string): void;
  placeholder?: string;
  id?: string;
  name?: string;
  disabled?: boolean;
  required?: boolean;
  /** Accessible name when the select is not inside a Field. */
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  className?: string;
}

/**
 * A Radix select styled like the other controls: keyboard and screen-reader friendly, and the list
 * opens above the page (portal) so it is never clipped by a card on a phone.
 */
export function Select({ options, value, onValueChange, placeholder, name, disabled, className, ...own }: SelectProps) {
  const { required, ...trigger } = withFieldControl(useFieldControl(), own);
  const t = formCatalog.useT();
  // Radix lays out and steers the list by this (arrow keys, typeahead, the check mark's side).
  const { dir } = useLocale();
  return (
    <RadixSelect.Root value={value} onValueChange={onValueChange} name={name} disabled={disabled} required={required} dir={dir}>
      <RadixSelect.Trigger
        {...trigger}
        aria-required={required || undefined}
        className={cn(
          controlClassName,
          controlHeightClassName,
          'items-center justify-between gap-2 text-start data-[placeholder]:text-muted-foreground',
          className,
        )}
      >
        <span className="truncate">
          <RadixSelect.Value placeholder={placeholder ?? t('select.placeholder')} />
        </span>
        <RadixSelect.Icon asChild>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 opacity-60" />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-control border border-border bg-surface text-foreground shadow-card"
        >
          <RadixSelect.Viewport className="p-1">
            {options.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={option.value}
                className="relative flex min-h-10 cursor-default select-none items-center rounded-md py-2 pe-3 ps-8 text-sm outline-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-muted"
              >
                <span className="absolute start-2 flex size-4 items-center justify-center">
                  <RadixSelect.ItemIndicator>
                    <Check aria-hidden="true" className="size-4 text-primary" />
                  </RadixSelect.ItemIndicator>
                </span>
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
