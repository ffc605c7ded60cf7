import { createContext, useContext, useId, type ReactNode } from 'react';
import { cn } from '../cn';
import { Label } from './Label';

/** What a control inside a Field needs to wire itself to the label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

const FieldContext = createContext<FieldControlProps | null>(null);

/**
 * Props for the control of the surrounding Field (id, aria-describedby, aria-invalid, required).
 * Controls call this so a plain `<Field label="…"><Input /></Field>` is fully labelled; props
 * passed to the control directly still win.
 */
export function useFieldControl(): FieldControlProps | null {
  return useContext(FieldContext);
}

export interface FieldProps {
  /** Visible label, also the control's accessible name. */
  label: ReactNode;
  /** Shows the required marker and sets `required` on the control. */
  required?: boolean;
  /** Helper text under the control (linked with aria-describedby). */
  hint?: ReactNode;
  /** Error text under the control; marks it aria-invalid and is announced politely. */
  error?: ReactNode;
  /** Id of the control; generated when omitted. */
  id?: string;
  className?: string;
  children: ReactNode;
}

/** Label + control + hint + error, stacked, with ids linked for screen readers. */
export function Field({ label, required = false, hint, error, id, className, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  const control: FieldControlProps = {
    id: controlId,
    'aria-describedby': describedBy,
    ...(error ? { 'aria-invalid': true as const } : {}),
    required,
  };

  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <Label htmlFor={controlId} required={required}>
        {label}
      </Label>
      <FieldContext.Provider value={control}>{children}</FieldContext.Provider>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <div aria-live="polite">
        {error && (
          <p id={errorId} className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

/** Merges a Field's control props under the control's own props (own props win). */
export function withFieldControl<P extends { id?: string }>(field: FieldControlProps | null, own: P): P & Partial<FieldControlProps> {
  if (!field) return own;
  const merged: P & Partial<FieldControlProps> = { ...field, ...own };
  merged.id = own.id ?? field.id;
  return merged;
}
