import '../testing/jsdomPolyfills';
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { HowItWorksPage } from './HowItWorksPage';
import { PrivacyPage } from './PrivacyPage';
import { RoadmapPage } from './RoadmapPage';
import { TermsPage } from './TermsPage';

function renderPage(page: ReactElement, path: string) {
  return render(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
}

/** All visible text of the page in one string, so statements can be found across inline markup. */
function pageText(): string {
  return (document.body.textContent ?? '').replace(/\s+/g, ' ');
}

describe.each([
  { name: 'Terms of Service', page: <TermsPage />, path: '/terms' },
  { name: 'Privacy Policy', page: <PrivacyPage />, path: '/privacy' },
  { name: 'How It Works', page: <HowItWorksPage />, path: '/how-it-works' },
  { name: 'Roadmap', page: <RoadmapPage />, path: '/roadmap' },
])('$name page', ({ name, page, path }) => {
  it('has its heading, a back link home and links to the other pages', () => {
    renderPage(page, path);
    expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    const more = within(screen.getByRole('navigation', { name: 'More about Shalom Bayit' }));
    expect(more.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    expect(more.getAllByRole('link')).toHaveLength(4);
    expect(document.title).toBe(`${name} · Shalom Bayit`);
  });
});

describe('Privacy Policy content', () => {
  beforeEach(() => renderPage(<PrivacyPage />, '/privacy'));

  it('states that the product is not for people under 18', () => {
    expect(pageText()).toMatch(/Shalom Bayit is not for people under 18/);
  });

  it('requires explicit consent from both sides for sharing with a partner', () => {
    expect(pageText()).toMatch(/Sharing anything with a partner requires explicit consent from both sides/);
  });

  it('lists the data kept: profile, relationships, messages, consent settings, feedback', () => {
    const kept = within(screen.getByRole('region', { name: 'What we keep' }));
    for (const item of ['Your profile:', 'Your relationships:', 'Your messages:', 'Your consent settings:', 'Your feedback:']) {
      expect(kept.getByText(item)).toBeInTheDocument();
    }
  });

  it('says the AI partner features are opt-in and explains each of them', () => {
    const features = screen.getByRole('region', { name: 'The AI partner features, and what they do' });
    expect(features).toHaveTextContent(/They are opt-in/);
    expect(features).toHaveTextContent(/Emotional bridging helps feelings travel between you/);
    expect(features).toHaveTextContent(/Timing optimization helps a message or a difficult subject arrive at a better moment/);
    expect(features).toHaveTextContent(/Conflict mediation steps in when an exchange becomes tense/);
  });
});

describe('Terms of Service content', () => {
  beforeEach(() => renderPage(<TermsPage />, '/terms'));

  it('limits use to adults and says the AI is no substitute for a rabbi', () => {
    expect(pageText()).toMatch(/You must be at least 18 years old/);
    expect(pageText()).toMatch(/For a practical halachic ruling, ask your rabbi/);
  });

  it('describes donations as voluntary, one-time and in US dollars', () => {
    expect(screen.getByRole('region', { name: '6. Donations' })).toHaveTextContent(/voluntary, one-time gifts in US dollars/);
  });
});

describe('How It Works content', () => {
  beforeEach(() => renderPage(<HowItWorksPage />, '/how-it-works'));

  it('walks through the six steps in order', () => {
    const steps = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(steps.slice(0, 6)).toEqual([
      'Create your profile',
      'Link your family',
      'Talk privately with the AI guide',
      'Share the replies you choose',
      'Message your partner',
      'Optional: consent-based AI outreach',
    ]);
  });

  it('says the AI guide answers with halachic awareness and Torah sources and says when to ask a rabbi', () => {
    expect(pageText()).toMatch(/answers with halachic awareness, brings Torah sources, and tells you when a question is one to ask your rabbi/);
  });

  it('links the steps to the screens that do them', () => {
    expect(screen.getByRole('link', { name: 'Set up your profile' })).toHaveAttribute('href', '/onboarding');
    expect(screen.getByRole('link', { name: 'Link a relationship' })).toHaveAttribute('href', '/relationships');
    expect(screen.getByRole('link', { name: 'Open AI Guidance' })).toHaveAttribute('href', '/ai');
    expect(screen.getByRole('link', { name: 'Go to Messages' })).toHaveAttribute('href', '/messages');
  });
});

describe('Roadmap content', () => {
  it('lays out the phases with their status', () => {
    renderPage(<RoadmapPage />, '/roadmap');
    const phases = screen.getAllByRole('heading', { level: 2, name: /^Phase \d/ });
    expect(phases.map((heading) => heading.textContent)).toEqual([
      'Phase 1: Foundations',
      'Phase 2: Staying connected',
      'Phase 3: Deeper guidance',
      'Phase 4: Community and care',
    ]);
    expect(screen.getByRole('region', { name: 'Phase 1: Foundations' })).toHaveTextContent('In development');
  });
});
