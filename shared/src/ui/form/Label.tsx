import type { LabelHTMLAttributes } from 'react';
import { cn } from '../cn';

export interface LabelProps extends LabelHTMLAttributes<HTMLLabelElement> {
  /** Adds the visual "*" marker (the control itself carries `required` for assistive tech). */
  required?: boolean;
}

export function Label({ required = false, className, children, ...rest }: LabelProps) {
  return (
    <label className={cn('text-sm font-medium leading-tight text-foreground', className)} {...rest}>
      {children}
      {required && (
        <span aria-hidden="true" className="ms-0.5 text-destructive">
          *
        </span>
      )}
    </label>
  );
}
