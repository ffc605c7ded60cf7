import '../testing/jsdomPolyfills';
import '@testing-library/jest-dom';
import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DashboardPage } from './DashboardPage';
import { defaultDonationConfig } from '../donation/DonationConfig';

function renderDashboard(notificationControls?: ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <DashboardPage donation={defaultDonationConfig} notificationControls={notificationControls} />
    </MemoryRouter>,
  );
}

describe('DashboardPage', () => {
  it('has a card for each hub destination', () => {
    renderDashboard();
    const cards = within(screen.getByRole('navigation', { name: 'Dashboard' }));
    expect(cards.getByRole('link', { name: /^AI Guidance/ })).toHaveAttribute('href', '/ai');
    expect(cards.getByRole('link', { name: /^Relationships/ })).toHaveAttribute('href', '/relationships');
    expect(cards.getByRole('link', { name: /^Messages/ })).toHaveAttribute('href', '/messages');
    expect(cards.getByRole('link', { name: /^Feedback/ })).toHaveAttribute('href', '/feedback');
    expect(cards.getByRole('link', { name: /^Test Chat/ })).toHaveAttribute('href', '/test-chat');
    expect(cards.getByRole('link', { name: /^Edit Profile/ })).toHaveAttribute('href', '/onboarding');
    expect(cards.getAllByRole('link')).toHaveLength(6);
  });

  it('links to the informational pages', () => {
    renderDashboard();
    const links = within(screen.getByRole('navigation', { name: 'About Shalom Bayit' }));
    expect(links.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(links.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(links.getByRole('link', { name: 'How It Works' })).toHaveAttribute('href', '/how-it-works');
    expect(links.getByRole('link', { name: 'Roadmap' })).toHaveAttribute('href', '/roadmap');
  });

  it('has the donation button, opening the external payment page in a new tab', () => {
    renderDashboard();
    const form = screen.getByRole('form', { name: 'Donate to Shalom Bayit' });
    expect(form).toHaveAttribute('action', defaultDonationConfig.url);
    expect(form).toHaveAttribute('target', '_blank');
    expect(form).toHaveFormValues({ currency_code: 'USD', cmd: '_donations' });
    expect(within(form).getByRole('button', { name: 'Donate' })).toBeInTheDocument();
  });

  it('shows no notification controls until they are supplied, then shows them in their own region', () => {
    const { unmount } = renderDashboard();
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /notification/i })).not.toBeInTheDocument();
    unmount();

    renderDashboard(<button type="button">Enable Notifications</button>);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByRole('button', { name: 'Enable Notifications' })).toBeInTheDocument();
  });
});
