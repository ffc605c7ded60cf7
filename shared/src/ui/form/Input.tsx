import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '../cn';
import { controlClassName, controlHeightClassName } from './controlStyles';
import { useFieldControl, withFieldControl } from './Field';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

/** Text-like input; inside a Field it takes the Field's id, description and required state. */
export function Input({ className, type = 'text', ...own }: InputProps) {
  const props = withFieldControl(useFieldControl(), own);
  return <input type={type} className={cn(controlClassName, controlHeightClassName, 'py-2', className)} {...props} />;
}
