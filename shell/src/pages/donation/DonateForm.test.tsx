import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { DonateForm } from './DonateForm';
import { defaultDonationConfig } from './DonationConfig';
import type { DonationConfig } from './DonationConfig';

function hiddenFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  form.querySelectorAll<HTMLInputElement>('input[type="hidden"]').forEach((input) => {
    fields[input.name] = input.value;
  });
  return fields;
}

describe('DonateForm', () => {
  const donation: DonationConfig = {
    url: 'https://payments.example.org/donate',
    business: 'merchant-123',
    itemName: 'Shalom Bayit project development',
    currency: 'USD',
  };

  it('posts to the configured payment page in a new tab', () => {
    render(<DonateForm donation={donation} />);
    const form = screen.getByRole('form', { name: 'Donate to Shalom Bayit' });
    expect(form).toHaveAttribute('action', 'https://payments.example.org/donate');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'Donate' })).toHaveAttribute('type', 'submit');
  });

  it('sends a one-time USD donation for project development, with no recurring fields', () => {
    render(<DonateForm donation={donation} />);
    const fields = hiddenFields(screen.getByRole('form', { name: 'Donate to Shalom Bayit' }) as HTMLFormElement);
    expect(fields).toEqual({
      cmd: '_donations',
      business: 'merchant-123',
      item_name: 'Shalom Bayit project development',
      currency_code: 'USD',
      no_recurring: '1',
    });
    // PayPal's subscription fields; any of them would turn the gift into a recurring payment.
    for (const recurringField of ['src', 'a3', 'p3', 't3', 'srt', 'recurring']) {
      expect(fields).not.toHaveProperty(recurringField);
    }
  });

  it('defaults to an external donations endpoint in USD for project development', () => {
    expect(defaultDonationConfig.url).toMatch(/^https:\/\//);
    expect(defaultDonationConfig.currency).toBe('USD');
    expect(defaultDonationConfig.itemName).toMatch(/project development/);
    expect(defaultDonationConfig.business).not.toBe('');
  });
});
