// A spouse link's wedding date (issue 34): the Hebrew date is shown beside it, computed; the date is
// saved when the box is left, and the couple chooses the calendar of the anniversary. English and
// Hebrew.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale } from '@shalom/shared/i18n';
import { WeddingDateFields, hebrewDateOf } from './WeddingDateFields';

afterEach(async () => {
  await act(() => activateLocale('en'));
});

test('the Hebrew date of a day, in Adar II of a leap year, in each language', () => {
  expect(hebrewDateOf('2016-03-10', 'en')).toBe('30 Adar I 5776');
  expect(hebrewDateOf('2016-03-20', 'en')).toBe('10 Adar II 5776');
  expect(hebrewDateOf('2016-03-20', 'he')).toBe('10 באדר ב׳ 5776');
  expect(hebrewDateOf('not a day', 'en')).toBeNull();
});

test('a date typed is saved when the box is left, its Hebrew date beside it; the calendar is the couple\'s choice', async () => {
  const user = userEvent.setup({ delay: null });
  const onChange = jest.fn();
  const { rerender } = render(<WeddingDateFields weddingDate={null} calendar="hebrew" onChange={onChange} />);
  expect(screen.getByText('For your anniversary note. Either of you can change it.')).toBeInTheDocument();
  const box = screen.getByRole('textbox', { name: 'Wedding date' });
  await user.type(box, '03/20/2016');
  expect(screen.getByText('Hebrew date: 10 Adar II 5776')).toBeInTheDocument();
  expect(onChange).not.toHaveBeenCalled();
  await user.tab();
  expect(onChange).toHaveBeenCalledWith({ wedding_date: '2016-03-20' });

  rerender(<WeddingDateFields weddingDate="2016-03-20" calendar="hebrew" onChange={onChange} />);
  onChange.mockClear();
  await user.click(screen.getByRole('combobox', { name: 'Remember our anniversary by' }));
  await user.click(await screen.findByRole('option', { name: 'The Gregorian date' }));
  expect(onChange).toHaveBeenCalledWith({ anniversary_calendar: 'gregorian' });
});

test('in Hebrew', async () => {
  await act(() => activateLocale('he'));
  render(<WeddingDateFields weddingDate="2016-03-20" calendar="gregorian" onChange={jest.fn()} />);
  expect(screen.getByRole('textbox', { name: 'תאריך החתונה' })).toHaveValue('20/03/2016');
  expect(screen.getByText('תאריך עברי: 10 באדר ב׳ 5776')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'לזכור את יום הנישואין לפי' })).toHaveTextContent('התאריך הלועזי');
});
