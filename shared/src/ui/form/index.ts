// Accessible form controls shared by every remote's forms (onboarding, relationships, feedback …).
export { Field, useFieldControl, type FieldProps, type FieldControlProps } from './Field';
export { Label, type LabelProps } from './Label';
export { Input, type InputProps } from './Input';
export { DateInput, formatIsoDate, parseTypedDate, type DateInputProps, type DateOrder } from './DateInput';
export { Textarea, type TextareaProps } from './Textarea';
export { Select, type SelectProps, type SelectOption } from './Select';
export { Checkbox, CheckboxField, type CheckboxProps, type CheckboxFieldProps } from './Checkbox';
export { MultiSelectChecklist, type MultiSelectChecklistProps } from './MultiSelectChecklist';
export { controlClassName, controlHeightClassName } from './controlStyles';
export { Dialog, type DialogProps } from '../Dialog';
