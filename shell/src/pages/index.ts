// The shell's own screens. The router imports them from here; nothing else in the shell is needed
// to render them, so they can be tested and previewed on their own.
export { LandingPage } from './landing/LandingPage';
export type { SessionStatus } from './landing/LandingPage';
export { DashboardPage } from './dashboard/DashboardPage';
export { NotFoundPage } from './not-found/NotFoundPage';
export { TermsPage } from './static/TermsPage';
export { PrivacyPage } from './static/PrivacyPage';
export { HowItWorksPage } from './static/HowItWorksPage';
export { RoadmapPage } from './static/RoadmapPage';
export { DonateForm } from './donation/DonateForm';
export { DonatePage } from './donation/DonatePage';
export { defaultDonationConfig } from './donation/DonationConfig';
export type { DonationConfig } from './donation/DonationConfig';
