import '../testing/jsdomPolyfills';
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LandingPage } from './LandingPage';
import type { SessionStatus } from './LandingPage';
import type { DonationConfig } from '../donation/DonationConfig';

const donation: DonationConfig = {
  url: 'https://www.paypal.com/donate',
  business: 'donations@shalom-bayit.example',
  itemName: 'Shalom Bayit project development',
  currency: 'USD',
};

function renderLanding(sessionStatus: SessionStatus) {
  return render(
    <MemoryRouter>
      <LandingPage sessionStatus={sessionStatus} donation={donation} />
    </MemoryRouter>,
  );
}

describe('LandingPage', () => {
  it('shows a title about strengthening relationships and a heading about healthy relationships', () => {
    renderLanding('signed-out');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/strengthen/i);
    expect(screen.getByRole('heading', { level: 2, name: /healthy relationships/i })).toBeInTheDocument();
    expect(document.title).toBe('Strengthen Your Relationships · Shalom Bayit');
  });

  it('shows a Loading spinner, and neither session link, while the session is determined', () => {
    renderLanding('loading');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login / Sign Up' })).not.toBeInTheDocument();
  });

  it('offers a signed-in user the Dashboard link', () => {
    renderLanding('signed-in');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Login / Sign Up' })).not.toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('offers an anonymous visitor Login / Sign Up', () => {
    renderLanding('signed-out');
    expect(screen.getByRole('link', { name: 'Login / Sign Up' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it.each<SessionStatus>(['loading', 'signed-in', 'signed-out'])('offers Try AI Guidance to everyone (%s)', (status) => {
    renderLanding(status);
    expect(screen.getByRole('link', { name: 'Try AI Guidance' })).toHaveAttribute('href', '/ai');
  });

  it('has a Support This Project box whose donate form opens the payment page in a new tab, USD, one-time', () => {
    renderLanding('signed-out');
    const box = screen.getByRole('region', { name: 'Support This Project' });
    const form = within(box).getByRole('form', { name: 'Donate to Shalom Bayit' });
    expect(form).toHaveAttribute('action', 'https://www.paypal.com/donate');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('target', '_blank');
    expect(form).toHaveFormValues({
      cmd: '_donations',
      business: 'donations@shalom-bayit.example',
      currency_code: 'USD',
      item_name: 'Shalom Bayit project development',
    });
    expect(form.querySelector('[name="src"], [name="a3"], [name="p3"], [name="t3"]')).toBeNull();
    expect(within(box).getByRole('button', { name: 'Donate' })).toBeInTheDocument();
  });

  it('links the footer to the four informational pages', () => {
    renderLanding('signed-out');
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/terms', '/privacy', '/how-it-works', '/roadmap']));
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: 'How It Works' })).toHaveAttribute('href', '/how-it-works');
    expect(within(footer).getByRole('link', { name: 'Roadmap' })).toHaveAttribute('href', '/roadmap');
  });

  it('presents the three pillars: Torah-sourced AI guide, private messaging, consent-based bridging', () => {
    renderLanding('signed-out');
    expect(screen.getByRole('heading', { name: /AI guide with Torah sources/i })).toBeInTheDocument();
    expect(screen.getByText(/belongs with your rabbi/i)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Private messaging' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Consent-based AI bridging' })).toBeInTheDocument();
  });
});
