import '@testing-library/jest-dom';
import './radixJsdomPolyfills';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CheckboxField, Field, Input, MultiSelectChecklist, Select, Textarea } from './index';

const LANGS = [
  { value: 'English', label: 'English' },
  { value: 'Hebrew', label: 'Hebrew' },
  { value: 'Yiddish', label: 'Yiddish' },
];

function Languages({ initial = [], onChange = () => undefined }: { initial?: string[]; onChange?: (value: string[]) => void }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <Field label="Languages">
      <MultiSelectChecklist
        options={LANGS}
        value={value}
        placeholder="Select languages"
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </Field>
  );
}

describe('Field with Input and Textarea', () => {
  it('labels the control, marks it required and links hint and error', () => {
    render(
      <>
        <Field label="First name" required hint="As in your documents" error="Please fill in">
          <Input />
        </Field>
        <Field label="Notes">
          <Textarea />
        </Field>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toBeRequired();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('As in your documents Please fill in');
    expect(screen.getByRole('textbox', { name: 'Notes' })).not.toBeRequired();
  });

  it('lets the control keep its own id', () => {
    render(
      <Field label="Email" id="email-box">
        <Input id="email-box" type="email" />
      </Field>,
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('id', 'email-box');
  });
});

describe('Select', () => {
  it('is named by its Field label, shows the placeholder and reports the chosen value', async () => {
    const chosen: string[] = [];
    function Gender() {
      const [value, setValue] = useState('');
      return (
        <Field label="Gender">
          <Select
            value={value}
            placeholder="Select gender"
            options={[
              { value: 'male', label: 'Male' },
              { value: 'female', label: 'Female' },
            ]}
            onValueChange={(next) => {
              chosen.push(next);
              setValue(next);
            }}
          />
        </Field>
      );
    }
    render(<Gender />);
    const trigger = screen.getByRole('combobox', { name: 'Gender' });
    expect(trigger).toHaveTextContent('Select gender');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Female' }));
    expect(chosen).toEqual(['female']);
    expect(trigger).toHaveTextContent('Female');
  });
});

describe('CheckboxField', () => {
  it('toggles from its label', async () => {
    function Consent() {
      const [checked, setChecked] = useState(false);
      return <CheckboxField label="I agree" checked={checked} onCheckedChange={setChecked} />;
    }
    render(<Consent />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText('I agree'));
    expect(box).toBeChecked();
  });
});

describe('MultiSelectChecklist', () => {
  it('shows the placeholder, then an N selected counter and a chip per choice', async () => {
    const changes: string[][] = [];
    render(<Languages onChange={(v) => void changes.push(v)} />);
    const trigger = screen.getByRole('button', { name: 'Languages' });
    expect(trigger).toHaveTextContent('Select languages');

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Yiddish' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'English' }));
    expect(trigger).toHaveTextContent('2 selected');
    // Options order, not click order.
    expect(changes.at(-1)).toEqual(['English', 'Yiddish']);
    const chips = screen.getByRole('list', { name: 'Selected' });
    expect(chips).toHaveTextContent('English');
    expect(chips).toHaveTextContent('Yiddish');
  });

  it('removes a choice with its chip button', async () => {
    render(<Languages initial={['English', 'Hebrew']} />);
    expect(screen.getByRole('button', { name: 'Languages' })).toHaveTextContent('2 selected');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Hebrew' }));
    expect(screen.getByRole('button', { name: 'Languages' })).toHaveTextContent('1 selected');
    expect(screen.queryByRole('button', { name: 'Remove Hebrew' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove English' }));
    expect(screen.getByRole('button', { name: 'Languages' })).toHaveTextContent('Select languages');
    expect(screen.queryByRole('list', { name: 'Selected' })).not.toBeInTheDocument();
  });
});
