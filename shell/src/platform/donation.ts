import { defaultDonationConfig, type DonationConfig } from '../pages/donation/DonationConfig';
import type { PlatformState } from './platform';

/** The donation form's target: the build's default, overridden by /config.json's "donation". */
export function donationConfigFrom(state: PlatformState): DonationConfig {
  if (state.phase !== 'ready' || !state.config.donation) return defaultDonationConfig;
  return { ...defaultDonationConfig, ...state.config.donation, currency: 'USD' };
}
