import { Field, Input, Select } from '@shalom/shared/ui/form';
import type { SelectOption } from '@shalom/shared/ui/form';
import { OBSERVANCE_OTHER } from './profileOptions';

export interface ObservanceFieldProps {
  choice: string;
  otherText: string;
  onChoiceChange(choice: string): void;
  onOtherTextChange(text: string): void;
  /** The observance choices, already in the active language. */
  options: readonly SelectOption[];
  label: string;
  specifyLabel: string;
  placeholder: string;
}

/** Observance level, with a free-text 'Please specify' box while Other is chosen (spec §2, §3). */
export function ObservanceField({ choice, otherText, onChoiceChange, onOtherTextChange, options, label, specifyLabel, placeholder }: ObservanceFieldProps) {
  return (
    <div className="flex flex-col gap-3">
      <Field label={label} id="observance-level">
        <Select options={options} value={choice} onValueChange={onChoiceChange} placeholder={placeholder} />
      </Field>
      {choice === OBSERVANCE_OTHER && (
        <Field label={specifyLabel} id="observance-other">
          <Input value={otherText} onChange={(event) => onOtherTextChange(event.target.value)} />
        </Field>
      )}
    </div>
  );
}
