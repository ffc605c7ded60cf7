import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { activateLocale } from '../../i18n';
import { DateInput, Field, formatIsoDate, parseTypedDate } from './index';

afterEach(async () => {
  await act(() => activateLocale('en'));
});

function Until({ initial = '', onChange = () => undefined, min }: { initial?: string; onChange?: (value: string) => void; min?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <Field label="Valid until">
      <DateInput
        value={value}
        min={min}
        onValueChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </Field>
  );
}

describe('DateInput: a date in the page’s order, not the browser’s (issue 32)', () => {
  it('reads and writes D/M/YYYY or M/D/YYYY, real dates only', () => {
    expect(parseTypedDate('04/05/2026', 'dmy')).toBe('2026-05-04');
    expect(parseTypedDate('04/05/2026', 'mdy')).toBe('2026-04-05');
    expect(parseTypedDate('4.5.2026', 'dmy')).toBe('2026-05-04');
    expect(parseTypedDate('31/02/2026', 'dmy')).toBeNull();
    expect(parseTypedDate('04/05/26', 'dmy')).toBeNull();
    expect(formatIsoDate('2026-05-04', 'dmy')).toBe('04/05/2026');
    expect(formatIsoDate('2026-05-04', 'mdy')).toBe('05/04/2026');
  });

  it('in English: MM/DD/YYYY, labelled by its Field, the value kept as yyyy-MM-dd', () => {
    const seen: string[] = [];
    render(<Until initial="2026-12-31" onChange={(v) => seen.push(v)} />);
    const box = screen.getByLabelText('Valid until');
    expect(box).toHaveValue('12/31/2026');
    expect(box).toHaveAttribute('placeholder', 'MM/DD/YYYY');
    fireEvent.change(box, { target: { value: '01/15/2027' } });
    expect(seen).toEqual(['2027-01-15']);
    fireEvent.change(box, { target: { value: '' } });
    expect(seen).toEqual(['2027-01-15', '']);
    const calendar = screen.getByRole('button', { name: 'Choose a date from the calendar' });
    // No control inside another (axe's nested-interactive): the browser's picker is the button's sibling.
    expect(calendar.querySelector('input')).toBeNull();
    expect(calendar.parentElement?.querySelector('input[type="date"]')).toHaveAttribute('tabindex', '-1');
  });

  it('in Hebrew: DD/MM/YYYY; a date outside min or half typed is not passed on', async () => {
    await act(() => activateLocale('he'));
    const seen: string[] = [];
    render(<Until initial="2026-05-04" min="2026-05-01" onChange={(v) => seen.push(v)} />);
    const box = screen.getByLabelText('Valid until');
    expect(box).toHaveValue('04/05/2026');
    expect(box).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    fireEvent.change(box, { target: { value: '30/04/2026' } });
    fireEvent.change(box, { target: { value: '10/05/20' } });
    expect(seen).toEqual([]);
    fireEvent.change(box, { target: { value: '10/05/2026' } });
    expect(seen).toEqual(['2026-05-10']);
    // Leaving an unusable text shows the value again.
    fireEvent.change(box, { target: { value: '99/99' } });
    fireEvent.blur(box);
    expect(box).toHaveValue('10/05/2026');
  });
});
