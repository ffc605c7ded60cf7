import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '../cn';
import { controlClassName } from './controlStyles';
import { useFieldControl, withFieldControl } from './Field';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ className, rows = 3, ...own }: TextareaProps) {
  const props = withFieldControl(useFieldControl(), own);
  return <textarea rows={rows} className={cn(controlClassName, 'min-h-20 py-2', className)} {...props} />;
}
