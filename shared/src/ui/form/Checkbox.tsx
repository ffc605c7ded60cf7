import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { Check } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '../cn';

export interface CheckboxProps {
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  id?: string;
  name?: string;
  disabled?: boolean;
  required?: boolean;
  'aria-label'?: string;
  'aria-describedby'?: string;
  className?: string;
}

/** A Radix checkbox (role checkbox, Space toggles) in the app's look. */
export function Checkbox({ checked, onCheckedChange, className, ...rest }: CheckboxProps) {
  return (
    <RadixCheckbox.Root
      checked={checked}
      onCheckedChange={(state) => onCheckedChange(state === true)}
      className={cn(
        'peer flex size-5 shrink-0 items-center justify-center rounded-[0.3rem] border border-primary/60 bg-surface shadow-xs transition-colors',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        'disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
        className,
      )}
      {...rest}
    >
      <RadixCheckbox.Indicator>
        <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
      </RadixCheckbox.Indicator>
    </RadixCheckbox.Root>
  );
}

export interface CheckboxFieldProps extends Omit<CheckboxProps, 'aria-label'> {
  /** Visible text beside the box; clicking it toggles the box. */
  label: ReactNode;
  hint?: ReactNode;
}

/** Checkbox with its label to the right and an optional hint underneath. */
export function CheckboxField({ label, hint, id, className, ...checkbox }: CheckboxFieldProps) {
  const generatedId = useId();
  const boxId = id ?? `checkbox-${generatedId}`;
  const hintId = hint ? `${boxId}-hint` : undefined;
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <Checkbox id={boxId} aria-describedby={hintId} className="mt-0.5" {...checkbox} />
      <div className="grid gap-1">
        <label htmlFor={boxId} className="cursor-pointer text-sm leading-snug text-foreground">
          {label}
        </label>
        {hint && (
          <p id={hintId} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
