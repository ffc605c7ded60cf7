import '../testing/jsdomPolyfills';
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DonatePage } from './DonatePage';
import { defaultDonationConfig } from './DonationConfig';
import { FROM_INTRO_STATE } from './donateState';

function renderAt(state?: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/donate', state }]}>
      <DonatePage donation={defaultDonationConfig} />
    </MemoryRouter>,
  );
}

test('the donation page: Support This Project, a one-time USD form posting to the external page in a new tab', () => {
  renderAt();
  expect(screen.getByRole('heading', { level: 1, name: 'Support This Project' })).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'Donate to Shalom Bayit' });
  expect(form).toHaveAttribute('action', defaultDonationConfig.url);
  expect(form).toHaveAttribute('target', '_blank');
  expect(form.querySelector('input[name="currency_code"]')).toHaveValue('USD');
  expect(form.querySelector('input[name="no_recurring"]')).toHaveValue('1');
  expect(screen.getByRole('button', { name: 'Donate' })).toHaveAttribute('type', 'submit');
  expect(document.title).toBe('Support This Project · Shalom Bayit');
});

test('opened directly it leads home; opened from the intro it also leads back to the intro', () => {
  renderAt();
  expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  expect(screen.queryByRole('button', { name: 'Back to the introduction' })).not.toBeInTheDocument();
});

test('opened from the intro it offers Back to the introduction', () => {
  renderAt(FROM_INTRO_STATE);
  expect(screen.getByRole('button', { name: 'Back to the introduction' })).toBeInTheDocument();
});
