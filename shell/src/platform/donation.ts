import { defaultDonationConfig, type DonationConfig } from '../pages/donation/DonationConfig';
import { getVisitorDonation, type PlatformState } from './platform';

/** The donation form's target: the build's default, overridden by /config.json's "donation". */
export function donationConfigFrom(state: PlatformState): DonationConfig {
  const override = state.phase === 'ready' ? state.config.donation : getVisitorDonation();
  if (!override) return defaultDonationConfig;
  return { ...defaultDonationConfig, ...override, currency: 'USD' };
}
