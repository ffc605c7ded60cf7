/**
 * Where the "Donate" button sends people. The donation itself happens on an external payment page
 * (spec §2: USD, one-time), so the app never touches card details. Deployers override these values
 * through the runtime `/config.json`; the defaults point at PayPal's donations endpoint.
 */
export type DonationConfig = {
  /** The payment page the donate form posts to. */
  url: string;
  /** The merchant account that receives the donation (PayPal: email or merchant id). */
  business: string;
  /** What the donation is for, as the payment page shows it to the donor. */
  itemName: string;
  /** Spec §9: donations are in US dollars only. */
  currency: 'USD';
};

export const defaultDonationConfig: DonationConfig = {
  url: 'https://www.paypal.com/donate',
  // A reserved `.example` address: obviously a placeholder until the deployer sets the real account.
  business: 'donations@shalom-bayit.example',
  itemName: 'Shalom Bayit project development',
  currency: 'USD',
};
